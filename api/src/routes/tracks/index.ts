import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TRACK_NOT_FOUND } from '../common-schemas';
import { getTrackSchema, listAlternativesSchema } from './schemas';

const trackRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/v1_rsm/tracks/:id', { schema: getTrackSchema }, async (request, reply) => {
    const track = await app.repos.tracks.find(request.params.id, request.language);
    return track ? { track } : reply.code(404).send(TRACK_NOT_FOUND);
  });

  app.get('/v1_rsm/tracks/:id/alternatives', { schema: listAlternativesSchema }, async (request, reply) => {
    const track = await app.repos.tracks.find(request.params.id, request.language);
    if (!track) return reply.code(404).send(TRACK_NOT_FOUND);
    // An alternate's alternatives are its siblings under the same main track.
    const mainId = track.main_track_id ?? track.id;
    const tracks = await app.repos.tracks.alternatives(mainId, request.language);
    return { tracks };
  });
};
export default trackRoutes;
