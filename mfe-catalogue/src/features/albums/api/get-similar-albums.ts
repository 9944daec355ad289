import { answerSchema } from '../../../answer-schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@rsm/shared';

export const similarAlbumsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['album', id, 'similar'],
    queryFn: ({ signal }) =>
      request(`/v2/albums/${encodeURIComponent(id)}/similar`, {
        schema: answerSchema('lastReleasesResponseSchema'),
        signal,
      }),
  });

export const useSimilarAlbums = (id: string) => useQuery(similarAlbumsQueryOptions(id));
