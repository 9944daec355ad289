import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request, type Composer } from '@rsm/shared';

export const composerSearchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ['composers', 'search', q],
    queryFn: ({ signal }) =>
      request<{ composers: Composer[] }>(`/v2/composers?${new URLSearchParams({ q, per: '10' })}`, {
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const useComposerSearch = (q: string, enabled: boolean) =>
  useQuery({ ...composerSearchQueryOptions(q), enabled });
