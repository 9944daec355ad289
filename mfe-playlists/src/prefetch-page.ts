import { $isLoggedIn, paths } from '@rsm/shared';
import type { QueryClient } from '@tanstack/react-query';
import { DEFAULT_FOLDER_SORT, foldersQueryOptions } from './features/playlists/api/get-folders';
import { folderNamesQueryOptions } from './features/playlists/api/get-folder-names';
import { playlistsQueryOptions } from './features/playlists/api/get-playlists';
import { SIDEBAR_FOLDERS } from './features/playlists/components/playlists-sidebar';

/**
 * Starts the requests of the page at `location`: the host calls it before the page renders (at start-up, and when a
 * link to it is pressed), so the data is on its way while the page's code renders. A customer's dashboard pages show
 * the sidebar's folders; My playlists its first page of playlists and the folder links. Visitors have nothing to ask.
 */
export function prefetchPage(queryClient: QueryClient, location: URL): void {
  if (!$isLoggedIn.get()) return;
  const { pathname, searchParams } = location;
  if (!pathname.startsWith(`${paths.dashboard.root()}/`)) return;
  void queryClient.prefetchQuery(foldersQueryOptions({ ...SIDEBAR_FOLDERS, sort: DEFAULT_FOLDER_SORT }));
  if (pathname !== paths.dashboard.playlists()) return;
  const page = Math.max(1, Number.parseInt(searchParams.get('page') ?? '1', 10) || 1);
  void queryClient.prefetchQuery(playlistsQueryOptions({ page }));
  void queryClient.prefetchQuery(folderNamesQueryOptions());
}
