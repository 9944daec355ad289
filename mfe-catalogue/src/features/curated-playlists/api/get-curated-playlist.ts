import { answerSchema } from '../../../answer-schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@rsm/shared';

export const curatedPlaylistQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['curated-playlist', id],
    queryFn: ({ signal }) =>
      request(`/v1_rsm/playlists/${encodeURIComponent(id)}`, {
        schema: answerSchema('curatedPlaylistResponseSchema'),
        signal,
      }),
  });

export const useCuratedPlaylist = (id: string) => useQuery(curatedPlaylistQueryOptions(id));
