import { uploadSchema, type Upload } from '@rsm/shared/schemas';
import { z } from 'zod';
import { authErrorResponses, messageSchema } from '../common-schemas';

export type UploadDto = Upload;

/**
 * What the background analysis found in an audio upload (the submission form polls it to prefill BPM and key):
 * `null` for an upload never queued, `pending` until the worker has run, `failed` when the file could not be read.
 */
export const uploadAnalysisSchema = z
  .object({
    status: z.enum(['pending', 'done', 'failed']),
    detected_bpm: z.number().nullable(),
    /** "A minor", "F# major", as on tracks. */
    detected_key: z.string().nullable(),
    loudness_lufs: z.number().nullable(),
  })
  .nullable();
export const analysedUploadSchema = z.object({ ...uploadSchema.shape, analysis: uploadAnalysisSchema });
export type AnalysedUploadDto = z.infer<typeof analysedUploadSchema>;

export const getUploadSchema = {
  tags: ['composer'],
  summary:
    "One of the composer's own audio uploads, with its analysis (tempo, key, loudness) once it is done",
  params: z.object({ id: z.string() }),
  response: {
    200: z.object({ upload: analysedUploadSchema }),
    403: messageSchema,
    404: messageSchema,
    ...authErrorResponses,
  },
};

export const uploadAudioSchema = {
  tags: ['composer'],
  summary: 'Upload an audio file (multipart field "file"): WAV, AIFF or MP3 by magic bytes, up to 200 MB',
  consumes: ['multipart/form-data'],
  response: {
    201: z.object({ upload: analysedUploadSchema }),
    400: messageSchema,
    403: messageSchema,
    413: messageSchema,
    415: messageSchema,
    429: messageSchema,
    ...authErrorResponses,
  },
};
