import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request, type AlbumListResponse } from '@rsm/shared';

export const LABEL_ALBUMS_PER_PAGE = 48;

export const labelAlbumsQueryOptions = (id: string, page: number) =>
  queryOptions({
    queryKey: ['label', id, 'albums', { page, per: LABEL_ALBUMS_PER_PAGE }],
    queryFn: ({ signal }) =>
      request<AlbumListResponse>(`/v2/labels/${encodeURIComponent(id)}/albums`, {
        query: { page, per: LABEL_ALBUMS_PER_PAGE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const useLabelAlbums = (id: string, page: number) => useQuery(labelAlbumsQueryOptions(id, page));
