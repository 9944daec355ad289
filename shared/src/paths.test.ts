import { paths, routeOwner, searchWords } from './paths';

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
    ['/dashboard/contracts/digital-contracts/7/sign', 'composer'],
    ['/dashboard/my-albums', 'catalogue'],
    ['/dashboard/playlists/sent/', 'playlists'],
    ['/dashboard/releases', null],
    ['/dashboard', null],
    ['/albums/0b8e/extra', null],
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

  it('encodes each parameter into its segment of the pattern', () => {
    expect(paths.albums.detail('a b/c')).toBe('/albums/a%20b%2Fc');
    expect(paths.dashboard.briefingTrack(3, 9)).toBe('/dashboard/briefings/3/9');
    expect(paths.ratesLicensing()).toBe('/rates-licensing');
    expect(paths.ratesLicensing('tv')).toBe('/rates-licensing/tv');
    expect(paths.home()).toBe('/');
  });

  it("links the composer's signing page with the signing request's token", () => {
    expect(paths.dashboard.signContract(12, 'tok en')).toBe(
      '/dashboard/contracts/digital-contracts/12/sign?token=tok+en',
    );
  });

  it('carries the return address on the login link', () => {
    expect(paths.login('/albums?page=2')).toBe('/login?redirect=%2Falbums%3Fpage%3D2');
  });

  it('carries the return address through sign-up and its check-your-email page', () => {
    expect(paths.register('/albums/neon')).toBe('/register?redirect=%2Falbums%2Fneon');
    expect(paths.register()).toBe('/register');
    expect(paths.registerVerify('ana@example.com', '/albums/neon')).toBe(
      '/register/verify?email=ana%40example.com&redirect=%2Falbums%2Fneon',
    );
  });
});

describe('search words', () => {
  it('are the typed words of a search, blanks and repeats dropped', () => {
    const params = new URLSearchParams(
      'q[text][]=piano &q[text][]=&q[genres][]=Jazz&q[text][]=piano&q[text][]=warm',
    );
    expect(searchWords(params)).toBe('piano warm');
  });

  it('are none for a search by filters or by sound', () => {
    expect(searchWords(new URLSearchParams('q[genres][]=Jazz'))).toBe('');
    expect(searchWords(new URLSearchParams('similar=12&q[text][]=piano'))).toBe('');
    expect(searchWords(new URLSearchParams('reference=ab12'))).toBe('');
  });
});
