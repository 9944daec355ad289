import { z } from 'zod';
import { trackSchema } from '@rsm/shared/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@rsm/shared';

export const trackAlternativesQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['track', String(id), 'alternatives'],
    queryFn: ({ signal }) =>
      request(`/v1_rsm/tracks/${id}/alternatives`, {
        schema: z.object({ tracks: z.array(trackSchema) }),
        signal,
      }),
  });

export const useTrackAlternatives = (id: number, enabled = true) =>
  useQuery({ ...trackAlternativesQueryOptions(id), enabled });
