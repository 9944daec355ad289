import { albumListResponseSchema, favouriteToggleResponseSchema } from '@rsm/shared/schemas';
import { albumParams } from '../../lib/ids';
import { pagingQuery } from '../../lib/paging';
import { authErrorResponses, messageSchema } from '../common-schemas';
import { routeGroup } from '../route-schemas';

const favourites = routeGroup('favourites', authErrorResponses);

export const listFavouritedSchema = favourites.route(
  "The customer's favourite albums, most recently added first",
  { querystring: pagingQuery(48), response: { 200: albumListResponseSchema } },
);

export const toggleFavouriteSchema = favourites.route(
  "Add the album to the customer's favourites, or remove it",
  { params: albumParams, response: { 200: favouriteToggleResponseSchema, 404: messageSchema } },
);
