import { z } from 'zod';
import { playlistSchema } from '@rsm/shared/schemas';
import { playlistKeys, request } from '@rsm/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** The pinned playlist's name and track count; the shared key lets the bar follow changes made by any app. */
export const pinnedPlaylistQueryOptions = (uuid: string) =>
  queryOptions({
    queryKey: playlistKeys.playlist(uuid),
    queryFn: ({ signal }) =>
      request(`/v1_rsm/projects/${encodeURIComponent(uuid)}`, {
        schema: z.object({ project: playlistSchema }),
        signal,
      }),
  });

export const usePinnedPlaylist = (uuid: string) => useQuery(pinnedPlaylistQueryOptions(uuid));
