import { curatedPlaylistResponseSchema } from '@rsm/shared/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@rsm/shared';

export const curatedPlaylistQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['curated-playlist', id],
    queryFn: ({ signal }) =>
      request(`/v1_rsm/playlists/${encodeURIComponent(id)}`, {
        schema: curatedPlaylistResponseSchema,
        signal,
      }),
  });

export const useCuratedPlaylist = (id: string) => useQuery(curatedPlaylistQueryOptions(id));
