import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sniffAudio } from '../../lib/uploads/magic-bytes';
import { uploadRepository, type UploadRow } from '../../repositories/upload-repository';
import { requireComposer } from '../composer-access/require-composer';
import { AUDIO_MAX_BYTES, UPLOAD_MESSAGES } from './limits';
import { receiveFile, registerMultipart } from './receive-file';
import { uploadAudioSchema, type UploadDto } from './schemas';

export const toUploadDto = (row: UploadRow): UploadDto => ({
  id: row.id,
  filename: row.original_name,
  format: row.format,
  size: row.size,
  peaks: row.peaks,
});

/** Audio a composer sends for a brief, stored under an internal id; the submission then refers to that id. */
const uploadRoutes: FastifyPluginAsyncZod<{ mediaDir: string }> = async (app, options) => {
  await registerMultipart(app);
  const uploads = uploadRepository(app.db);

  app.post(
    '/v1_rsm/uploads/audio',
    { schema: uploadAudioSchema, onRequest: requireComposer },
    async (request, reply) => {
      const received = await receiveFile(request, reply, {
        mediaDir: options.mediaDir,
        maxBytes: AUDIO_MAX_BYTES,
        sniff: sniffAudio,
        tooLarge: UPLOAD_MESSAGES.audioTooLarge,
        wrongType: UPLOAD_MESSAGES.notAudio,
      });
      if (!received) return reply;
      const row = await uploads.create(request.customer!.id, 'audio', received.filename, received.stored);
      return reply.code(201).send({ upload: toUploadDto(row) });
    },
  );
};
export default uploadRoutes;
