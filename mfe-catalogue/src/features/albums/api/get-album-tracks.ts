import { answerSchema } from '../../../answer-schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@rsm/shared';

export const albumTracksQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['album', id, 'tracks'],
    queryFn: ({ signal }) =>
      request(`/v1_rsm/albums/${encodeURIComponent(id)}/tracks`, {
        schema: answerSchema('trackListResponseSchema'),
        query: { per: 250 },
        signal,
      }),
  });

export const useAlbumTracks = (id: string) => useQuery(albumTracksQueryOptions(id));
