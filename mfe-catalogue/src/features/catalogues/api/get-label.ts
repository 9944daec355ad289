import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@rsm/shared';
import { composedSchema } from '../../../answer-schema';

const labelAnswerSchema = composedSchema((z, { labelSchema }) => z.object({ label: labelSchema }));

export const labelQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['label', id],
    queryFn: ({ signal }) =>
      request(`/v1/labels/${encodeURIComponent(id)}`, { schema: labelAnswerSchema, signal }),
  });

export const useLabel = (id: string) => useQuery(labelQueryOptions(id));
