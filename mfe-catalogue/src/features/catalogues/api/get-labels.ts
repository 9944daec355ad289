import { z } from 'zod';
import { labelSchema } from '@rsm/shared/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@rsm/shared';

export const labelsQueryOptions = () =>
  queryOptions({
    queryKey: ['labels'],
    queryFn: ({ signal }) =>
      request('/v1/labels', { schema: z.object({ labels: z.array(labelSchema) }), signal }),
  });

export const useLabels = () => useQuery(labelsQueryOptions());
