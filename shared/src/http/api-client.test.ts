/** @jest-environment node */
import { $authHeaders, clearAuth } from '../bus/auth-store';
import { $locale } from '../bus/locale-store';
import { $runtimeConfig } from '../config/runtime-config';
import { ApiError, apiUrl, request } from './api-client';

type Call = { url: string; headers: Headers };
const calls: Call[] = [];

function answer(status: number, body: unknown, headers: Record<string, string> = {}) {
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    calls.push({ url, headers: new Headers(init?.headers) });
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json', ...headers },
    });
  }) as typeof fetch;
}

const session = { 'access-token': 'tok', client: 'cli', uid: 'a@b.c', expiry: '1999999999' };

beforeEach(() => {
  calls.length = 0;
  clearAuth();
  $locale.set('en');
  $runtimeConfig.set({ apiUrl: 'http://api.test', remotes: {} as never });
});

describe('API client', () => {
  it('calls the configured API with the locale header the server expects', async () => {
    answer(200, { ok: true });
    $locale.set('pt');
    await request('/v1_rsm/albums', { query: { page: 2 } });
    expect(calls[0]?.url).toBe('http://api.test/v1_rsm/albums?page=2');
    expect(calls[0]?.headers.get('accept-language')).toBe('PTRSM');
  });

  it('sends the four auth headers when signed in and keeps the ones a response carries', async () => {
    $authHeaders.set(session);
    answer(200, {}, { ...session, 'access-token': 'rotated' });
    await request('/v1/customer');
    expect(calls[0]?.headers.get('access-token')).toBe('tok');
    expect(calls[0]?.headers.get('uid')).toBe('a@b.c');
    expect($authHeaders.get()?.['access-token']).toBe('rotated');
  });

  it('clears the session on a 401 and reports the server message', async () => {
    $authHeaders.set(session);
    answer(401, { errors: ['You need to sign in or sign up before continuing.'] });
    await expect(request('/v1/customer')).rejects.toEqual(
      expect.objectContaining({ status: 401, message: 'You need to sign in or sign up before continuing.' }),
    );
    expect($authHeaders.get()).toBeNull();
  });

  it('keeps the session on other errors and wraps them as ApiError', async () => {
    $authHeaders.set(session);
    answer(422, { message: 'Name has already been taken' });
    const error = await request('/v1_rsm/projects', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Name has already been taken');
    expect($authHeaders.get()).not.toBeNull();
  });

  it('builds absolute links for downloads without string concatenation at call sites', () => {
    expect(apiUrl('/v2/tracks/3/download', { file_format: 'file_wav', token: undefined })).toBe(
      'http://api.test/v2/tracks/3/download?file_format=file_wav',
    );
  });
});
