import { briefingDetailSchema, briefingListResponseSchema } from '@rsm/shared/schemas';
import { z } from 'zod';
import { idParams } from '../../lib/ids';
import { pagingQuery } from '../../lib/paging';
import { composerErrorResponses, messageSchema } from '../common-schemas';

export const listBriefingsSchema = {
  tags: ['composer'],
  summary: 'Briefings (calls for music) for composers: open ones first, by deadline',
  querystring: pagingQuery(25),
  response: { 200: briefingListResponseSchema, ...composerErrorResponses },
};

export const briefingDetailResponseSchema = z.object({ briefing: briefingDetailSchema });

export const getBriefingSchema = {
  tags: ['composer'],
  summary: 'One brief with its reference tracks',
  params: idParams,
  response: {
    200: briefingDetailResponseSchema,
    404: messageSchema,
    ...composerErrorResponses,
  },
};

export const trackNameCheckSchema = z.object({
  valid: z.boolean(),
  /** Which rule failed, for clients that word the message themselves. */
  reason: z.enum(['required', 'tooLong', 'invalid', 'taken']).optional(),
  message: z.string().optional(),
});

export const validateTrackNameSchema = {
  tags: ['composer'],
  summary: 'Whether a track name can be used for a new submission',
  querystring: z.object({
    name: z.string().max(1000).default(''),
    except_id: z.coerce.number().int().optional(),
  }),
  response: { 200: trackNameCheckSchema, ...composerErrorResponses },
};
