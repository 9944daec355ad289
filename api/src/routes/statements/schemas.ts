import { statementSchema } from '@rsm/shared/schemas';
import { z } from 'zod';
import { composerErrorResponses, composerPdfSchema } from '../common-schemas';

export const listStatementsSchema = {
  tags: ['composer'],
  summary: "The signed-in composer's royalty statements, newest period first",
  response: { 200: z.object({ documents: z.array(statementSchema) }), ...composerErrorResponses },
};

export const downloadStatementSchema = composerPdfSchema('A statement as PDF');
