import { briefingDetailSchema, briefingListResponseSchema } from '@rsm/shared/schemas';
import { z } from 'zod';
import { pagingQuery } from '../../lib/paging';
import { authErrorResponses, messageSchema } from '../common-schemas';

export const listBriefingsSchema = {
  tags: ['composer'],
  summary: 'Briefings (calls for music) for composers: open ones first, by deadline',
  querystring: pagingQuery(25),
  response: { 200: briefingListResponseSchema, 403: messageSchema, ...authErrorResponses },
};

export const briefingDetailResponseSchema = z.object({ briefing: briefingDetailSchema });

export const idParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

export const getBriefingSchema = {
  tags: ['composer'],
  summary: 'One brief with its reference tracks',
  params: idParams,
  response: {
    200: briefingDetailResponseSchema,
    403: messageSchema,
    404: messageSchema,
    ...authErrorResponses,
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
  response: { 200: trackNameCheckSchema, 403: messageSchema, ...authErrorResponses },
};
