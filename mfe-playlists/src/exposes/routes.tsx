import { NotFoundPage, Route, Routes } from '@rsm/shared';
import { PlaylistsLayout } from '../features/playlists/components/playlists-layout';
import { FolderPage } from '../features/playlists/pages/folder-page';
import { PlaylistPage } from '../features/playlists/pages/playlist-page';
import { PlaylistsPage } from '../features/playlists/pages/playlists-page';
import { SharedPlaylistPage } from '../features/playlists/pages/shared-playlist-page';
import { SharedPlaylistsPage } from '../features/playlists/pages/shared-playlists-page';
import { SharedPlaylistsTabPage } from '../features/playlists/pages/shared-playlists-tab-page';
import { catalogReady } from '../i18n';

export { prefetchPage as prefetch } from '../prefetch-page';

await catalogReady;

/** The playlists pages, matched on full paths (the host mounts this at the root). */
export default function PlaylistsRoutes() {
  return (
    <Routes>
      <Route element={<PlaylistsLayout />}>
        <Route path="/dashboard/playlists" element={<PlaylistsPage />} />
        <Route path="/dashboard/playlists/received" element={<SharedPlaylistsTabPage />} />
        <Route path="/dashboard/playlists/sent" element={<SharedPlaylistsTabPage />} />
        <Route path="/dashboard/playlists/received/:id" element={<SharedPlaylistPage received />} />
        <Route path="/dashboard/playlists/:uuid" element={<PlaylistPage />} />
        <Route path="/dashboard/folders/:id" element={<FolderPage />} />
      </Route>
      <Route path="/shared-playlists" element={<SharedPlaylistsPage />} />
      <Route path="/shared-playlists/:id" element={<SharedPlaylistPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
