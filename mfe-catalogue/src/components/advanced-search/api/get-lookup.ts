import { queryOptions, useQuery } from '@tanstack/react-query';
import { request, type Taxon } from '@rsm/shared';
import { composedSchema } from '../../../answer-schema';

export type LookupTable = 'genres' | 'moods' | 'tempos' | 'instrumentations' | 'labels';

/** The answer is keyed by the table's own name: `{ genres: [...] }`. */
const lookupSchemas = new Map<LookupTable, ReturnType<typeof composeLookupSchema>>();
const composeLookupSchema = (table: LookupTable) =>
  composedSchema((z, { taxonSchema }) =>
    z.object({ [table]: z.array(taxonSchema) }).transform((answer) => answer[table] as Taxon[]),
  );
const lookupSchema = (table: LookupTable) => {
  let schema = lookupSchemas.get(table);
  if (!schema) lookupSchemas.set(table, (schema = composeLookupSchema(table)));
  return schema;
};

/** A lookup list behind the advanced search (spec §7.3), keyed by its own name. */
export const lookupQueryOptions = (table: LookupTable) =>
  queryOptions({
    queryKey: ['lookups', table],
    queryFn: ({ signal }) => request(`/v1/${table}`, { signal, schema: lookupSchema(table) }),
    staleTime: 10 * 60_000,
  });

export const useLookup = (table: LookupTable, enabled = true) =>
  useQuery({ ...lookupQueryOptions(table), enabled });
