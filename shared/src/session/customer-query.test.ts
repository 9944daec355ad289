/** @jest-environment node */
import { QueryClient } from '@tanstack/react-query';
import { $authHeaders, clearAuth } from '../bus/auth-store';
import { $runtimeConfig } from '../config/runtime-config';
import { customerQueryOptions } from './customer-query';

const session = { 'access-token': 'tok', client: 'cli', uid: 'a@b.c', expiry: '1999999999' };

const fetchCustomer = () => new QueryClient().fetchQuery(customerQueryOptions).catch(() => undefined);

beforeEach(() => {
  clearAuth();
  $runtimeConfig.set({ apiUrl: 'http://api.test', remotes: {} as never });
  $authHeaders.set(session);
});

describe('the customer query', () => {
  it('ends the session on any error the server answers, not only a 401', async () => {
    globalThis.fetch = jest.fn(async () => new Response('{}', { status: 500 })) as typeof fetch;
    await fetchCustomer();
    expect($authHeaders.get()).toBeNull();
  });

  it('keeps the session when the request got no answer (the page reloading, a dropped connection)', async () => {
    globalThis.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    await fetchCustomer();
    expect($authHeaders.get()).toEqual(session);
  });
});
