import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { request } from '@rsm/shared';
import { answerSchema } from '../../../answer-schema';

export const trackAlternativesQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['track', String(id), 'alternatives'],
    queryFn: ({ signal }) =>
      request(`/v1_rsm/tracks/${id}/alternatives`, {
        schema: answerSchema('trackAlternativesSchema'),
        signal,
      }),
  });

export const useTrackAlternatives = (id: number, enabled = true) =>
  useQuery({ ...trackAlternativesQueryOptions(id), enabled });

/** Starts fetching the alternate versions of the track of a page address's id (a track id is a number). */
export function prefetchTrackAlternatives(queryClient: QueryClient, id: string): void {
  if (/^\d+$/.test(id)) void queryClient.prefetchQuery(trackAlternativesQueryOptions(Number(id)));
}
