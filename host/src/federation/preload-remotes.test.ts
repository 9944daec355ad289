import { $pinnedPlaylist } from '@rsm/shared';
import { QueryClient } from '@tanstack/react-query';
import {
  prefetchPageData,
  preloadPageRemotes,
  preloadRemoteModule,
  takeLoadedModule,
  takePreloadedModule,
} from './preload-remotes';

const loads: string[] = [];
const prefetched: string[] = [];

const tablePreloads = jest.fn(() => Promise.resolve(() => null));
const controlPreloads = jest.fn(() => Promise.resolve({}));
jest.mock('@rsm/shared', () => ({
  ...jest.requireActual<object>('@rsm/shared'),
  preloadTrackTable: () => tablePreloads(),
  preloadControls: () => controlPreloads(),
}));

jest.mock('./remotes', () => ({
  loadRemoteModule: (remote: string, expose: string) => {
    loads.push(`${remote}/${expose}`);
    return Promise.resolve({
      default: () => null,
      prefetch: (_client: unknown, location: URL) => prefetched.push(`${remote}:${location.pathname}`),
    });
  },
}));

function takeAll() {
  for (const key of ['player/player', 'catalogue/routes', 'catalogue/search-bar', 'playlists/routes']) {
    const [remote, expose] = key.split('/') as ['catalogue', 'routes'];
    takePreloadedModule(remote, expose);
  }
}

describe('preloadPageRemotes', () => {
  beforeEach(() => {
    takeAll();
    loads.length = 0;
    prefetched.length = 0;
  });

  it("starts, on a desktop screen, the page's remote and the top bar's search; no player with nothing to play", () => {
    preloadPageRemotes('/', true);
    expect(loads).toEqual(['catalogue/routes', 'catalogue/search-bar']);
  });

  it('starts the player with the page when a playlist is pinned on this device', () => {
    $pinnedPlaylist.set({ uuid: 'p-1', name: 'Trailer picks' });
    preloadPageRemotes('/albums', true);
    $pinnedPlaylist.set(null);
    expect(loads).toEqual(['player/player', 'catalogue/routes', 'catalogue/search-bar']);
  });

  it("starts the track table's code on a page that lists tracks, not on one that doesn't", () => {
    tablePreloads.mockClear();
    preloadPageRemotes('/', false);
    preloadPageRemotes('/albums', false);
    expect(tablePreloads).not.toHaveBeenCalled();
    preloadPageRemotes('/albums/0b6c2c1e-0000-4000-8000-000000000001', false);
    expect(tablePreloads).toHaveBeenCalledTimes(1);
    preloadPageRemotes('/search', false);
    expect(tablePreloads).toHaveBeenCalledTimes(2);
  });

  it("starts the controls' code on a page that draws them as it renders, not on home or a content page", () => {
    controlPreloads.mockClear();
    preloadPageRemotes('/', false);
    preloadPageRemotes('/about-us', false);
    expect(controlPreloads).not.toHaveBeenCalled();
    preloadPageRemotes('/albums', false);
    preloadPageRemotes('/tracks/7', false);
    expect(controlPreloads).toHaveBeenCalledTimes(2);
  });

  it('leaves the search out on small screens', () => {
    preloadPageRemotes('/dashboard/playlists', false);
    expect(loads).toEqual(['playlists/routes']);
  });

  it('leaves the search out where the spec hides it', () => {
    takeAll();
    loads.length = 0;
    preloadPageRemotes('/login', true);
    expect(loads).toEqual([]);
  });

  it('hands each started load over once, so a retry loads afresh', async () => {
    preloadPageRemotes('/albums', false);
    const routes = takePreloadedModule('catalogue', 'routes');
    expect(routes).toBeDefined();
    await expect(routes).resolves.toHaveProperty('default');
    expect(takePreloadedModule('catalogue', 'routes')).toBeUndefined();
    // Asked again: the routes load afresh, the loads still waiting for their slots are not repeated.
    preloadPageRemotes('/albums', true);
    preloadPageRemotes('/albums', true);
    expect(loads).toEqual(['catalogue/routes', 'catalogue/routes', 'catalogue/search-bar']);
  });

  it('hands a finished load over as its module, once, for the slot to render without waiting', async () => {
    preloadRemoteModule('playlists', 'routes');
    expect(takeLoadedModule('playlists', 'routes')).toBeUndefined();
    await Promise.resolve();
    await Promise.resolve();
    expect(takeLoadedModule('playlists', 'routes')).toHaveProperty('default');
    expect(takeLoadedModule('playlists', 'routes')).toBeUndefined();
    expect(takePreloadedModule('playlists', 'routes')).toBeUndefined();
  });

  it("asks the page's remote to start the page's requests once its module has loaded", async () => {
    preloadPageRemotes('/albums', false);
    prefetchPageData(new URL('http://site.test/albums?page=2'), new QueryClient());
    await takePreloadedModule('catalogue', 'routes');
    await Promise.resolve();
    expect(prefetched).toEqual(['catalogue:/albums']);
  });

  it('prefetches nothing on pages of the host', async () => {
    preloadPageRemotes('/login', true);
    prefetchPageData(new URL('http://site.test/login'), new QueryClient());
    await takePreloadedModule('player', 'player');
    await Promise.resolve();
    expect(prefetched).toEqual([]);
  });
});
