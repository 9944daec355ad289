import { keepPreviousData, useQuery, type QueryClient } from '@tanstack/react-query';
import { requestQuery, searchParams, type SearchQuery } from '@rsm/shared';
import { answerSchema } from '../../../answer-schema';
import { parseSearchQuery } from '../search-query';
import { defaultSort } from '../sort-options';

export const searchTracksQueryOptions = (query: SearchQuery, page: number, per: number) => {
  const params = searchParams({ ...query, page: undefined, view: undefined });
  params.set('sort', query.sort ?? defaultSort(query.text));
  params.set('page', String(page));
  params.set('per', String(per));
  return {
    ...requestQuery(
      ['tracks', 'search', params.toString()],
      `/v1_rsm/tracks/search?${params.toString()}`,
      answerSchema('searchTracksResponseSchema'),
    ),
    placeholderData: keepPreviousData,
    // Results fetched ahead of a click (see use-search-intent-prefetch) are shown as they are, not fetched again.
    staleTime: 30_000,
  };
};

export const useSearchTracks = (query: SearchQuery, page: number, per: number) =>
  useQuery(searchTracksQueryOptions(query, page, per));

/** Starts fetching the results of a search page address (`/search?…`) before the page shows it. */
export function prefetchSearchPage(queryClient: QueryClient, href: string, per: number): void {
  const url = new URL(href, window.location.origin);
  const page = Math.max(1, Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1);
  void queryClient.prefetchQuery(searchTracksQueryOptions(parseSearchQuery(url.searchParams), page, per));
}
