import { queryOptions, useQuery } from '@tanstack/react-query';
import { request, type Label } from '@rsm/shared';

export const labelQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['label', id],
    queryFn: ({ signal }) => request<{ label: Label }>(`/v1/labels/${encodeURIComponent(id)}`, { signal }),
  });

export const useLabel = (id: string) => useQuery(labelQueryOptions(id));
