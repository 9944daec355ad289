import { queryOptions, useQuery } from '@tanstack/react-query';
import { useStore } from '@nanostores/react';
import { $locale, request, type AlbumListResponse } from '@rsm/shared';

const FAVOURITES_SHOWN = 6;

/** GET /v1/albums/favourited: the albums the customer marked as favourites, a few for the dashboard. */
export const favouriteAlbumsQueryOptions = (locale: string) =>
  queryOptions({
    queryKey: ['favourite-albums', 'dashboard', locale],
    queryFn: ({ signal }) =>
      request<AlbumListResponse>('/v1/albums/favourited', {
        signal,
        query: { per: FAVOURITES_SHOWN, page: 1 },
      }),
  });

export const useFavouriteAlbums = () => useQuery(favouriteAlbumsQueryOptions(useStore($locale)));
