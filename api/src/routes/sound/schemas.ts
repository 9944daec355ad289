import { trackSchema } from '@rsm/shared/schemas';
import { z } from 'zod';
import { messageSchema } from '../common-schemas';

const perSchema = z.coerce.number().int().min(1).max(50).default(10);

/** A track with how alike it sounds (cosine similarity of the analysed sound, 1 = the same). */
export const similarTracksResponse = z.object({
  tracks: z.array(z.object({ ...trackSchema.shape, similarity: z.number() })),
});

export const similarTracksSchema = {
  tags: ['tracks'],
  summary: "Tracks that sound like this one (by analysed sound; the track's own versions left out)",
  params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }),
  querystring: z.object({ per: perSchema }),
  response: { 200: similarTracksResponse, 400: messageSchema, 404: messageSchema, 409: messageSchema },
};

export const searchByAudioSchema = {
  tags: ['tracks'],
  summary:
    'Tracks that sound like a reference file (signed-in customers; multipart field "file": WAV, AIFF or MP3 up to 50 MB, its first 6 minutes analysed off the request thread and discarded). 415 for a header its bytes do not hold, 429 past the per-account or per-address rate, 503 with Retry-After while the analysis queue is full',
  consumes: ['multipart/form-data'],
  querystring: z.object({ per: perSchema }),
  response: {
    200: similarTracksResponse.extend({
      reference: z.object({
        detected_bpm: z.number().nullable(),
        detected_key: z.string(),
        loudness_lufs: z.number().nullable(),
        /** 0–1; below SOUND_CONFIDENCE.bpm the reference has no steady pulse (its BPM is not to be trusted). */
        bpm_confidence: z.number(),
        /** 0–1; below SOUND_CONFIDENCE.key the reference's key is unclear. */
        key_confidence: z.number(),
      }),
    }),
    400: messageSchema,
    401: messageSchema,
    413: messageSchema,
    415: messageSchema,
    429: messageSchema,
    503: messageSchema,
  },
};
