import { queryOptions, useQuery } from '@tanstack/react-query';
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
