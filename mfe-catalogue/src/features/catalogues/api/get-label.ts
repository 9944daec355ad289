import { z } from 'zod';
import { labelSchema } from '@rsm/shared/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@rsm/shared';

export const labelQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['label', id],
    queryFn: ({ signal }) =>
      request(`/v1/labels/${encodeURIComponent(id)}`, { schema: z.object({ label: labelSchema }), signal }),
  });

export const useLabel = (id: string) => useQuery(labelQueryOptions(id));
