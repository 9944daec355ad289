import { uploadSchema, type Upload } from '@rsm/shared/schemas';
import { z } from 'zod';
import { authErrorResponses, messageSchema } from '../common-schemas';

export type UploadDto = Upload;

export const uploadAudioSchema = {
  tags: ['composer'],
  summary: 'Upload an audio file (multipart field "file"): WAV, AIFF or MP3 by magic bytes, up to 200 MB',
  consumes: ['multipart/form-data'],
  response: {
    201: z.object({ upload: uploadSchema }),
    400: messageSchema,
    403: messageSchema,
    413: messageSchema,
    415: messageSchema,
    429: messageSchema,
    ...authErrorResponses,
  },
};
