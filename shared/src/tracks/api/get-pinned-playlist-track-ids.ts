import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../http/api-client';
import { playlistKeys } from '../../query/playlist-keys';

/**
 * The ids of every track in the pinned playlist, loaded once for all rows (rows add or remove by membership).
 * Kept under the playlist's tracks key, so any playlist change elsewhere refreshes it.
 */
export const pinnedTrackIdsQueryOptions = (uuid: string) =>
  queryOptions({
    queryKey: [...playlistKeys.playlistTracks(uuid), 'all-ids'] as const,
    queryFn: async ({ signal }) => {
      const { tracks } = await request(`/v2/projects/${encodeURIComponent(uuid)}/tracks`, {
        schema: async () => (await import('../../schemas/answers')).trackIdsAnswerSchema,
        query: { all_tracks: true },
        signal,
      });
      return tracks.map((track) => track.id);
    },
    staleTime: 60_000,
  });

export const usePinnedTrackIds = (uuid: string | undefined, enabled: boolean) =>
  useQuery({ ...pinnedTrackIdsQueryOptions(uuid ?? ''), enabled: enabled && !!uuid });
