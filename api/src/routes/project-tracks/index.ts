import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pagingMeta, toPage } from '../../lib/paging';
import { requireCustomer } from '../../plugins/auth';
import { ALBUM_NOT_FOUND, PLAYLIST_NOT_FOUND, TRACK_NOT_FOUND } from '../common-schemas';
import {
  addAlbumSchema,
  addTrackSchema,
  listProjectTrackSummariesSchema,
  listProjectTracksSchema,
  removeTrackSchema,
  sortTrackSchema,
} from './schemas';

const TRACK_EXISTS = {
  errors: { track: ['already exists'] },
  message: 'Track already exists in this playlist',
};
/** Every track of a playlist as one page (all_tracks, the summary). */
const onePage = (total: number) => toPage({ page: 1, per: Math.max(total, 1) });

/** The tracks of the signed-in customer's playlists; every route first resolves the playlist through its owner. */
const projectTrackRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireCustomer);
  const { projects, projectTracks } = app.repos;
  const owned = (customerId: number, uuid: string) => projects.ownedId(customerId, uuid);

  app.get('/v2/projects/:uuid/tracks', { schema: listProjectTracksSchema }, async (request, reply) => {
    const projectId = await owned(request.customer!.id, request.params.uuid);
    if (projectId === null) return reply.code(404).send(PLAYLIST_NOT_FOUND);
    const { all_tracks: all, perPage, per, page: number } = request.query;
    const page = all ? null : toPage({ page: number, per: perPage ?? per });
    const { tracks, total } = await app.repos.tracks.listInProject(projectId, page, request.language);
    // all_tracks is one page holding everything.
    return { tracks, meta: pagingMeta(total, page ?? onePage(total)) };
  });

  app.get(
    '/v2/projects/:uuid/tracks/summary',
    { schema: listProjectTrackSummariesSchema },
    async (request, reply) => {
      const projectId = await owned(request.customer!.id, request.params.uuid);
      if (projectId === null) return reply.code(404).send(PLAYLIST_NOT_FOUND);
      const tracks = await app.repos.tracks.summariesInProject(projectId);
      return { tracks, meta: pagingMeta(tracks.length, onePage(tracks.length)) };
    },
  );

  app.post('/v2/projects/:uuid/tracks', { schema: addTrackSchema }, async (request, reply) => {
    const projectId = await owned(request.customer!.id, request.params.uuid);
    if (projectId === null) return reply.code(404).send(PLAYLIST_NOT_FOUND);
    const result = await projectTracks.add(projectId, request.body.id);
    if (result === 'exists') return reply.code(422).send(TRACK_EXISTS);
    if (result === 'track-not-found') return reply.code(404).send(TRACK_NOT_FOUND);
    const project = await projects.findById(projectId);
    return reply.code(201).send({ project: project! });
  });

  app.post('/v2/projects/:uuid/albums', { schema: addAlbumSchema }, async (request, reply) => {
    const projectId = await owned(request.customer!.id, request.params.uuid);
    if (projectId === null) return reply.code(404).send(PLAYLIST_NOT_FOUND);
    if ((await app.repos.albums.resolveId({ id: request.body.id })) === null)
      return reply.code(404).send(ALBUM_NOT_FOUND);
    await projectTracks.addAlbum(projectId, request.body.id);
    return reply.code(201).send({ project: (await projects.findById(projectId))! });
  });

  app.delete('/v2/projects/:uuid/tracks/:trackId', { schema: removeTrackSchema }, async (request, reply) => {
    const projectId = await owned(request.customer!.id, request.params.uuid);
    if (projectId === null) return reply.code(404).send(PLAYLIST_NOT_FOUND);
    const removed = await projectTracks.remove(projectId, request.params.trackId);
    return removed ? { success: true as const } : reply.code(404).send(TRACK_NOT_FOUND);
  });

  app.post('/v2/projects/:uuid/tracks/:trackId/sort', { schema: sortTrackSchema }, async (request, reply) => {
    const projectId = await owned(request.customer!.id, request.params.uuid);
    if (projectId === null) return reply.code(404).send(PLAYLIST_NOT_FOUND);
    const moved = await projectTracks.move(projectId, request.params.trackId, request.body.position);
    return moved ? { success: true as const } : reply.code(404).send(TRACK_NOT_FOUND);
  });
};
export default projectTrackRoutes;
