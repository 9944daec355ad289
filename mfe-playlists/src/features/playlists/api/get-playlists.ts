import { playlistListResponseSchema } from '@rsm/shared/schemas';
import { useQuery } from '@tanstack/react-query';
import { playlistKeys, requestPageQuery } from '@rsm/shared';
import { sortParam, type Sort } from './list-sort';

export const PLAYLISTS_PER_PAGE = 20;

export type PlaylistSortField = 'name' | 'updated_at' | 'tracks_count';
export type PlaylistSort = Sort<PlaylistSortField>;
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
  requestPageQuery(playlistKeys.playlists, '/v1_rsm/projects', playlistListResponseSchema, {
    page,
    per,
    sort: sortParam(sort),
  });

export const usePlaylists = (params: PlaylistsParams) => useQuery(playlistsQueryOptions(params));
