import { answerSchema } from '../../../answer-schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@rsm/shared';

export const bannersQueryOptions = () =>
  queryOptions({
    queryKey: ['homepage', 'banners'],
    queryFn: ({ signal }) =>
      request('/v2/homepage/banners', {
        schema: answerSchema('bannerListResponseSchema'),
        signal,
      }),
  });

export const useBanners = () => useQuery(bannersQueryOptions());
