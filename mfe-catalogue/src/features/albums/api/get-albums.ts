import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request, type AlbumListResponse } from '@rsm/shared';

export const ALBUMS_PER_PAGE = 48;

export interface AlbumsParams {
  page: number;
  per?: number;
  sort?: string;
}

export const albumsQueryOptions = ({
  page,
  per = ALBUMS_PER_PAGE,
  sort = 'release_date desc',
}: AlbumsParams) =>
  queryOptions({
    queryKey: ['albums', { page, per, sort }],
    queryFn: ({ signal }) =>
      request<AlbumListResponse>('/v1_rsm/albums', { query: { page, per, sort }, signal }),
    placeholderData: keepPreviousData,
  });

export const useAlbums = (params: AlbumsParams) => useQuery(albumsQueryOptions(params));
