import { answerSchema } from '../../../answer-schema';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request, searchParams, type SearchQuery } from '@rsm/shared';

/** How many tracks a query matches: one row asked for, the total read from the paging meta. */
export const countMatchesQueryOptions = (query: SearchQuery) => {
  const params = searchParams(query);
  params.set('per', '1');
  return queryOptions({
    queryKey: ['tracks', 'search', 'count', params.toString()],
    queryFn: async ({ signal }) =>
      (
        await request(`/v1_rsm/tracks/search?${params.toString()}`, {
          schema: answerSchema('searchTracksResponseSchema'),
          signal,
        })
      ).meta.total_count,
    placeholderData: keepPreviousData,
  });
};

export const useCountMatches = (query: SearchQuery, enabled: boolean) =>
  useQuery({ ...countMatchesQueryOptions(query), enabled });
