import { answerSchema } from '../../../answer-schema';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@rsm/shared';

export const composerSearchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ['composers', 'search', q],
    queryFn: ({ signal }) =>
      request(`/v2/composers?${new URLSearchParams({ q, per: '10' })}`, {
        schema: answerSchema('composerListResponseSchema'),
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const useComposerSearch = (q: string, enabled: boolean) =>
  useQuery({ ...composerSearchQueryOptions(q), enabled });
