import { answerSchema } from '../../../answer-schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@rsm/shared';

export const lastReleasesQueryOptions = () =>
  queryOptions({
    queryKey: ['homepage', 'last-releases'],
    queryFn: ({ signal }) =>
      request('/v2/homepage/last_releases', {
        schema: answerSchema('lastReleasesResponseSchema'),
        signal,
      }),
  });

export const useLastReleases = () => useQuery(lastReleasesQueryOptions());
