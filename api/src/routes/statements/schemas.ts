import { statementSchema } from '@rsm/shared/schemas';
import { z } from 'zod';
import { idParams } from '../../lib/ids';
import { composerErrorResponses, messageSchema } from '../common-schemas';

export const listStatementsSchema = {
  tags: ['composer'],
  summary: "The signed-in composer's royalty statements, newest period first",
  response: { 200: z.object({ documents: z.array(statementSchema) }), ...composerErrorResponses },
};

export const downloadStatementSchema = {
  tags: ['composer'],
  summary: 'A statement as PDF',
  params: idParams,
  response: { 404: messageSchema, ...composerErrorResponses },
};
