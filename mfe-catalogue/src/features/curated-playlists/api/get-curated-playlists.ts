import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request, type CuratedPlaylist, type PagingMeta } from '@rsm/shared';

export const CURATED_PLAYLISTS_PER_PAGE = 48;

export const curatedPlaylistsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ['curated-playlists', { page, per: CURATED_PLAYLISTS_PER_PAGE }],
    queryFn: ({ signal }) =>
      request<{ playlists: CuratedPlaylist[]; meta: PagingMeta }>('/v1_rsm/playlists', {
        query: { page, per: CURATED_PLAYLISTS_PER_PAGE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const useCuratedPlaylists = (page: number) => useQuery(curatedPlaylistsQueryOptions(page));
