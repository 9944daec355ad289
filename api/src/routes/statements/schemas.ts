import { statementSchema } from '@rsm/shared/schemas';
import { z } from 'zod';
import { authErrorResponses, messageSchema } from '../common-schemas';

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
