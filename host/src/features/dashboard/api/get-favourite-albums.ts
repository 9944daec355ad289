import { albumListResponseSchema } from '@rsm/shared/schemas';
import { useQuery } from '@tanstack/react-query';
import { useStore } from '@nanostores/react';
import { $locale, requestQuery } from '@rsm/shared';

const FAVOURITES_SHOWN = 6;

/** GET /v1/albums/favourited: the albums the customer marked as favourites, a few for the dashboard. */
export const favouriteAlbumsQueryOptions = (locale: string) =>
  requestQuery(['favourite-albums', 'dashboard', locale], '/v1/albums/favourited', albumListResponseSchema, {
    per: FAVOURITES_SHOWN,
    page: 1,
  });

export const useFavouriteAlbums = () => useQuery(favouriteAlbumsQueryOptions(useStore($locale)));
