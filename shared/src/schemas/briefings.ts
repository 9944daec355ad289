import * as z from 'zod/mini';
import { pagedListSchema } from './common';

export const briefingSchema = z.object({
  id: z.int(),
  title: z.string(),
  description: z.string(),
  deadline: z.string(),
  status: z.enum(['open', 'closed']),
  submissions_count: z.int(),
});
export type Briefing = z.infer<typeof briefingSchema>;

export const briefingListResponseSchema = pagedListSchema('briefings', briefingSchema);
export type BriefingListResponse = z.infer<typeof briefingListResponseSchema>;
