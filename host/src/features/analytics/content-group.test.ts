import { contentGroupFor } from './content-group';

describe('contentGroupFor', () => {
  it.each([
    ['/dashboard/playlists', 'projects'],
    ['/dashboard/playlists/abc-123', 'projects'],
    ['/dashboard/playlists/received/4', 'projects'],
    ['/shared-playlists/9', 'projects'],
    ['/dashboard/folders/3', 'categories'],
    ['/albums', 'albums'],
    ['/albums/abc', 'albums'],
    ['/dashboard/my-albums', 'albums'],
    ['/catalogues/2', 'labels'],
    ['/playlists', 'playlists'],
    ['/playlists/12/', 'playlists'],
    ['/tracks/7', 'tracks'],
    ['/', 'others'],
    ['/about-us', 'others'],
    ['/dashboard/history', 'others'],
    ['/albumsx', 'others'],
  ])('puts %s in %s', (path, group) => expect(contentGroupFor(path)).toBe(group));

  it('tells a keyword search from other searches', () => {
    expect(contentGroupFor('/search', '?q[keywords][]=epic&q[keywords][]=calm')).toBe('keywords');
    expect(contentGroupFor('/search', '?q%5Bkeywords%5D%5B%5D=epic')).toBe('keywords');
    expect(contentGroupFor('/search', '?q[keywords][]=epic&q[text][]=piano')).toBe('searches');
    expect(contentGroupFor('/search', '?q[text][]=piano')).toBe('searches');
    expect(contentGroupFor('/search')).toBe('searches');
  });
});
