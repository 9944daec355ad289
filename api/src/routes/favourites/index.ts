import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pagingMeta, toPage } from '../../lib/paging';
import { requireCustomer } from '../../plugins/auth';
import { ALBUM_NOT_FOUND } from '../common-schemas';
import { listFavouritedSchema, toggleFavouriteSchema } from './schemas';

/** Favourite albums ("My albums"). */
const favouriteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireCustomer);
  const { albums } = app.repos;

  app.get('/v1/albums/favourited', { schema: listFavouritedSchema }, async (request) => {
    const page = toPage(request.query);
    const found = await albums.listFavourited(request.customer!.id, page, request.language);
    return { albums: found.albums, meta: pagingMeta(found.total, page) };
  });

  app.post('/v1/albums/:id/toggle', { schema: toggleFavouriteSchema }, async (request, reply) => {
    const albumId = await albums.resolveId(request.params.id);
    if (albumId === null) return reply.code(404).send(ALBUM_NOT_FOUND);
    return { favourited: await albums.toggleFavourite(request.customer!.id, albumId) };
  });
};
export default favouriteRoutes;
