import { useQuery } from '@tanstack/react-query';
import { requestQuery } from '@rsm/shared';
import { answerSchema } from '../../../answer-schema';

export const bannersQueryOptions = () =>
  requestQuery(['homepage', 'banners'], '/v2/homepage/banners', answerSchema('bannerListResponseSchema'));

export const useBanners = () => useQuery(bannersQueryOptions());
