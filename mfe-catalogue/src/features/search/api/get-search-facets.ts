import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { requestQuery, searchParams, type SearchQuery } from '@rsm/shared';
import { answerSchema } from '../../../answer-schema';

/** The filter panel's counts for a search: the same `q[...]` as its results, without sort, page or view. */
export const searchFacetsQueryOptions = (query: SearchQuery) => {
  const params = searchParams({ ...query, sort: undefined, page: undefined, view: undefined });
  return {
    ...requestQuery(
      ['tracks', 'search', 'facets', params.toString()],
      `/v1_rsm/tracks/search/facets?${params.toString()}`,
      answerSchema('searchFacetsResponseSchema'),
    ),
    // The panel keeps its options while the next counts load, rather than collapsing under the pointer.
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  };
};

export const useSearchFacets = (query: SearchQuery) => useQuery(searchFacetsQueryOptions(query));
