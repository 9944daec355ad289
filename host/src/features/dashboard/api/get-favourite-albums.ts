import { albumListResponseSchema } from '@rsm/shared/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useStore } from '@nanostores/react';
import { $locale, request } from '@rsm/shared';

const FAVOURITES_SHOWN = 6;

/** GET /v1/albums/favourited: the albums the customer marked as favourites, a few for the dashboard. */
export const favouriteAlbumsQueryOptions = (locale: string) =>
  queryOptions({
    queryKey: ['favourite-albums', 'dashboard', locale],
    queryFn: ({ signal }) =>
      request('/v1/albums/favourited', {
        schema: albumListResponseSchema,
        signal,
        query: { per: FAVOURITES_SHOWN, page: 1 },
      }),
  });

export const useFavouriteAlbums = () => useQuery(favouriteAlbumsQueryOptions(useStore($locale)));
