import { queryOptions, useQuery } from '@tanstack/react-query';
import { request, type Track } from '@rsm/shared';

export const trackQueryOptions = (id: number | string) =>
  queryOptions({
    queryKey: ['track', String(id)],
    queryFn: ({ signal }) =>
      request<{ track: Track }>(`/v1_rsm/tracks/${encodeURIComponent(String(id))}`, { signal }),
  });

export const useTrack = (id: number | string, enabled = true) =>
  useQuery({ ...trackQueryOptions(id), enabled });
