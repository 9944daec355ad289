import { albumListResponseSchema, favouriteToggleResponseSchema } from '@rsm/shared/schemas';
import { albumParams } from '../../lib/ids';
import { pagingQuery } from '../../lib/paging';
import { authErrorResponses, messageSchema } from '../common-schemas';

const tags = ['favourites'];

export const listFavouritedSchema = {
  tags,
  summary: "The customer's favourite albums, most recently added first",
  querystring: pagingQuery(48),
  response: { 200: albumListResponseSchema, ...authErrorResponses },
};

export const toggleFavouriteSchema = {
  tags,
  summary: "Add the album to the customer's favourites, or remove it",
  params: albumParams,
  response: { 200: favouriteToggleResponseSchema, 404: messageSchema, ...authErrorResponses },
};
