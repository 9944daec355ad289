import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { audioJobRepository } from '../../analysis/audio-job-repository';
import { sniffAudio } from '@rsm/shared/uploads';
import { uploadRepository, type AudioUploadRow, type UploadRow } from '../../repositories/upload-repository';
import { requireComposer } from '../composer-access/require-composer';
import {
  AUDIO_MAX_BYTES,
  AUDIO_MIN_BYTES,
  UNUSED_UPLOAD_MAX_AGE_HOURS,
  UNUSED_UPLOAD_QUOTA_BYTES,
  UPLOAD_MESSAGES,
} from './limits';
import { receiveFile, registerMultipart } from './receive-file';
import { getUploadSchema, uploadAudioSchema, type AnalysedUploadDto, type UploadDto } from './schemas';

export const toUploadDto = (row: UploadRow): UploadDto => ({
  id: row.id,
  filename: row.original_name,
  format: row.format,
  size: row.size,
  peaks: row.peaks,
});

const toAnalysedUploadDto = (row: AudioUploadRow): AnalysedUploadDto => ({
  ...toUploadDto(row),
  analysis: row.analysis && {
    status: row.analysis.status,
    detected_bpm: row.analysis.bpm,
    detected_key: row.analysis.key,
    loudness_lufs: row.analysis.loudness_lufs,
  },
});

/** Audio a composer sends for a brief, stored under an internal id; the submission then refers to that id. */
const uploadRoutes: FastifyPluginAsyncZod<{ mediaDir: string }> = async (app, options) => {
  await registerMultipart(app);
  const uploads = uploadRepository(app.db);
  const audioJobs = audioJobRepository(app.db);
  const removeStale = async (customerId: number | null) => {
    const paths = await uploads.removeStaleUnused(UNUSED_UPLOAD_MAX_AGE_HOURS, customerId);
    await Promise.all(paths.map((path) => rm(join(options.mediaDir, path), { force: true })));
  };
  // Uploads a composer sent and never used are deleted after a day, theirs at their next upload, all hourly.
  const sweep = setInterval(
    () =>
      void removeStale(null).catch((error: unknown) => app.log.warn({ err: error }, 'upload sweep failed')),
    3_600_000,
  );
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));

  const arriving = arrivingBytes();
  app.post(
    '/v1_rsm/uploads/audio',
    { schema: uploadAudioSchema, onRequest: requireComposer },
    async (request, reply) => {
      const composerId = request.customer!.id;
      await removeStale(composerId);
      const declared = Number(request.headers['content-length'] ?? 0);
      // The quota holds for the bytes received, whatever Content-Length said (a chunked body states none): each
      // upload may receive only what is left after the stored uploads and those still arriving.
      const left =
        UNUSED_UPLOAD_QUOTA_BYTES - (await uploads.unusedBytes(composerId)) - arriving.of(composerId);
      if (left <= 0 || declared > left) return reply.code(429).send({ message: UPLOAD_MESSAGES.quota });
      const maxBytes = Math.min(AUDIO_MAX_BYTES, left);
      const release = arriving.reserve(composerId, maxBytes);
      let row;
      try {
        const received = await receiveFile(request, reply, {
          mediaDir: options.mediaDir,
          maxBytes,
          minBytes: AUDIO_MIN_BYTES,
          sniff: sniffAudio,
          tooLarge: maxBytes < AUDIO_MAX_BYTES ? UPLOAD_MESSAGES.quota : UPLOAD_MESSAGES.audioTooLarge,
          wrongType: UPLOAD_MESSAGES.notAudio,
        });
        if (!received) return reply;
        // The reservation is let go only once the stored row counts the bytes, never in between.
        row = await uploads.create(composerId, 'audio', received.filename, received.stored);
      } finally {
        release();
      }
      // Analysed by the audio worker (routes/sound) in the background; GET /v1_rsm/uploads/{id} shows the result.
      await audioJobs.enqueueAnalysis([row.path]);
      const analysis = { status: 'pending' as const, bpm: null, key: null, loudness_lufs: null };
      return reply.code(201).send({ upload: toAnalysedUploadDto({ ...row, analysis }) });
    },
  );

  app.get(
    '/v1_rsm/uploads/:id',
    { schema: getUploadSchema, onRequest: requireComposer },
    async (request, reply) => {
      const row = await uploads.findOwnAudio(request.params.id, request.customer!.id);
      if (!row) return reply.code(404).send({ message: UPLOAD_MESSAGES.notFound });
      return { upload: toAnalysedUploadDto(row) };
    },
  );
};
export default uploadRoutes;

/** Bytes each composer's uploads under way may still receive (this process): reserved before, freed after. */
function arrivingBytes() {
  const reserved = new Map<number, number>();
  return {
    of: (composerId: number) => reserved.get(composerId) ?? 0,
    reserve(composerId: number, bytes: number): () => void {
      reserved.set(composerId, (reserved.get(composerId) ?? 0) + bytes);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const left = (reserved.get(composerId) ?? 0) - bytes;
        if (left > 0) reserved.set(composerId, left);
        else reserved.delete(composerId);
      };
    },
  };
}
