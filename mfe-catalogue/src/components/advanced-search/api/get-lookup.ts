import { queryOptions, useQuery } from '@tanstack/react-query';
import { request, type Taxon } from '@rsm/shared';

export type LookupTable = 'genres' | 'moods' | 'tempos' | 'instrumentations' | 'labels';

/** A lookup list behind the advanced search (spec §7.3), keyed by its own name. */
export const lookupQueryOptions = (table: LookupTable) =>
  queryOptions({
    queryKey: ['lookups', table],
    queryFn: async ({ signal }) =>
      (await request<Record<LookupTable, Taxon[]>>(`/v1/${table}`, { signal }))[table],
    staleTime: 10 * 60_000,
  });

export const useLookup = (table: LookupTable, enabled = true) =>
  useQuery({ ...lookupQueryOptions(table), enabled });
