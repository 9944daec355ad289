import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request, searchParams, type SearchQuery } from '@rsm/shared';
import { answerSchema } from '../../../answer-schema';

/** The filter panel's counts for a search: the same `q[...]` as its results, without sort, page or view. */
export const searchFacetsQueryOptions = (query: SearchQuery) => {
  const params = searchParams({ ...query, sort: undefined, page: undefined, view: undefined });
  return queryOptions({
    queryKey: ['tracks', 'search', 'facets', params.toString()],
    queryFn: ({ signal }) =>
      request(`/v1_rsm/tracks/search/facets?${params.toString()}`, {
        schema: answerSchema('searchFacetsResponseSchema'),
        signal,
      }),
    // The panel keeps its options while the next counts load, rather than collapsing under the pointer.
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
};

export const useSearchFacets = (query: SearchQuery) => useQuery(searchFacetsQueryOptions(query));
