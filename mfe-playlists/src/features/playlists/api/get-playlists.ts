import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request, type PlaylistListResponse } from '@rsm/shared';

export const PLAYLISTS_PER_PAGE = 20;

export interface PlaylistsParams {
  page: number;
  per?: number;
}

/** The signed-in customer's playlists, a page at a time (projects in the API). */
export const playlistsQueryOptions = ({ page, per = PLAYLISTS_PER_PAGE }: PlaylistsParams) =>
  queryOptions({
    queryKey: ['playlists', { page, per }],
    queryFn: ({ signal }) =>
      request<PlaylistListResponse>('/v1_rsm/projects', { query: { page, per }, signal }),
    placeholderData: keepPreviousData,
  });

export const usePlaylists = (params: PlaylistsParams) => useQuery(playlistsQueryOptions(params));
