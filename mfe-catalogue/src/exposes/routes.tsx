import { NotFoundPage, Route, Routes } from '@rsm/shared';
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

/** The catalogue's pages, matched on full paths (the host mounts this at the root). */
export default function CatalogueRoutes() {
  return (
    <Routes>
      <Route index element={<HomePage />} />
      <Route path="/albums" element={<AlbumsPage />} />
      <Route path="/albums/:uuid" element={<AlbumPage />} />
      <Route path="/catalogues" element={<CataloguesPage />} />
      <Route path="/catalogues/:id" element={<CataloguePage />} />
      <Route path="/playlists" element={<CuratedPlaylistsPage />} />
      <Route path="/playlists/:id" element={<CuratedPlaylistPage />} />
      <Route path="/search" element={<SearchPage />} />
      <Route path="/tracks/:id" element={<TrackPage />} />
      <Route path="/dashboard/my-albums" element={<MyAlbumsPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
