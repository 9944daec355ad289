import { safeReturn } from './safe-return';

describe('the return address after signing in', () => {
  it.each(['/', '/playlists', '/search?q=rain%20drums#results', '/albums/12?tab=tracks', '/faq#licences'])(
    'follows the site path %s',
    (path) => expect(safeReturn(path)).toBe(path),
  );

  it.each([
    null,
    '',
    'https://evil.example/',
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/%2F/evil.example',
    '/%2f%2fevil.example',
    '/%5Cevil.example',
    '/%5c%5cevil.example',
    'javascript:alert(1)',
    '/%E0%A4%A',
  ])('goes home instead of to %j', (redirect) => expect(safeReturn(redirect)).toBe('/'));
});
