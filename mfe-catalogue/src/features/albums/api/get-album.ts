import { answerSchema } from '../../../answer-schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@rsm/shared';

export const albumQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['album', id],
    queryFn: ({ signal }) =>
      request(`/v1_rsm/albums/${encodeURIComponent(id)}`, {
        schema: answerSchema('albumResponseSchema'),
        signal,
      }),
  });

export const useAlbum = (id: string) => useQuery(albumQueryOptions(id));
