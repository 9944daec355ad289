import { request, type Playlist } from '@rsm/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

/**
 * The pinned playlist's name and track count. The key is the one the playlists remote uses for the same
 * request, so the bar's count follows when that app refreshes the playlist.
 */
export const pinnedPlaylistQueryOptions = (uuid: string) =>
  queryOptions({
    queryKey: ['playlist', uuid],
    queryFn: ({ signal }) =>
      request<{ project: Playlist }>(`/v1_rsm/projects/${encodeURIComponent(uuid)}`, { signal }),
  });

export const usePinnedPlaylist = (uuid: string) => useQuery(pinnedPlaylistQueryOptions(uuid));
