import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { analyseAudio, FEATURE_LENGTH } from '../../analysis/analyse';
import { audioJobRepository } from '../../analysis/audio-job-repository';
import { createAudioWorker } from '../../analysis/audio-worker';
import { AudioFormatError } from '../../analysis/decode';
import { soundIndexCache } from '../../analysis/sound-index-cache';
import type { Neighbour } from '../../analysis/sound-index';
import type { Language } from '../../plugins/language';
import { registerMultipart } from '../uploads/receive-file';
import { searchByAudioSchema, similarTracksSchema } from './schemas';

/** A reference file may be a whole mix, not an excerpt; it lives only in memory for the request. */
export const REFERENCE_MAX_BYTES = 50 * 1024 * 1024;

export const SOUND_MESSAGES = {
  notFound: 'Track not found',
  notAnalysed: 'This track has not been analysed yet: try again in a few minutes.',
  noFile: 'Send a reference file as the multipart field "file".',
  tooLarge: 'The reference file is larger than 50 MB.',
  malformed: 'The upload could not be read: send the file as multipart/form-data.',
};

export interface SoundRoutesOptions {
  mediaDir: string;
}

/**
 * Finding music by sound: similar tracks and search with a reference file, over the analyses of the audio worker,
 * which starts when the server listens (tests and CLIs never listen, so they leave the queue alone).
 */
const soundRoutes: FastifyPluginAsyncZod<SoundRoutesOptions> = async (app, options) => {
  const cache = soundIndexCache(app.db);
  const worker = createAudioWorker({
    jobs: audioJobRepository(app.db),
    mediaDir: options.mediaDir,
    log: (line) => app.log.warn(line),
  });
  app.addHook('onListen', async () => worker.start());
  app.addHook('onClose', async () => worker.stop());
  await registerMultipart(app);

  const withTracks = async (neighbours: Neighbour[], language: Language) => {
    const tracks = await app.repos.tracks.findMany(
      neighbours.map((hit) => hit.id),
      language,
    );
    return neighbours.flatMap((hit) => {
      const track = tracks.get(hit.id);
      return track ? [{ ...track, similarity: hit.score }] : [];
    });
  };

  app.get('/v2/tracks/:id/similar', { schema: similarTracksSchema }, async (request, reply) => {
    const { rows } = await app.db.query<{ features: number[] | null; main: number }>(
      `SELECT ts.features, COALESCE(t.main_track_id, t.id) AS main
       FROM tracks t LEFT JOIN track_sounds ts ON ts.track_id = t.id WHERE t.id = $1`,
      [request.params.id],
    );
    if (!rows[0]) return reply.code(404).send({ message: SOUND_MESSAGES.notFound });
    // A vector of an older analysis (another length) counts as not analysed until the queue has redone it.
    if (rows[0].features?.length !== FEATURE_LENGTH)
      return reply.code(409).send({ message: SOUND_MESSAGES.notAnalysed });
    const index = await cache.get();
    const hits = index.nearest(rows[0].features, request.query.per, rows[0].main);
    return { tracks: await withTracks(hits, request.language) };
  });

  app.post('/v2/tracks/search_by_audio', { schema: searchByAudioSchema }, async (request, reply) => {
    if (!request.isMultipart()) return reply.code(400).send({ message: SOUND_MESSAGES.noFile });
    if (Number(request.headers['content-length'] ?? 0) > REFERENCE_MAX_BYTES + 64 * 1024)
      return reply.code(413).send({ message: SOUND_MESSAGES.tooLarge });
    let bytes: Buffer;
    try {
      const file = await request.file({ limits: { fileSize: REFERENCE_MAX_BYTES } });
      if (!file) return reply.code(400).send({ message: SOUND_MESSAGES.noFile });
      bytes = await file.toBuffer();
      if (file.file.truncated) return reply.code(413).send({ message: SOUND_MESSAGES.tooLarge });
    } catch {
      return reply.code(400).send({ message: SOUND_MESSAGES.malformed });
    }
    try {
      const analysis = await analyseAudio(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength));
      const index = await cache.get();
      const hits = index.nearest(analysis.features, request.query.per);
      return {
        reference: {
          detected_bpm: analysis.bpm,
          detected_key: analysis.key,
          loudness_lufs: analysis.loudnessLufs,
        },
        tracks: await withTracks(hits, request.language),
      };
    } catch (error) {
      if (error instanceof AudioFormatError) return reply.code(415).send({ message: error.message });
      throw error;
    }
  });
};
export default soundRoutes;
