import { join } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { settleRange } from '../../lib/byte-ranges';
import { requireDownloader } from '../../plugins/download-access';
import { downloadDelivery } from '../downloads/deliver';
import { albumFileSchema, trackFileSchema, trackPeaksSchema } from './schemas';

export interface MediaOptions {
  /** Folder the stored file paths are relative to. */
  mediaDir: string;
}

// Seeded and ingested files never change under the same path.
const CACHE_CONTROL = 'public, max-age=86400';
const MAX_AGE_MS = 86_400_000;

/** Sends a stored file (Range and 206 come from @fastify/send); the path only ever comes from the database. */
async function sendStored(
  request: FastifyRequest,
  reply: FastifyReply,
  { root, path, what }: { root: string; path: string | null; what: string },
) {
  if (!path) return reply.code(404).send({ message: `${what} not found` });
  if (await settleRange(request, reply, join(root, path))) return reply;
  // send writes Cache-Control from its own maxAge (0 unless told), over any header set before.
  return reply.header('cache-control', CACHE_CONTROL).sendFile(path, { maxAge: MAX_AGE_MS });
}

/**
 * The preview mp3 is what the player streams to everyone. WAV and AIFF are what the library licenses: only a
 * customer allowed to download gets them, and each one is recorded as a download.
 */
async function licensedFormatsNeedDownloader(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const { format } = request.params as { format?: string };
  if (format === 'wav' || format === 'aiff') await requireDownloader(request, reply);
}

const mediaRoutes: FastifyPluginAsyncZod<MediaOptions> = async (app, options) => {
  const { media, downloads } = app.repos;
  const deliver = downloadDelivery(app, options.mediaDir);
  const root = options.mediaDir;

  app.get('/media/tracks/:trackId/peaks.json', { schema: trackPeaksSchema }, async (request, reply) =>
    sendStored(request, reply, { root, path: await media.trackPeaks(request.params.trackId), what: 'Peaks' }),
  );

  app.get(
    '/media/tracks/:trackId/:format',
    { schema: trackFileSchema, onRequest: licensedFormatsNeedDownloader },
    async (request, reply) => {
      const { trackId, format } = request.params;
      if (format === 'mp3') {
        const path = await media.trackFile(trackId, format);
        return sendStored(request, reply, { root, path, what: 'Track file' });
      }
      const [file] = await downloads.trackFiles(trackId, format, { main: true, alternatives: false });
      if (!file) return reply.code(404).send({ message: 'Track file not found' });
      const properties = { track_id: trackId, format, alternatives: false };
      return deliver.file(request, reply, file, { event: 'download_track', ext: format, properties });
    },
  );

  /** A stored file of an album, named `what` when it is missing. */
  const albumFile = (
    url: string,
    summary: string,
    what: string,
    stored: (albumId: number) => Promise<string | null>,
  ) =>
    app.get(url, { schema: { ...albumFileSchema, summary } }, async (request, reply) =>
      sendStored(request, reply, { root, path: await stored(request.params.albumId), what }),
    );
  albumFile('/media/albums/:albumId/cover.svg', 'Album cover', 'Cover', media.albumCover);
  albumFile('/media/albums/:albumId/medley.mp3', 'Album medley', 'Medley', media.albumMedley);
};
export default mediaRoutes;
