import { paths, RemoteRoutes, routeOwner, type RoutePages } from '@rsm/shared';
import { catalogReady } from '../i18n';
import { LazyPage, preloadPageAt, preloadPagesOnIntent } from '../pages';

export { prefetchPage as prefetch } from '../prefetch-page';

// The page at the address starts loading with this module, alongside the data the host asks for once it has run
// (`prefetch`). Loaded ahead while another app's page shows, the module waits for the catalogue's landing page, the
// one the host rehearses.
const onCataloguePage = routeOwner(window.location.pathname) === 'catalogue';
const firstPage = preloadPageAt(onCataloguePage ? window.location.pathname : paths.albums.list());
await Promise.all([catalogReady, onCataloguePage ? undefined : firstPage]);
preloadPagesOnIntent();

/** The catalogue's page of each route the route table gives it, each loaded when first shown. */
const pages: RoutePages<'catalogue'> = {
  home: <LazyPage id="home" />,
  albums: <LazyPage id="albums" />,
  album: <LazyPage id="album" />,
  catalogues: <LazyPage id="catalogues" />,
  catalogue: <LazyPage id="catalogue" />,
  curatedPlaylists: <LazyPage id="curatedPlaylists" />,
  curatedPlaylist: <LazyPage id="curatedPlaylist" />,
  search: <LazyPage id="search" />,
  track: <LazyPage id="track" />,
  myAlbums: <LazyPage id="myAlbums" />,
};

/** The catalogue's pages, matched on full paths (the host mounts this at the root). */
export default function CatalogueRoutes() {
  return <RemoteRoutes owner="catalogue" pages={pages} />;
}
