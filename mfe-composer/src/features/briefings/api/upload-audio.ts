import { uploadWithProgress } from '@rsm/shared';
import * as z from 'zod/mini';
import { uploadSchema } from '@rsm/shared/schemas';

const responseSchema = z.object({ upload: uploadSchema });

/** Sends an audio file for a submission; the API stores it under an internal id and returns that id. */
export const uploadAudio = async (file: File, onProgress: (fraction: number) => void) => {
  const form = new FormData();
  form.append('file', file, file.name);
  return responseSchema.parse(await uploadWithProgress('/v1_rsm/uploads/audio', form, { onProgress })).upload;
};
