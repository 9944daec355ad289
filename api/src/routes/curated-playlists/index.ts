import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pagingMeta, toPage } from '../../lib/paging';
import { PLAYLIST_NOT_FOUND } from '../common-schemas';
import {
  getPlaylistSchema,
  homepagePlaylistsSchema,
  listPlaylistsSchema,
  listPlaylistTracksSchema,
} from './schemas';

/** The editors' public playlists (not customers' projects, which live under /v1/projects). */
const curatedPlaylistRoutes: FastifyPluginAsyncZod = async (app) => {
  const { curatedPlaylists } = app.repos;

  app.get('/v1_rsm/homepage/curated_playlists', { schema: homepagePlaylistsSchema }, async (request) => ({
    playlists: await curatedPlaylists.homepage(request.language),
  }));

  app.get('/v1_rsm/playlists', { schema: listPlaylistsSchema }, async (request) => {
    const page = toPage(request.query);
    const { playlists, total } = await curatedPlaylists.list(page, request.language);
    return { playlists, meta: pagingMeta(total, page) };
  });

  app.get('/v1_rsm/playlists/:id', { schema: getPlaylistSchema }, async (request, reply) => {
    const playlist = await curatedPlaylists.find(request.params.id, request.language);
    return playlist ? { playlist } : reply.code(404).send(PLAYLIST_NOT_FOUND);
  });

  app.get('/v1_rsm/playlists/:id/tracks', { schema: listPlaylistTracksSchema }, async (request, reply) => {
    const page = toPage(request.query);
    const found = await curatedPlaylists.trackIds(request.params.id, page);
    if (!found) return reply.code(404).send(PLAYLIST_NOT_FOUND);
    const tracks = await app.repos.tracks.inOrder(found.ids, request.language);
    return { tracks, meta: pagingMeta(found.total, page) };
  });
};
export default curatedPlaylistRoutes;
