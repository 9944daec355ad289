import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request, type SuggestionsResponse } from '@rsm/shared';

export const suggestionsQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ['search', 'suggestions', q],
    queryFn: ({ signal }) =>
      request<SuggestionsResponse>(`/v1_rsm/searches/suggestions?${new URLSearchParams({ q })}`, {
        signal,
      }),
    // Spec §7.3: the previous suggestions stay on screen while the next ones load.
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

export const useSuggestions = (q: string, enabled: boolean) =>
  useQuery({ ...suggestionsQueryOptions(q), enabled });
