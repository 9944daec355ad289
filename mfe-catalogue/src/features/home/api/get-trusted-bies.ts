import { answerSchema } from '../../../answer-schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@rsm/shared';

export const trustedBiesQueryOptions = () =>
  queryOptions({
    queryKey: ['homepage', 'trusted-bies'],
    queryFn: ({ signal }) =>
      request('/v2/homepage/trusted_bies', {
        schema: answerSchema('trustedByListResponseSchema'),
        signal,
      }),
  });

export const useTrustedBies = () => useQuery(trustedBiesQueryOptions());
