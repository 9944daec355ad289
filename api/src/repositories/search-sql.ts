import type { Language } from '../plugins/language';
import { containsPattern } from '../lib/sql-text';
import { BPM_SPREAD, type TextQuery } from '../lib/text-query';
import { nameColumn } from './language-sql';
import { tempoKeyConditions } from './search-tempo-key';

export const SEARCH_FILTERS = [
  'text',
  'keywords',
  'composers',
  'labels',
  'genres',
  'moods',
  'tempos',
  'tempo',
  'instruments',
  'instrumentations',
  'publishers',
  'track_name',
  'album_name',
  'bpm',
  'key',
] as const;
export type SearchFilters = Partial<Record<(typeof SEARCH_FILTERS)[number], string[]>>;

export const SEARCH_SORT_FIELDS = [
  'release_date',
  'relevance',
  'track_name',
  'album_name',
  'tempo',
  'labels',
  'genres',
  'moods',
  'instrumentations',
  'keywords',
  'composers',
  'publishers',
] as const;
export type SearchSortField = (typeof SEARCH_SORT_FIELDS)[number];

/** Filters whose values name rows of a small table: each value resolves to ids there before the search. */
export type FacetKind =
  'keywords' | 'genres' | 'moods' | 'instrumentations' | 'publishers' | 'composers' | 'tempos' | 'labels';

export interface FacetValue {
  kind: FacetKind;
  value: string;
}

/** A facet value and the ids it names (several when names collide once case and accents are folded). */
export interface ResolvedFacet extends FacetValue {
  ids: number[];
}

const norm = (sql: string) => `lower(unaccent(${sql}))`;

/** The facet values among the filters; every one of them must match. */
export function facetValues(filters: SearchFilters): FacetValue[] {
  const of = (kind: FacetKind, values: (string[] | undefined)[]) =>
    values.flatMap((list) => list ?? []).map((value) => ({ kind, value }));
  return [
    ...of('keywords', [filters.keywords]),
    ...of('genres', [filters.genres]),
    ...of('moods', [filters.moods]),
    ...of('instrumentations', [filters.instruments, filters.instrumentations]),
    ...of('publishers', [filters.publishers]),
    ...of('composers', [filters.composers]),
    ...of('tempos', [filters.tempos, filters.tempo]),
    ...of('labels', [filters.labels]),
  ];
}

/** The table and name expression a facet value is compared with, in the request language. */
function facetName(kind: FacetKind, language: Language): { table: string; name: string } {
  if (kind === 'publishers' || kind === 'labels') return { table: kind, name: 'x.name' };
  if (kind === 'composers') return { table: kind, name: "x.first_name || ' ' || x.last_name" };
  return { table: kind, name: `x.${nameColumn(language)}` };
}

/**
 * One statement answering the ids each value names, case- and accent-insensitively: one int[] column `v<i>` per
 * value. Tables and columns come from code; values only ever travel as parameters.
 */
export function facetIdsQuery(values: FacetValue[], language: Language): { sql: string; params: string[] } {
  const columns = values.map(({ kind }, i) => {
    const { table, name } = facetName(kind, language);
    return `ARRAY(SELECT x.id FROM ${table} x WHERE ${norm(name)} = ${norm(`$${i + 1}`)} ORDER BY x.id) AS v${i}`;
  });
  return { sql: `SELECT ${columns.join(', ')}`, params: values.map((value) => value.value) };
}

const FACET_COLUMN: Record<FacetKind, string> = {
  keywords: 'keyword_ids',
  genres: 'genre_ids',
  moods: 'mood_ids',
  instrumentations: 'instrumentation_ids',
  publishers: 'publisher_ids',
  composers: 'composer_ids',
  tempos: 'tempo_id',
  labels: 'label_id',
};

/**
 * WHERE conditions on track_search s (migration 090) for the search filters, with their parameters. Every value of
 * every filter must match (each chip narrows the result); facet values arrive resolved to ids, the name filters
 * compare case- and accent-insensitively. All SQL fragments come from this file.
 */
export function searchConditions(
  filters: SearchFilters,
  facets: ResolvedFacet[],
  text: TextQuery | null,
): { conditions: string[]; params: unknown[]; rank: string; textOnly: boolean } {
  const params: unknown[] = [];
  const param = (value: unknown) => `$${params.push(value)}`;
  const conditions: string[] = [];
  for (const { kind, ids } of facets) {
    const column = `s.${FACET_COLUMN[kind]}`;
    // The array columns overlap the named ids (GIN); tempo and label are single ids.
    conditions.push(
      kind === 'tempos' || kind === 'labels'
        ? `${column} = ANY(${param(ids)}::int[])`
        : `${column} && ${param(ids)}::int[]`,
    );
  }
  for (const value of filters.track_name ?? [])
    conditions.push(`s.name_norm LIKE ${norm(param(containsPattern(value)))}`);
  for (const value of filters.album_name ?? [])
    conditions.push(`s.album_norm LIKE ${norm(param(containsPattern(value)))}`);
  conditions.push(...tempoKeyConditions(filters.bpm, filters.key, param));
  const textOnly =
    facets.length === 0 &&
    !filters.track_name?.length &&
    !filters.album_name?.length &&
    !filters.bpm?.length &&
    !filters.key?.length;
  if (text === null) return { conditions, params, rank: '0', textOnly: false };
  if (text.bpm !== null)
    conditions.push(`s.bpm BETWEEN ${param(text.bpm - BPM_SPREAD)} AND ${param(text.bpm + BPM_SPREAD)}`);
  if (text.words.length === 0) return { conditions, params, rank: '0', textOnly };
  // Each word matches when either language's stem of it is in the track's vector (migration 092), which holds its
  // name, taxonomy and keywords in both languages, album, composers and description.
  const query = text.words
    .map((word, index) => {
      const value = param(index === text.words.length - 1 ? `${word}:*` : word);
      return `(to_tsquery('rsm_english', ${value}) || to_tsquery('rsm_portuguese', ${value}))`;
    })
    .join(' && ');
  conditions.push(`s.doc @@ (${query})`);
  return { conditions, params, rank: `ts_rank(s.doc, (${query}))`, textOnly };
}

/**
 * The table a search reads as `s`: text alone, ranked or newest first, reads the narrow track_text (migration 092),
 * which has the columns it needs under the same names and a fraction of track_search's pages.
 */
export function searchTable(textOnly: boolean, field: SearchSortField): string {
  return textOnly && (field === 'relevance' || field === 'release_date') ? 'track_text s' : 'track_search s';
}

export interface SearchOrder {
  /** ORDER BY on track_search s. */
  order: string;
  /** The sort field's expression on s, and ORDER BY on the columns of `narrowColumns` (alias m). */
  key: string;
  narrowOrder: string;
  /** An order an index yields (newest first, or by name), so a page needs no pass over every match. */
  walksIndex: boolean;
}

/** The columns a page is ordered by, as a narrow row: the tsvectors stay behind once the sort key is computed. */
export const narrowColumns = (key: string) =>
  `s.track_id AS id, ${key} AS sort_key, s.release_date, s.album_id, s.position`;

/** ORDER BY for a search sort; list fields sort by their alphabetically first name (stored per language). */
export function searchOrder(
  field: SearchSortField,
  direction: 'asc' | 'desc',
  rank: string,
  language: Language,
): SearchOrder {
  const expressions: Record<SearchSortField, string> = {
    release_date: 's.release_date',
    relevance: rank,
    track_name: 's.sort_name',
    album_name: 's.sort_album',
    tempo: 's.bpm',
    labels: 's.sort_label',
    genres: `s.sort_genre_${language}`,
    moods: `s.sort_mood_${language}`,
    instrumentations: `s.sort_instrumentation_${language}`,
    keywords: `s.sort_keyword_${language}`,
    composers: 's.sort_composer',
    publishers: 's.sort_publisher',
  };
  const nulls = direction === 'desc' ? 'NULLS LAST' : 'NULLS FIRST';
  const key = expressions[field];
  // The tie-breakers are the default order.
  return {
    order: `${key} ${direction} ${nulls}, s.release_date DESC NULLS LAST, s.album_id, s.position, s.track_id`,
    key,
    narrowOrder: `m.sort_key ${direction} ${nulls}, m.release_date DESC NULLS LAST, m.album_id, m.position, m.id`,
    // track_search_sort_name_idx (migration 092) yields name order the same way.
    walksIndex:
      (field === 'release_date' && direction === 'desc') || (field === 'track_name' && direction === 'asc'),
  };
}
