import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pagingMeta, toPage } from '../../lib/paging';
import { ALBUM_NOT_FOUND } from '../common-schemas';
import { keptBodies } from '../kept-bodies';
import { getAlbumSchema, listAlbumsSchema, listAlbumTracksSchema } from './schemas';

const ALBUMS_URL = '/v1_rsm/albums';

const albumRoutes: FastifyPluginAsyncZod = async (app) => {
  const pages = keptBodies(app.repos.catalogue, listAlbumsSchema.response[200], ALBUMS_URL);

  app.get(ALBUMS_URL, { schema: listAlbumsSchema }, async (request, reply) => {
    const page = toPage(request.query);
    const { sort } = request.query;
    const key = `${request.language} ${sort.field} ${sort.direction} ${page.page} ${page.per}`;
    return pages.send(reply, key, async () => {
      const { albums, total } = await app.repos.albums.list(page, sort, request.language);
      return { albums, meta: pagingMeta(total, page) };
    });
  });

  app.get('/v1_rsm/albums/:id', { schema: getAlbumSchema }, async (request, reply) => {
    const album = await app.repos.albums.find(request.params.id, request.language);
    return album ? { album } : reply.code(404).send(ALBUM_NOT_FOUND);
  });

  app.get('/v1_rsm/albums/:id/tracks', { schema: listAlbumTracksSchema }, async (request, reply) => {
    const albumId = await app.repos.albums.resolveId(request.params.id);
    if (albumId === null) return reply.code(404).send(ALBUM_NOT_FOUND);
    const page = toPage(request.query);
    const { tracks, total } = await app.repos.tracks.listMainByAlbum(albumId, page, request.language);
    return { tracks, meta: pagingMeta(total, page) };
  });
};
export default albumRoutes;
