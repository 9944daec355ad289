import { answerSchema } from '../../../answer-schema';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@rsm/shared';

export const favouriteAlbumsKey = ['albums', 'favourited'] as const;

/** The customer's favourite albums, most recently added first. */
export const favouriteAlbumsQueryOptions = (page: number, per: number) =>
  queryOptions({
    queryKey: [...favouriteAlbumsKey, { page, per }],
    queryFn: ({ signal }) =>
      request('/v1/albums/favourited', {
        schema: answerSchema('albumListResponseSchema'),
        query: { page, per },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const useFavouriteAlbums = (page: number, per: number, enabled = true) =>
  useQuery({ ...favouriteAlbumsQueryOptions(page, per), enabled });
