import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@rsm/shared';
import { composedSchema } from '../../../answer-schema';

const alternativesSchema = composedSchema((z, { trackSchema }) => z.object({ tracks: z.array(trackSchema) }));

export const trackAlternativesQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['track', String(id), 'alternatives'],
    queryFn: ({ signal }) =>
      request(`/v1_rsm/tracks/${id}/alternatives`, { schema: alternativesSchema, signal }),
  });

export const useTrackAlternatives = (id: number, enabled = true) =>
  useQuery({ ...trackAlternativesQueryOptions(id), enabled });
