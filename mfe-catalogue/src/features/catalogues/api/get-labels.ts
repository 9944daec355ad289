import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@rsm/shared';
import { composedSchema } from '../../../answer-schema';

const labelsSchema = composedSchema((z, { labelSchema }) => z.object({ labels: z.array(labelSchema) }));

export const labelsQueryOptions = () =>
  queryOptions({
    queryKey: ['labels'],
    queryFn: ({ signal }) => request('/v1/labels', { schema: labelsSchema, signal }),
  });

export const useLabels = () => useQuery(labelsQueryOptions());
