import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { requestQuery } from '@rsm/shared';
import { answerSchema } from '../../../answer-schema';

export const suggestionsQueryOptions = (q: string) => ({
  ...requestQuery(
    ['search', 'suggestions', q],
    `/v1_rsm/searches/suggestions?${new URLSearchParams({ q })}`,
    answerSchema('suggestionsResponseSchema'),
  ),
  // The previous suggestions stay on screen while the next ones load.
  placeholderData: keepPreviousData,
  staleTime: 60_000,
});

export const useSuggestions = (q: string, enabled: boolean) =>
  useQuery({ ...suggestionsQueryOptions(q), enabled });

/** How long typing must pause before the suggestions are fetched ahead of being shown. */
export const SUGGESTION_PREFETCH_MS = 300;

/**
 * Fetches the suggestions for `q` once typing has paused briefly, so that when the 800 ms debounce shows them they
 * are already here, or at least on their way: what the user sees still changes only then.
 */
export function usePrefetchSuggestions(q: string): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!q) return;
    const timer = setTimeout(
      () => void queryClient.prefetchQuery(suggestionsQueryOptions(q)),
      SUGGESTION_PREFETCH_MS,
    );
    return () => clearTimeout(timer);
  }, [q, queryClient]);
}
