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
    'Tracks that sound like a reference file (multipart field "file": WAV, AIFF or MP3 up to 50 MB, analysed and discarded)',
  consumes: ['multipart/form-data'],
  querystring: z.object({ per: perSchema }),
  response: {
    200: similarTracksResponse.extend({
      reference: z.object({
        detected_bpm: z.number().nullable(),
        detected_key: z.string(),
        loudness_lufs: z.number().nullable(),
      }),
    }),
    400: messageSchema,
    413: messageSchema,
    415: messageSchema,
  },
};
