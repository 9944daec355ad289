import { showsSearchBar } from './search-bar-visibility';

describe('showsSearchBar', () => {
  it.each([
    '/',
    '/albums',
    '/albums/abc',
    '/search',
    '/tracks/7',
    '/dashboard',
    '/dashboard/history',
    '/faq',
  ])('shows the bar on %s', (path) => expect(showsSearchBar(path)).toBe(true));

  it.each([
    '/login',
    '/login/',
    '/register',
    '/register/verify',
    '/reset-password',
    '/dashboard/my-albums',
    '/dashboard/tracks',
    '/dashboard/tracks/released-tracks',
    '/dashboard/my-statements',
    '/dashboard/briefings/4/12',
    '/dashboard/contracts/upload',
    '/dashboard/account',
    '/dashboard/account/composers',
    '/dashboard/account/payment',
  ])('hides the bar on %s', (path) => expect(showsSearchBar(path)).toBe(false));

  it('matches login exactly and the others by whole path segments', () => {
    expect(showsSearchBar('/login-help')).toBe(true);
    expect(showsSearchBar('/login/elsewhere')).toBe(true);
    expect(showsSearchBar('/registered')).toBe(true);
    expect(showsSearchBar('/dashboard/accounts')).toBe(true);
  });
});
