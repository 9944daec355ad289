import { RemoteRoutes, type RouteLayout, type RoutePages } from '@rsm/shared';
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

/** The playlists app's page of each route the route table gives it. */
const pages: RoutePages<'playlists'> = {
  playlists: <PlaylistsPage />,
  receivedPlaylists: <SharedPlaylistsTabPage />,
  sentPlaylists: <SharedPlaylistsTabPage />,
  receivedPlaylist: <SharedPlaylistPage received />,
  playlist: <PlaylistPage />,
  folder: <FolderPage />,
  sharedPlaylists: <SharedPlaylistsPage />,
  sharedPlaylist: <SharedPlaylistPage />,
};

/** A customer's own pages share the sidebar of folders; the pages of a shared link stand alone. */
const layouts: RouteLayout<'playlists'>[] = [
  {
    element: <PlaylistsLayout />,
    routes: ['playlists', 'receivedPlaylists', 'sentPlaylists', 'receivedPlaylist', 'playlist', 'folder'],
  },
];

/** The playlists pages, matched on full paths (the host mounts this at the root). */
export default function PlaylistsRoutes() {
  return <RemoteRoutes owner="playlists" pages={pages} layouts={layouts} />;
}
