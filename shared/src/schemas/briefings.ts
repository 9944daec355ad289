import { z } from 'zod';
import { pagingMetaSchema } from './common';

export const briefingSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  deadline: z.string(),
  status: z.enum(['open', 'closed']),
  submissions_count: z.number().int(),
});
export type Briefing = z.infer<typeof briefingSchema>;

export const briefingListResponseSchema = z.object({
  briefings: z.array(briefingSchema),
  meta: pagingMetaSchema,
});
export type BriefingListResponse = z.infer<typeof briefingListResponseSchema>;
