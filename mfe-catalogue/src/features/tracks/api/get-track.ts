import { answerSchema } from '../../../answer-schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@rsm/shared';

export const trackQueryOptions = (id: number | string) =>
  queryOptions({
    queryKey: ['track', String(id)],
    queryFn: ({ signal }) =>
      request(`/v1_rsm/tracks/${encodeURIComponent(String(id))}`, {
        schema: answerSchema('trackResponseSchema'),
        signal,
      }),
  });

export const useTrack = (id: number | string, enabled = true) =>
  useQuery({ ...trackQueryOptions(id), enabled });
