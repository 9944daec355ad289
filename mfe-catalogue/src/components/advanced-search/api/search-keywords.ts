import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request, type Taxon } from '@rsm/shared';

export const keywordSearchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ['keywords', 'search', q],
    queryFn: ({ signal }) =>
      request<{ keywords: Taxon[] }>(`/v2/keywords?${new URLSearchParams({ q, per: '10' })}`, { signal }),
    placeholderData: keepPreviousData,
  });

export const useKeywordSearch = (q: string, enabled: boolean) =>
  useQuery({ ...keywordSearchQueryOptions(q), enabled });
