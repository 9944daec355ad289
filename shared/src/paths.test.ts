import { paths, routeOwner } from './paths';

describe('route ownership', () => {
  it.each([
    ['/', 'catalogue'],
    ['/albums', 'catalogue'],
    ['/albums/0b8e', 'catalogue'],
    ['/playlists/3', 'catalogue'],
    ['/search', 'catalogue'],
    ['/tracks/12', 'catalogue'],
    ['/dashboard/playlists', 'playlists'],
    ['/dashboard/playlists/received/4', 'playlists'],
    ['/dashboard/folders/2', 'playlists'],
    ['/shared-playlists/9', 'playlists'],
    ['/dashboard/briefings/1/2', 'composer'],
    ['/dashboard/tracks/released-tracks', 'composer'],
    ['/dashboard/my-statements', 'composer'],
    ['/dashboard/contracts/upload', 'composer'],
    ['/login', null],
    ['/dashboard/account', null],
    ['/albumsx', null],
    ['/nowhere', null],
  ])('%s belongs to %s', (path, owner) => {
    expect(routeOwner(path)).toBe(owner);
  });
});

describe('paths', () => {
  it('writes a search as q[field][]=value pairs', () => {
    const url = paths.search({ genres: ['Rock', 'Pop'], text: ['piano & strings'] });
    expect(decodeURIComponent(url)).toBe(
      '/search?q[genres][]=Rock&q[genres][]=Pop&q[text][]=piano+&+strings',
    );
  });

  it('carries the return address on the login link', () => {
    expect(paths.login('/albums?page=2')).toBe('/login?redirect=%2Falbums%3Fpage%3D2');
  });
});
