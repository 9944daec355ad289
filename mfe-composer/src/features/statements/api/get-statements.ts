import { downloadWithAuth, request } from '@rsm/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { retryUnlessRefused } from '../../../components/composer-page';
import { statementSchema } from '@rsm/shared/schemas';

const responseSchema = z.object({ documents: z.array(statementSchema) });

/** The composer's royalty statements, newest period first. */
export const statementsQueryOptions = () =>
  queryOptions({
    queryKey: ['statements'],
    queryFn: async ({ signal }) =>
      (await request('/v2/documents', { schema: responseSchema, signal })).documents,
    retry: retryUnlessRefused,
  });

export const useStatements = () => useQuery(statementsQueryOptions());

/** Saves a statement's PDF (fetched with the session's headers, which a plain link cannot send). */
export const downloadStatement = (id: number) => downloadWithAuth(`/v2/documents/${id}/download`);
