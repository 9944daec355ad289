import { RemoteRoutes, type RoutePages } from '@rsm/shared';
import { AlbumPage } from '../features/albums/pages/album-page';
import { AlbumsPage } from '../features/albums/pages/albums-page';
import { CataloguePage } from '../features/catalogues/pages/catalogue-page';
import { CataloguesPage } from '../features/catalogues/pages/catalogues-page';
import { CuratedPlaylistPage } from '../features/curated-playlists/pages/curated-playlist-page';
import { CuratedPlaylistsPage } from '../features/curated-playlists/pages/curated-playlists-page';
import { HomePage } from '../features/home/home-page';
import { MyAlbumsPage } from '../features/albums/pages/my-albums-page';
import { SearchPage } from '../features/search/pages/search-page';
import { TrackPage } from '../features/tracks/pages/track-page';
import { catalogReady } from '../i18n';

export { prefetchPage as prefetch } from '../prefetch-page';

await catalogReady;

/** The catalogue's page of each route the route table gives it. */
const pages: RoutePages<'catalogue'> = {
  home: <HomePage />,
  albums: <AlbumsPage />,
  album: <AlbumPage />,
  catalogues: <CataloguesPage />,
  catalogue: <CataloguePage />,
  curatedPlaylists: <CuratedPlaylistsPage />,
  curatedPlaylist: <CuratedPlaylistPage />,
  search: <SearchPage />,
  track: <TrackPage />,
  myAlbums: <MyAlbumsPage />,
};

/** The catalogue's pages, matched on full paths (the host mounts this at the root). */
export default function CatalogueRoutes() {
  return <RemoteRoutes owner="catalogue" pages={pages} />;
}
