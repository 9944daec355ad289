import { downloadWithAuth } from '@rsm/shared';
import { useQuery } from '@tanstack/react-query';
import { composerListQueryOptions } from '../../../api/composer-list-query';
import { statementSchema } from '@rsm/shared/schemas';

/** The composer's royalty statements, newest period first. */
export const statementsQueryOptions = () =>
  composerListQueryOptions(['statements'], '/v2/documents', 'documents', statementSchema);

export const useStatements = () => useQuery(statementsQueryOptions());

/** Saves a statement's PDF (fetched with the session's headers, which a plain link cannot send). */
export const downloadStatement = (id: number) => downloadWithAuth(`/v2/documents/${id}/download`);
