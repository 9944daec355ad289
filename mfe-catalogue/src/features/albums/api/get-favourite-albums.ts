import { useQuery } from '@tanstack/react-query';
import { requestPageQuery } from '@rsm/shared';
import { answerSchema } from '../../../answer-schema';

export const favouriteAlbumsKey = ['albums', 'favourited'] as const;

/** The customer's favourite albums, most recently added first. */
export const favouriteAlbumsQueryOptions = (page: number, per: number) =>
  requestPageQuery(favouriteAlbumsKey, '/v1/albums/favourited', answerSchema('albumListResponseSchema'), {
    page,
    per,
  });

export const useFavouriteAlbums = (page: number, per: number, enabled = true) =>
  useQuery({ ...favouriteAlbumsQueryOptions(page, per), enabled });
