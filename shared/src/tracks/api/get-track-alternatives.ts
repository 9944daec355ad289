import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../http/api-client';

export const trackAlternativesQueryOptions = (trackId: number) =>
  queryOptions({
    queryKey: ['track-alternatives', trackId] as const,
    queryFn: ({ signal }) =>
      request(`/v1_rsm/tracks/${trackId}/alternatives`, {
        schema: async () => (await import('../../schemas/answers')).alternativesAnswerSchema,
        signal,
      }),
  });

/** A track's alternate versions, fetched only once the row is expanded. */
export const useTrackAlternatives = (trackId: number, expanded: boolean) =>
  useQuery({ ...trackAlternativesQueryOptions(trackId), enabled: expanded });
