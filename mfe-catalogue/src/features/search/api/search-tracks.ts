import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request, searchParams, type SearchQuery, type TrackListResponse } from '@rsm/shared';
import { DEFAULT_SORT } from '../sort-options';

export const searchTracksQueryOptions = (query: SearchQuery, page: number, per: number) => {
  const params = searchParams({ ...query, page: undefined, view: undefined });
  params.set('sort', query.sort ?? DEFAULT_SORT);
  params.set('page', String(page));
  params.set('per', String(per));
  return queryOptions({
    queryKey: ['tracks', 'search', params.toString()],
    queryFn: ({ signal }) =>
      request<TrackListResponse>(`/v1_rsm/tracks/search?${params.toString()}`, { signal }),
    placeholderData: keepPreviousData,
  });
};

export const useSearchTracks = (query: SearchQuery, page: number, per: number) =>
  useQuery(searchTracksQueryOptions(query, page, per));
