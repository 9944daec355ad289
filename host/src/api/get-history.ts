import { historyListResponseSchema } from '@rsm/shared/schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useStore } from '@nanostores/react';
import { $locale, requestQuery, type HistoryKind } from '@rsm/shared';

export const HISTORY_PAGE_SIZE = 25;

export interface HistoryQuery {
  page: number;
  per?: number;
  kind?: HistoryKind;
}

/** GET /v1_rsm/customers/history: the customer's plays and downloads, newest first. */
export const historyQueryOptions = (query: HistoryQuery, locale: string) => ({
  ...requestQuery(
    ['customer-history', query, locale],
    '/v1_rsm/customers/history',
    historyListResponseSchema,
    { page: query.page, per: query.per ?? HISTORY_PAGE_SIZE, kind: query.kind },
  ),
  placeholderData: keepPreviousData,
});

export const useHistory = (query: HistoryQuery) => useQuery(historyQueryOptions(query, useStore($locale)));
