import { queryOptions, useQuery } from '@tanstack/react-query';
import { request, type Album } from '@rsm/shared';

export const lastReleasesQueryOptions = () =>
  queryOptions({
    queryKey: ['homepage', 'last-releases'],
    queryFn: ({ signal }) => request<{ albums: Album[] }>('/v2/homepage/last_releases', { signal }),
  });

export const useLastReleases = () => useQuery(lastReleasesQueryOptions());
