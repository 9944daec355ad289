import { composerListResponseSchema } from '@rsm/shared/schemas';
import { requestQuery } from '@rsm/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

/** Composers whose name contains `q`, searched on the server for the writer picker, 10 per page. */
export function useComposerSearch(q: string) {
  return useQuery({
    ...requestQuery(['composers', 'search', q], '/v2/composers', composerListResponseSchema, { q, per: 10 }),
    enabled: q.trim().length >= 2,
    placeholderData: keepPreviousData,
  });
}
