import { NotFoundPage, Route, Routes } from '@rsm/shared';
import { AlbumPage } from '../features/albums/pages/album-page';
import { AlbumsPage } from '../features/albums/pages/albums-page';
import { HomePage } from '../features/home/home-page';
import { catalogReady } from '../i18n';

await catalogReady;

/** The catalogue's pages, matched on full paths (the host mounts this at the root). */
export default function CatalogueRoutes() {
  return (
    <Routes>
      <Route index element={<HomePage />} />
      <Route path="/albums" element={<AlbumsPage />} />
      <Route path="/albums/:uuid" element={<AlbumPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
