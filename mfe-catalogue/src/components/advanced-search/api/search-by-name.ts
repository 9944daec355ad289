import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { requestQuery } from '@rsm/shared';
import { answerSchema } from '../../../answer-schema';

const ANSWER_SCHEMA_NAMES = {
  composers: 'composerListResponseSchema',
  keywords: 'keywordListResponseSchema',
} as const;

/** What the remote pickers search by the name typed: composers or keywords. */
export type NameSearchKind = keyof typeof ANSWER_SCHEMA_NAMES;

/** The first ten composers or keywords whose name matches `q`. */
export const nameSearchQueryOptions = <Kind extends NameSearchKind>(kind: Kind, q: string) => ({
  ...requestQuery(
    [kind, 'search', q],
    `/v2/${kind}?${new URLSearchParams({ q, per: '10' })}`,
    answerSchema(ANSWER_SCHEMA_NAMES[kind]),
  ),
  placeholderData: keepPreviousData,
});

export const useNameSearch = <Kind extends NameSearchKind>(kind: Kind, q: string, enabled: boolean) =>
  useQuery({ ...nameSearchQueryOptions(kind, q), enabled });
