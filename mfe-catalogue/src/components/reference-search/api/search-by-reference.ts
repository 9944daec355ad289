import { uploadWithProgress } from '@rsm/shared';
import { trackSchema } from '@rsm/shared/schemas';
import * as z from 'zod/mini';

/** A track with how alike it sounds (1 = the same). */
export const soundsLikeTrackSchema = z.extend(trackSchema, { similarity: z.number() });
export type SoundsLikeTrack = z.infer<typeof soundsLikeTrackSchema>;

const responseSchema = z.object({ tracks: z.array(soundsLikeTrackSchema) });

/** As many tracks as the API gives for one reference. */
export const REFERENCE_RESULTS = 50;

/** Sends a reference file to be analysed, reporting the upload's progress; the ranked tracks that sound like it. */
export async function searchByReference(
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<SoundsLikeTrack[]> {
  const form = new FormData();
  form.append('file', file, file.name);
  const data = await uploadWithProgress<unknown>('/v2/tracks/search_by_audio', form, {
    query: { per: REFERENCE_RESULTS },
    onProgress,
    signal,
  });
  return responseSchema.parse(data).tracks;
}
