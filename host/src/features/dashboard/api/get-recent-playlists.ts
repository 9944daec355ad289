import { playlistListResponseSchema } from '@rsm/shared/schemas';
import { useQuery } from '@tanstack/react-query';
import { playlistKeys, requestQuery } from '@rsm/shared';

const RECENT_PLAYLISTS = 5;

/**
 * GET /v1_rsm/projects?per=5: the customer's latest playlists. Under the shared playlists key, so a change made in
 * the playlists remote refreshes this list too.
 */
export const recentPlaylistsQueryOptions = () =>
  requestQuery(
    [...playlistKeys.playlists, 'recent', RECENT_PLAYLISTS],
    '/v1_rsm/projects',
    playlistListResponseSchema,
    { per: RECENT_PLAYLISTS, page: 1, sort: 'updated_at desc' },
  );

export const useRecentPlaylists = () => useQuery(recentPlaylistsQueryOptions());
