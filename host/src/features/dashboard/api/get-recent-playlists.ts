import { playlistListResponseSchema } from '@rsm/shared/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { playlistKeys, request } from '@rsm/shared';

const RECENT_PLAYLISTS = 5;

/**
 * GET /v1_rsm/projects?per=5: the customer's latest playlists. Under the shared playlists key, so a change made in
 * the playlists remote refreshes this list too.
 */
export const recentPlaylistsQueryOptions = () =>
  queryOptions({
    queryKey: [...playlistKeys.playlists, 'recent', RECENT_PLAYLISTS],
    queryFn: ({ signal }) =>
      request('/v1_rsm/projects', {
        schema: playlistListResponseSchema,
        signal,
        query: { per: RECENT_PLAYLISTS, page: 1, sort: 'updated_at desc' },
      }),
  });

export const useRecentPlaylists = () => useQuery(recentPlaylistsQueryOptions());
