import { Box, LoadingState, matchRoute, ROUTES, type RouteId, type RouteIdOf } from '@rsm/shared';
import { startTransition, useEffect, useState, type ComponentType } from 'react';
import { loadPageMessages } from './page-messages';

type PageId = RouteIdOf<'catalogue'>;

/**
 * Each page's code, in a chunk of its own: a visit loads the page it opens (and what that page shares with others),
 * not every page of the catalogue.
 */
const loaders: Record<PageId, () => Promise<ComponentType>> = {
  home: () => import('./features/home/home-page').then((module) => module.HomePage),
  albums: () => import('./features/albums/pages/albums-page').then((module) => module.AlbumsPage),
  album: () => import('./features/albums/pages/album-page').then((module) => module.AlbumPage),
  catalogues: () =>
    import('./features/catalogues/pages/catalogues-page').then((module) => module.CataloguesPage),
  catalogue: () =>
    import('./features/catalogues/pages/catalogue-page').then((module) => module.CataloguePage),
  curatedPlaylists: () =>
    import('./features/curated-playlists/pages/curated-playlists-page').then(
      (module) => module.CuratedPlaylistsPage,
    ),
  curatedPlaylist: () =>
    import('./features/curated-playlists/pages/curated-playlist-page').then(
      (module) => module.CuratedPlaylistPage,
    ),
  search: () => import('./features/search/pages/search-page').then((module) => module.SearchPage),
  track: () => import('./features/tracks/pages/track-page').then((module) => module.TrackPage),
  myAlbums: () => import('./features/albums/pages/my-albums-page').then((module) => module.MyAlbumsPage),
};

/**
 * The pages whose messages are all in the catalog the exposed modules load (the first view of `/`); every other page
 * also needs the pages' messages (page-messages.ts), which load beside its code: it renders once both are in.
 */
const FIRST_VIEW_PAGES: ReadonlySet<PageId> = new Set(['home']);

const loads = new Map<PageId, Promise<ComponentType>>();
const loaded = new Map<PageId, ComponentType>();

/** Loads a page's code and messages once; a load that failed is tried again the next time it is asked for. */
export function loadPage(id: PageId): Promise<ComponentType> {
  let load = loads.get(id);
  if (!load) {
    load = Promise.all([loaders[id](), FIRST_VIEW_PAGES.has(id) ? undefined : loadPageMessages()]).then(
      ([component]) => {
        loaded.set(id, component);
        return component;
      },
      (error: unknown) => {
        loads.delete(id);
        throw error;
      },
    );
    loads.set(id, load);
  }
  return load;
}

const isPage = (id: RouteId): id is PageId => ROUTES[id].owner === 'catalogue';

/** The catalogue page `pathname` opens, if any. */
export function pageAt(pathname: string): PageId | null {
  const id = matchRoute(pathname)?.id;
  return id !== undefined && isPage(id) ? id : null;
}

/** Starts loading the code of page `id`; never rejects (the page reports a failure when it renders). */
export function preloadPage(id: PageId): Promise<void> {
  return loadPage(id).then(
    () => undefined,
    () => undefined,
  );
}

/** Starts loading the code of the page at `pathname` (nothing when the catalogue has no page there); never rejects. */
export function preloadPageAt(pathname: string): Promise<void> {
  const id = pageAt(pathname);
  return id ? preloadPage(id) : Promise.resolve();
}

/** What shows while a page's code loads: the host's page loading state, so the page follows it without a shift. */
function PageCodeLoading() {
  return (
    <Box px="4" py="6" maxW="80rem" mx="auto">
      <LoadingState rows={6} />
    </Box>
  );
}

/**
 * The page `id`, rendered at once when its code is in and otherwise once it is. It does not suspend: a suspended
 * first view would show its content only when React next reveals a boundary (up to 300 ms later), and its code
 * loads alongside the page's data, which the host asks for as soon as the routes module has run.
 */
export function LazyPage({ id }: { id: PageId }) {
  const Page = loaded.get(id);
  const [, setLoads] = useState(0);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  useEffect(() => {
    if (Page) return undefined;
    let live = true;
    loadPage(id).then(
      // A transition: React renders the page in slices rather than in one long task, the loading state showing
      // until it is done.
      () => live && startTransition(() => setLoads((count) => count + 1)),
      (error: unknown) => live && setFailure({ error }),
    );
    return () => {
      live = false;
    };
  }, [id, Page]);
  // The host's boundary around the routes shows that a part of the page failed, with a retry that loads it again.
  if (failure) throw failure.error;
  return Page ? <Page /> : <PageCodeLoading />;
}

let intentWatched = false;

/**
 * A pointer over, or focus on, a link to another catalogue page starts loading that page's code, so following the
 * link rarely waits for it.
 */
export function preloadPagesOnIntent(): void {
  if (intentWatched || typeof document === 'undefined') return;
  intentWatched = true;
  // The pointer moving over a link's own parts repeats the event for the same link: it is looked at once.
  let lastHref = '';
  const onIntent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || link.href === lastHref) return;
    lastHref = link.href;
    const url = new URL(link.href, window.location.href);
    if (url.origin === window.location.origin) void preloadPageAt(url.pathname);
  };
  document.addEventListener('pointerover', onIntent, { passive: true });
  document.addEventListener('focusin', onIntent);
  document.addEventListener('touchstart', onIntent, { passive: true });
}
