import { queryOptions, useQuery } from '@tanstack/react-query';
import { request, type Label } from '@rsm/shared';

export const labelsQueryOptions = () =>
  queryOptions({
    queryKey: ['labels'],
    queryFn: ({ signal }) => request<{ labels: Label[] }>('/v1/labels', { signal }),
  });

export const useLabels = () => useQuery(labelsQueryOptions());
