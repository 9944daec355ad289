import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pagingMeta, toPage } from '../../lib/paging';
import { ALBUM_NOT_FOUND } from '../common-schemas';
import { getAlbumSchema, listAlbumsSchema, listAlbumTracksSchema } from './schemas';

const albumRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/v1_rsm/albums', { schema: listAlbumsSchema }, async (request) => {
    const page = toPage(request.query);
    const { albums, total } = await app.repos.albums.list(page, request.query.sort, request.language);
    return { albums, meta: pagingMeta(total, page) };
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
