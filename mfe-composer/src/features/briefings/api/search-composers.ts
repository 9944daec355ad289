import { composerListResponseSchema } from '@rsm/shared/schemas';
import { request } from '@rsm/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

/** Composers whose name contains `q`, searched on the server for the writer picker, 10 per page. */
export function useComposerSearch(q: string) {
  return useQuery({
    queryKey: ['composers', 'search', q],
    queryFn: ({ signal }) =>
      request('/v2/composers', { schema: composerListResponseSchema, query: { q, per: 10 }, signal }),
    enabled: q.trim().length >= 2,
    placeholderData: keepPreviousData,
  });
}
