import { useQuery } from '@tanstack/react-query';
import { requestQuery } from '@rsm/shared';
import { answerSchema } from '../../../answer-schema';

export const trackCountQueryOptions = () => ({
  ...requestQuery(['tracks', 'count'], '/v1_rsm/tracks/count', answerSchema('trackCountResponseSchema')),
  staleTime: 10 * 60_000,
});

/** The catalogue's total number of main tracks, shown in the search placeholder. */
export const useTrackCount = () => useQuery(trackCountQueryOptions());
