import { useQuery } from '@tanstack/react-query';
import { requestQuery } from '@rsm/shared';
import { answerSchema } from '../../../answer-schema';

export const trustedBiesQueryOptions = () =>
  requestQuery(
    ['homepage', 'trusted-bies'],
    '/v2/homepage/trusted_bies',
    answerSchema('trustedByListResponseSchema'),
  );

export const useTrustedBies = () => useQuery(trustedBiesQueryOptions());
