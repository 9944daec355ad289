import {
  $pinnedPlaylist,
  matchRoute,
  preloadControls,
  preloadTrackTable,
  routeOwner,
  type ExposeName,
  type RemoteName,
  type RouteId,
} from '@rsm/shared';
import type { QueryClient } from '@tanstack/react-query';
import { showsSearchBar } from '../layout/search/search-bar-visibility';
import { loadRemoteModule, type RemoteModule } from './remotes';

type RemoteProps = Record<string, unknown>;

const started = new Map<string, Promise<RemoteModule<RemoteProps>>>();
/** Loads started ahead that have finished: a slot renders these at once, without suspending. */
const loaded = new Map<string, RemoteModule<RemoteProps>>();
const keyOf = (remote: RemoteName, expose: string) => `${remote}/${expose}`;

/** Starts loading `remote/expose` now; the first slot that renders it picks the load up instead of starting another. */
export function preloadRemoteModule<R extends RemoteName>(remote: R, expose: ExposeName<R>): void {
  const key = keyOf(remote, expose);
  if (started.has(key)) return;
  const load = loadRemoteModule(remote, expose) as Promise<RemoteModule<RemoteProps>>;
  started.set(key, load);
  load.then(
    (module) => {
      if (started.get(key) === load) loaded.set(key, module);
    },
    () => undefined,
  );
}

/**
 * The module of a load started ahead that has already finished, handed over once: rendered directly, the page shows
 * in the navigation's own render instead of behind a Suspense fallback (which React reveals up to 300 ms later).
 */
export function takeLoadedModule<R extends RemoteName>(
  remote: R,
  expose: ExposeName<R>,
): RemoteModule<RemoteProps> | undefined {
  const key = keyOf(remote, expose);
  const module = loaded.get(key);
  if (module) {
    loaded.delete(key);
    started.delete(key);
  }
  return module;
}

/** The load started ahead for `remote/expose`, handed over once (a retry always loads afresh). */
export function takePreloadedModule<R extends RemoteName>(
  remote: R,
  expose: ExposeName<R>,
): Promise<RemoteModule<RemoteProps>> | undefined {
  const key = keyOf(remote, expose);
  const load = started.get(key);
  started.delete(key);
  loaded.delete(key);
  return load;
}

/** The pages that list tracks: the track table's code (a chunk of its own) starts loading with them. */
const TRACK_TABLE_PAGES: ReadonlySet<RouteId> = new Set<RouteId>([
  'album',
  'curatedPlaylist',
  'search',
  'playlist',
  'receivedPlaylist',
  'sharedPlaylist',
]);

/**
 * The pages that draw the controls of @rsm/shared's controls chunk as they first render (the download button, add to
 * playlist, the numbered pager): the chunk starts loading with them.
 */
const CONTROL_PAGES: ReadonlySet<RouteId> = new Set<RouteId>([
  ...TRACK_TABLE_PAGES,
  'track',
  'albums',
  'catalogue',
  'curatedPlaylists',
  'myAlbums',
  'playlists',
  'history',
]);

function preloadTrackTableFor(pathname: string): void {
  const route = matchRoute(pathname);
  if (route && TRACK_TABLE_PAGES.has(route.id)) preloadTrackTable().catch(() => undefined);
  if (route && CONTROL_PAGES.has(route.id)) preloadControls().catch(() => undefined);
}

/**
 * The remote modules the first page is sure to render, started while the host is still loading its own messages
 * and rendering: the page's owner, on a desktop screen the search bar of the top bar, the player when a playlist
 * is pinned on this device (otherwise it waits for something to play, see layout/player-slot), and the track
 * table's and the controls' code on a page that shows them. Without this, each waits for the host's first render to ask for it.
 */
export function preloadPageRemotes(pathname: string, isDesktop: boolean): void {
  if ($pinnedPlaylist.get()) preloadRemoteModule('player', 'player');
  preloadTrackTableFor(pathname);
  const owner = routeOwner(pathname);
  if (owner) preloadRemoteModule(owner, 'routes');
  if (isDesktop && showsSearchBar(pathname)) preloadRemoteModule('catalogue', 'search-bar');
}

/**
 * Starts the requests of the page at `location` as soon as the routes module of its remote has loaded (through the
 * module's `prefetch`), before the host's first render: the data is on its way while the page renders, rather than
 * asked for once it has. A failed load is left to the page's slot to report.
 */
export function prefetchPageData(location: URL, queryClient: QueryClient): void {
  const owner = routeOwner(location.pathname);
  const load = owner ? started.get(keyOf(owner, 'routes')) : undefined;
  load?.then(
    (module) => module.prefetch?.(queryClient, location),
    () => undefined,
  );
}

/**
 * Starts the requests of the page at `url` when a link to it is pressed: its remote's routes module (loaded ahead, or
 * now) asks for the page's data through its `prefetch`, so the requests leave with the press instead of after the
 * new page's first render.
 */
export function prefetchRouteData(url: URL, queryClient: QueryClient): void {
  const owner = routeOwner(url.pathname);
  if (!owner) return;
  preloadTrackTableFor(url.pathname);
  loadRemoteModule(owner, 'routes').then(
    (module) => module.prefetch?.(queryClient, url),
    () => undefined,
  );
}
