import { request } from '@rsm/shared';
import * as z from 'zod/mini';

const responseSchema = z.object({
  valid: z.boolean(),
  reason: z.optional(z.enum(['required', 'tooLong', 'invalid', 'taken'])),
  message: z.optional(z.string()),
});
export type TrackNameReason = NonNullable<z.infer<typeof responseSchema>['reason']>;

/** Asks the API whether a track name can be used (format, and not already used by this composer). */
export const validateTrackName = async (name: string, exceptId?: number) =>
  await request('/v1/briefings/validate_track_name', {
    schema: responseSchema,
    query: { name, except_id: exceptId },
  });
