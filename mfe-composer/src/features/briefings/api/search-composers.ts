import type { Composer } from '@rsm/shared';
import { request } from '@rsm/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

/** Composers whose name contains `q` (spec §5: remote pickers, 10 per page). */
export function useComposerSearch(q: string) {
  return useQuery({
    queryKey: ['composers', 'search', q],
    queryFn: ({ signal }) =>
      request<{ composers: Composer[] }>('/v2/composers', { query: { q, per: 10 }, signal }),
    enabled: q.trim().length >= 2,
    placeholderData: keepPreviousData,
  });
}
