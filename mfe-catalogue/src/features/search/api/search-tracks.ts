import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request, searchParams, type SearchQuery, type TrackListResponse } from '@rsm/shared';

export const SEARCH_TRACKS_PER_PAGE = 50;

export const searchTracksQueryOptions = (query: SearchQuery, page: number) => {
  const params = searchParams({ ...query, page: undefined, view: undefined });
  params.set('page', String(page));
  params.set('per', String(SEARCH_TRACKS_PER_PAGE));
  return queryOptions({
    queryKey: ['tracks', 'search', params.toString()],
    queryFn: ({ signal }) =>
      request<TrackListResponse>(`/v1_rsm/tracks/search?${params.toString()}`, { signal }),
    placeholderData: keepPreviousData,
  });
};

export const useSearchTracks = (query: SearchQuery, page: number) =>
  useQuery(searchTracksQueryOptions(query, page));
