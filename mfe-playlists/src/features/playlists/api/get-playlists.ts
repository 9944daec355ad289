import { playlistListResponseSchema } from '@rsm/shared/schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { playlistKeys, request } from '@rsm/shared';

export const PLAYLISTS_PER_PAGE = 20;

export type PlaylistSortField = 'name' | 'updated_at' | 'tracks_count';
export type SortDirection = 'asc' | 'desc';
export interface PlaylistSort {
  field: PlaylistSortField;
  direction: SortDirection;
}
export const DEFAULT_PLAYLIST_SORT: PlaylistSort = { field: 'updated_at', direction: 'desc' };

export interface PlaylistsParams {
  page: number;
  per?: number;
  sort?: PlaylistSort;
}

/** The signed-in customer's playlists, a page at a time, sorted as 'field direction' (projects in the API). */
export const playlistsQueryOptions = ({
  page,
  per = PLAYLISTS_PER_PAGE,
  sort = DEFAULT_PLAYLIST_SORT,
}: PlaylistsParams) =>
  queryOptions({
    queryKey: [...playlistKeys.playlists, { page, per, sort: `${sort.field} ${sort.direction}` }],
    queryFn: ({ signal }) =>
      request('/v1_rsm/projects', {
        schema: playlistListResponseSchema,
        query: { page, per, sort: `${sort.field} ${sort.direction}` },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const usePlaylists = (params: PlaylistsParams) => useQuery(playlistsQueryOptions(params));
