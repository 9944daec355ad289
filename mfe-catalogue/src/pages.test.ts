import { pageAt } from './pages';

describe('pageAt', () => {
  it('names the catalogue page of a path', () => {
    expect(pageAt('/')).toBe('home');
    expect(pageAt('/albums')).toBe('albums');
    expect(pageAt('/albums/3519ed95')).toBe('album');
    expect(pageAt('/search')).toBe('search');
    expect(pageAt('/tracks/1957')).toBe('track');
    expect(pageAt('/dashboard/my-albums')).toBe('myAlbums');
  });

  it('has no page for another app’s paths', () => {
    expect(pageAt('/dashboard/playlists')).toBeNull();
    expect(pageAt('/faq')).toBeNull();
  });
});
