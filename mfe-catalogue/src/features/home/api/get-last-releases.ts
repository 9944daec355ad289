import { useQuery } from '@tanstack/react-query';
import { requestQuery } from '@rsm/shared';
import { answerSchema } from '../../../answer-schema';

export const lastReleasesQueryOptions = () =>
  requestQuery(
    ['homepage', 'last-releases'],
    '/v2/homepage/last_releases',
    answerSchema('lastReleasesResponseSchema'),
  );

export const useLastReleases = () => useQuery(lastReleasesQueryOptions());
