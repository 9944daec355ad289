import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { albumFileSchema, trackFileSchema, trackPeaksSchema } from './schemas';

// Seeded and ingested files never change under the same path.
const CACHE_CONTROL = 'public, max-age=86400';

/** Sends a stored file (Range, 206 and 416 come from @fastify/send); the path only ever comes from the database. */
function sendStored(reply: FastifyReply, path: string | null, what: string) {
  if (!path) return reply.code(404).send({ message: `${what} not found` });
  return reply.header('cache-control', CACHE_CONTROL).sendFile(path);
}

const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  const { media } = app.repos;

  app.get('/media/tracks/:trackId/peaks.json', { schema: trackPeaksSchema }, async (request, reply) =>
    sendStored(reply, await media.trackPeaks(request.params.trackId), 'Peaks'),
  );

  app.get('/media/tracks/:trackId/:format', { schema: trackFileSchema }, async (request, reply) =>
    sendStored(reply, await media.trackFile(request.params.trackId, request.params.format), 'Track file'),
  );

  app.get(
    '/media/albums/:albumId/cover.svg',
    { schema: { ...albumFileSchema, summary: 'Album cover' } },
    async (request, reply) => sendStored(reply, await media.albumCover(request.params.albumId), 'Cover'),
  );

  app.get(
    '/media/albums/:albumId/medley.mp3',
    { schema: { ...albumFileSchema, summary: 'Album medley' } },
    async (request, reply) => sendStored(reply, await media.albumMedley(request.params.albumId), 'Medley'),
  );
};
export default mediaRoutes;
