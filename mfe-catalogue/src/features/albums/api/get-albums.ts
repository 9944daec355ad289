import { useQuery, type QueryClient } from '@tanstack/react-query';
import { requestPageQuery } from '@rsm/shared';
import { answerSchema } from '../../../answer-schema';

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
  requestPageQuery(['albums'], '/v1_rsm/albums', answerSchema('albumListResponseSchema'), {
    page,
    per,
    sort,
  });

export const useAlbums = (params: AlbumsParams) => useQuery(albumsQueryOptions(params));

/** The page of the albums list an address asks for (`?page=`), 1 when absent or not a number. */
export const albumsPageOf = (params: URLSearchParams) =>
  Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);

/** Starts fetching the albums list page at an address before the page renders. */
export function prefetchAlbumsPage(queryClient: QueryClient, params: URLSearchParams): void {
  void queryClient.prefetchQuery(albumsQueryOptions({ page: albumsPageOf(params) }));
}
