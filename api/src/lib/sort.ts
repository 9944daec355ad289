import { z } from 'zod';

export type Sort<F extends string> = { field: F; direction: 'asc' | 'desc' };

type SortOptions<F extends string> = { aliases?: Readonly<Record<string, F>>; bareField?: boolean };

/** The accepted values of a sort param, and how one reads as a Sort. */
function sortValues<F extends string>(
  fields: readonly F[],
  fallback: `${F} ${'asc' | 'desc'}`,
  { aliases = {}, bareField = false }: SortOptions<F>,
) {
  const [fallbackField, fallbackDirection] = fallback.split(' ') as [F, 'asc' | 'desc'];
  const named = new Map<string, F>([
    ...fields.map((field) => [field, field] as const),
    ...Object.entries(aliases),
  ]);
  const values = [...named.keys()].flatMap((name) => [
    ...(bareField ? [name] : []),
    `${name} asc`,
    `${name} desc`,
  ]) as [string, ...string[]];
  const toSort = (value: string): Sort<F> => {
    const [name, given] = value.split(' ') as [string, 'asc' | 'desc' | undefined];
    const field = named.get(name) as F;
    return { field, direction: given ?? (field === fallbackField ? fallbackDirection : 'asc') };
  };
  return { values, toSort };
}

/**
 * A `sort=field direction` query param limited to `fields`; unknown values are a 400, the enum shows in /docs.
 * `aliases` are the names clients use for a field (`release` for the search's release date). With
 * `bareField`, the direction may be left out (`sort=release`): the fallback's field keeps the fallback's direction,
 * any other field sorts ascending.
 */
export function sortQuery<F extends string>(
  fields: readonly F[],
  fallback: `${F} ${'asc' | 'desc'}`,
  options: SortOptions<F> = {},
) {
  const { values, toSort } = sortValues(fields, fallback, options);
  return z.enum(values).default(fallback).transform(toSort);
}

/**
 * sortQuery where no sort given stays undefined, for a route whose default depends on the rest of the query (the
 * search: relevance for text, else newest first). `.optional()` on sortQuery would not do: its default fills in
 * first.
 */
export function optionalSortQuery<F extends string>(
  fields: readonly F[],
  fallback: `${F} ${'asc' | 'desc'}`,
  options: SortOptions<F> = {},
) {
  const { values, toSort } = sortValues(fields, fallback, options);
  return z
    .enum(values)
    .optional()
    .transform((value) => (value === undefined ? undefined : toSort(value)));
}

/** Query-string booleans: only the words true/false (and 1/0), not any non-empty string. */
export const queryBoolean = z
  .enum(['true', 'false', '1', '0'])
  .optional()
  .transform((value) => value === 'true' || value === '1');
