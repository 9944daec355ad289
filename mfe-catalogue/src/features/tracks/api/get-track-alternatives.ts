import { queryOptions, useQuery } from '@tanstack/react-query';
import { request, type Track } from '@rsm/shared';

export const trackAlternativesQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['track', String(id), 'alternatives'],
    queryFn: ({ signal }) => request<{ tracks: Track[] }>(`/v1_rsm/tracks/${id}/alternatives`, { signal }),
  });

export const useTrackAlternatives = (id: number, enabled = true) =>
  useQuery({ ...trackAlternativesQueryOptions(id), enabled });
