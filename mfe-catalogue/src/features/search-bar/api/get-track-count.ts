import { answerSchema } from '../../../answer-schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@rsm/shared';

export const trackCountQueryOptions = () =>
  queryOptions({
    queryKey: ['tracks', 'count'],
    queryFn: ({ signal }) =>
      request('/v1_rsm/tracks/count', { schema: answerSchema('trackCountResponseSchema'), signal }),
    staleTime: 10 * 60_000,
  });

/** The catalogue's total number of main tracks, shown in the search placeholder. */
export const useTrackCount = () => useQuery(trackCountQueryOptions());
