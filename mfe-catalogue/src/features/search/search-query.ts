import { SEARCH_FIELD_ALIASES, SEARCH_FIELDS, type SearchField, type SearchQuery } from '@rsm/shared';

const FIELD_KEY = /^q\[([a-z_]+)\]\[\]$/;

const ALIASES: Record<string, SearchField> = SEARCH_FIELD_ALIASES;

/** Reads `q[field][]=value` pairs from the URL; unknown fields and blank values are dropped. */
export function parseSearchQuery(params: URLSearchParams): SearchQuery {
  const query: SearchQuery = {};
  for (const [key, raw] of params) {
    const named = FIELD_KEY.exec(key)?.[1];
    const field = (named && (ALIASES[named] ?? named)) as SearchField | undefined;
    const value = raw.trim();
    if (!field || !SEARCH_FIELDS.includes(field) || !value) continue;
    const values = query[field] ?? [];
    if (!values.includes(value)) query[field] = [...values, value];
  }
  const sort = params.get('sort');
  if (sort) query.sort = sort;
  const view = params.get('view');
  if (view) query.view = view;
  return query;
}

/** Every filter value with its field, in URL order: one removable chip each. */
export function searchFilters(query: SearchQuery): { field: SearchField; value: string }[] {
  return SEARCH_FIELDS.flatMap((field) => (query[field] ?? []).map((value) => ({ field, value })));
}

/** The query without one value; paging restarts because the result set changed. */
export function withoutFilter(query: SearchQuery, field: SearchField, value: string): SearchQuery {
  const rest = (query[field] ?? []).filter((item) => item !== value);
  return { ...query, [field]: rest.length ? rest : undefined, page: undefined };
}

/** The query with the free text replaced by what was typed; an empty box clears the text filter. */
export function withText(query: SearchQuery, text: string): SearchQuery {
  const value = text.trim();
  return { ...query, text: value ? [value] : undefined, page: undefined };
}

/** The query with one value of a facet added or taken away (several values of a facet: any of them). */
export function withToggled(query: SearchQuery, field: SearchField, value: string, on: boolean): SearchQuery {
  const values = (query[field] ?? []).filter((item) => item !== value);
  const next = on ? [...values, value] : values;
  return { ...query, [field]: next.length ? next : undefined, page: undefined };
}

/** The query without any filter: the words stay, as do sort and view. */
export function withoutFilters(query: SearchQuery): SearchQuery {
  return { text: query.text, sort: query.sort, view: query.view };
}

/** A range as the URL writes it, `90-110` or `60-180`, inclusive; null for anything else. */
export function parseRange(value: string): { from: number; to: number } | null {
  const match = /^(\d{1,4})-(\d{1,4})$/.exec(value.trim());
  if (!match) return null;
  const from = Number(match[1]);
  const to = Number(match[2]);
  return from <= to ? { from, to } : null;
}

/** The query with one range of a field (a new one replaces the old), or none, and paging restarted. */
export function withRange(
  query: SearchQuery,
  field: 'bpm' | 'length',
  range: { from: number; to: number } | null,
): SearchQuery {
  return { ...query, [field]: range ? [`${range.from}-${range.to}`] : undefined, page: undefined };
}
