import { $authHeaders, $isLoggedIn, clearAuth, rememberAuthHeaders } from './auth-store';

const headers: Record<string, string> = {
  'access-token': 'tok',
  client: 'cli',
  uid: 'a@b.c',
  expiry: '1999999999',
};

describe('auth store', () => {
  beforeEach(() => clearAuth());

  it('is logged in only when all four header values are present', () => {
    rememberAuthHeaders((name) => (name === 'expiry' ? null : headers[name]));
    expect($isLoggedIn.get()).toBe(false);
    rememberAuthHeaders((name) => headers[name]);
    expect($isLoggedIn.get()).toBe(true);
    expect(JSON.parse(localStorage.getItem('rsm:auth') ?? 'null')).toEqual(headers);
  });

  it('forgets the session on clearAuth', () => {
    rememberAuthHeaders((name) => headers[name]);
    clearAuth();
    expect($authHeaders.get()).toBeNull();
    expect(localStorage.getItem('rsm:auth')).toBeNull();
  });
});
