import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FEATURE_LENGTH } from '@rsm/sound';
import { soundIndexCache } from '../../analysis/sound-index-cache';
import type { Neighbour } from '@rsm/sound';
import type { Language } from '../../plugins/language';
import { registerMultipart } from '../uploads/receive-file';
import {
  defaultReferenceSearchOptions,
  referenceAnalysis,
  type ReferenceSearchOptions,
} from './reference-search';
import { searchByAudioSchema, similarTracksSchema } from './schemas';

export { REFERENCE_MAX_BYTES } from './reference-search';

export const SOUND_MESSAGES = {
  notFound: 'Track not found',
  notAnalysed: 'This track has not been analysed yet: try again in a few minutes.',
};

export interface SoundRoutesOptions {
  /** Threads, queue and rate limits of searches by reference file (default: from the environment). */
  referenceSearch?: ReferenceSearchOptions;
}

/** Finding music by sound: similar tracks and search with a reference file, over the audio worker's analyses. */
const soundRoutes: FastifyPluginAsyncZod<SoundRoutesOptions> = async (app, options) => {
  const cache = soundIndexCache(app.db);
  await registerMultipart(app);
  const reference = referenceAnalysis(app, options.referenceSearch ?? defaultReferenceSearchOptions());

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

  app.post(
    '/v2/tracks/search_by_audio',
    { schema: searchByAudioSchema, onRequest: reference.onRequest },
    async (request, reply) => {
      const analysis = await reference.analyse(request, reply);
      if (!analysis) return reply;
      const index = await cache.get();
      const hits = index.nearest(analysis.features, request.query.per);
      return {
        reference: {
          detected_bpm: analysis.bpm,
          detected_key: analysis.key,
          loudness_lufs: analysis.loudnessLufs,
          bpm_confidence: analysis.bpmConfidence,
          key_confidence: analysis.keyConfidence,
        },
        tracks: await withTracks(hits, request.language),
      };
    },
  );
};
export default soundRoutes;
