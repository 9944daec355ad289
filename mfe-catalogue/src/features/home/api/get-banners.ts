import { queryOptions, useQuery } from '@tanstack/react-query';
import { request, type Banner } from '@rsm/shared';

export const bannersQueryOptions = () =>
  queryOptions({
    queryKey: ['homepage', 'banners'],
    queryFn: ({ signal }) => request<{ banners: Banner[] }>('/v2/homepage/banners', { signal }),
  });

export const useBanners = () => useQuery(bannersQueryOptions());
