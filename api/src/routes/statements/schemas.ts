import { z } from 'zod';
import { authErrorResponses, messageSchema } from '../common-schemas';

// Candidate for shared/src/schemas/briefings.ts (or a composer schema file).
export const statementSchema = z.object({
  id: z.number().int(),
  period_start: z.string(),
  period_end: z.string(),
  amount: z.number(),
  currency: z.string(),
});

const errors = { 403: messageSchema, ...authErrorResponses };

export const listStatementsSchema = {
  tags: ['composer'],
  summary: "The signed-in composer's royalty statements, newest period first",
  response: { 200: z.object({ documents: z.array(statementSchema) }), ...errors },
};

export const downloadStatementSchema = {
  tags: ['composer'],
  summary: 'A statement as PDF',
  params: z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) }),
  response: { 404: messageSchema, ...errors },
};
