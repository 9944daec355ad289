import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@rsm/shared';
import { loadAnswerSchemas, type LookupTable } from '../../../answer-schema';

export type { LookupTable };

/** A lookup list behind the advanced search; the answer is keyed by the table's name, `{ genres: [...] }`. */
export const lookupQueryOptions = (table: LookupTable) =>
  queryOptions({
    queryKey: ['lookups', table],
    queryFn: ({ signal }) =>
      request(`/v1/${table}`, {
        signal,
        schema: async () => (await loadAnswerSchemas()).lookupSchemas[table],
      }),
    staleTime: 10 * 60_000,
  });

export const useLookup = (table: LookupTable, enabled = true) =>
  useQuery({ ...lookupQueryOptions(table), enabled });
