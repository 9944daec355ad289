import { answerSchema } from '../../../answer-schema';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@rsm/shared';

export const keywordSearchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ['keywords', 'search', q],
    queryFn: ({ signal }) =>
      request(`/v2/keywords?${new URLSearchParams({ q, per: '10' })}`, {
        schema: answerSchema('keywordListResponseSchema'),
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const useKeywordSearch = (q: string, enabled: boolean) =>
  useQuery({ ...keywordSearchQueryOptions(q), enabled });
