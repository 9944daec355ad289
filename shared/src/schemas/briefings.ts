import * as z from 'zod/mini';
import { pagingMetaSchema } from './common';

export const briefingSchema = z.object({
  id: z.int(),
  title: z.string(),
  description: z.string(),
  deadline: z.string(),
  status: z.enum(['open', 'closed']),
  submissions_count: z.int(),
});
export type Briefing = z.infer<typeof briefingSchema>;

export const briefingListResponseSchema = z.object({
  briefings: z.array(briefingSchema),
  meta: pagingMetaSchema,
});
export type BriefingListResponse = z.infer<typeof briefingListResponseSchema>;
