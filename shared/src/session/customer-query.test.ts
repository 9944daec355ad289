/** @jest-environment node */
import { QueryClient } from '@tanstack/react-query';
import { $authHeaders, clearAuth } from '../bus/auth-store';
import { fakeNetwork, networkError, reply } from '../testing/fake-network';
import { customerQueryOptions } from './customer-query';

const session = { 'access-token': 'tok', client: 'cli', uid: 'a@b.c', expiry: '1999999999' };

const fetchCustomer = () => new QueryClient().fetchQuery(customerQueryOptions).catch(() => undefined);

const network = fakeNetwork();

beforeEach(() => {
  clearAuth();
  $authHeaders.set(session);
});

describe('the customer query', () => {
  it('ends the session on any error the server answers, not only a 401', async () => {
    network.serve({ 'GET /v1/customer': () => reply(500, {}) });
    await fetchCustomer();
    expect($authHeaders.get()).toBeNull();
  });

  it('keeps the session when the request got no answer (the page reloading, a dropped connection)', async () => {
    network.serve({ 'GET /v1/customer': () => networkError() });
    await fetchCustomer();
    expect($authHeaders.get()).toEqual(session);
  });
});
