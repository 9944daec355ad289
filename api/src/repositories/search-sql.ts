import { SEARCH_FIELD_ALIASES, SEARCH_FIELDS } from '@rsm/shared/schemas';
import type { Language } from '../plugins/language';
import { containsPattern } from '../lib/sql-text';
import { BPM_SPREAD, type TextQuery } from '../lib/text-query';
import { eitherLanguageQuery, nameColumn, typedWordQueries } from './language-sql';
import { vocalsLengthConditions } from './search-brief-filters';
import { everyMeaning, meaningConditions } from './search-meanings-sql';
import { tempoKeyConditions } from './search-tempo-key';

/** The search's fields and the other names clients use for them (`tempo`), each a filter of its own here. */
export const SEARCH_FILTERS = [
  ...SEARCH_FIELDS,
  ...(Object.keys(SEARCH_FIELD_ALIASES) as (keyof typeof SEARCH_FIELD_ALIASES)[]),
];
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
  | 'keywords'
  | 'genres'
  | 'moods'
  | 'instrumentations'
  | 'publishers'
  | 'composers'
  | 'tempos'
  | 'labels'
  | 'topics';

export interface FacetValue {
  kind: FacetKind;
  value: string;
  /** A term of `q[exclude][]`: matched by its name in either language, and a track must not have it. */
  exclude?: boolean;
}

/** A facet value and the ids it names (several when names collide once case and accents are folded). */
export interface ResolvedFacet extends FacetValue {
  ids: number[];
}

const norm = (sql: string) => `lower(unaccent(${sql}))`;

/** The taxonomies a `q[exclude][]` name is looked for in. */
const EXCLUDABLE: FacetKind[] = ['genres', 'moods', 'instrumentations', 'keywords', 'topics'];

/**
 * The facet values among the filters: several values of genres, moods, instruments, topics, tempos and labels match
 * any of them; keywords, composers and publishers each narrow (every one must match); excluded terms are looked
 * for in every taxonomy they may name.
 */
export function facetValues(filters: SearchFilters): FacetValue[] {
  const of = (kind: FacetKind, values: (string[] | undefined)[]) =>
    values.flatMap((list) => list ?? []).map((value) => ({ kind, value }));
  return [
    ...of('topics', [filters.topics]),
    ...(filters.exclude ?? []).flatMap((value) => EXCLUDABLE.map((kind) => ({ kind, value, exclude: true }))),
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
  const columns = values.map(({ kind, exclude }, i) => {
    const { table, name } = facetName(kind, language);
    const value = norm(`$${i + 1}`);
    const matches = exclude
      ? `(${norm('x.name_en')} = ${value} OR ${norm('x.name_pt')} = ${value})`
      : `${norm(name)} = ${value}`;
    return `ARRAY(SELECT x.id FROM ${table} x WHERE ${matches} ORDER BY x.id) AS v${i}`;
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
  topics: 'topic_ids',
};

/** Facets a track has at most one value of, or whose values a customer chooses among: any value matches. */
export const ANY_OF = new Set<FacetKind>([
  'genres',
  'moods',
  'instrumentations',
  'topics',
  'tempos',
  'labels',
]);

/** One condition per facet kind for the chosen values (any of them), one per value for those that narrow. */
export function facetConditions(facets: ResolvedFacet[], param: (value: unknown) => string): string[] {
  const conditions: string[] = [];
  const overlap = (kind: FacetKind, ids: number[]) => {
    const column = `s.${FACET_COLUMN[kind]}`;
    // The array columns overlap the named ids (GIN); tempo and label are single ids.
    return kind === 'tempos' || kind === 'labels'
      ? `${column} = ANY(${param(ids)}::int[])`
      : `${column} && ${param(ids)}::int[]`;
  };
  const anyOf = new Map<FacetKind, number[]>();
  for (const { kind, ids, exclude } of facets) {
    if (exclude) {
      if (ids.length) conditions.push(`NOT ${overlap(kind, ids)}`);
    } else if (ANY_OF.has(kind)) anyOf.set(kind, [...(anyOf.get(kind) ?? []), ...ids]);
    else conditions.push(overlap(kind, ids));
  }
  for (const [kind, ids] of anyOf)
    conditions.push(
      overlap(
        kind,
        [...new Set(ids)].sort((a, b) => a - b),
      ),
    );
  return conditions;
}

/** Whether a search filters by its text alone (every other filter empty). */
export const onlyText = (filters: SearchFilters): boolean =>
  Object.entries(filters).every(([name, values]) => name === 'text' || !values?.length);

/**
 * WHERE conditions on track_search s (migration 090) for the search filters, with their parameters. Every filter
 * must match; within one, see facetConditions (any chosen genre, mood, instrument…; every keyword). Facet values
 * arrive resolved to ids, the name filters compare case- and accent-insensitively. All SQL fragments come from here
 * and from the files it imports. `params` continues a statement's parameters (the conditions number theirs after them).
 * `rowTested`: the indexes of the text's meanings to test on the rows the others find (see rowTestedMeanings).
 */
export function searchConditions(
  filters: SearchFilters,
  facets: ResolvedFacet[],
  text: TextQuery | null,
  params: unknown[] = [],
  rowTested: ReadonlySet<number> = new Set(),
): { conditions: string[]; params: unknown[]; rank: string } {
  const param = (value: unknown) => `$${params.push(value)}`;
  const conditions = facetConditions(facets, param);
  for (const value of filters.track_name ?? [])
    conditions.push(`s.name_norm LIKE ${norm(param(containsPattern(value)))}`);
  for (const value of filters.album_name ?? [])
    conditions.push(`s.album_norm LIKE ${norm(param(containsPattern(value)))}`);
  conditions.push(...tempoKeyConditions(filters.bpm, filters.key, param));
  conditions.push(...vocalsLengthConditions(filters.vocals, filters.length, param));
  if (text === null) return { conditions, params, rank: '0' };
  if (text.bpm !== null)
    conditions.push(`s.bpm BETWEEN ${param(text.bpm - BPM_SPREAD)} AND ${param(text.bpm + BPM_SPREAD)}`);
  const meanings = text.meanings ?? [];
  if (text.words.length === 0 && meanings.length === 0) return { conditions, params, rank: '0' };
  // Each word matches when either language's stem of it is in the track's vector (migration 092), which holds its
  // name, taxonomy and keywords in both languages, album, composers and description.
  const words = typedWordQueries(text.words, text.prefix, param);
  // A brief's phrase taken by meaning matches by its own words, or by a catalogue term it means, by the term's id
  // ("upbeat" finds the Happy mood, not a description saying "happy"). Its own words match as the phrase they are,
  // in order and side by side: "video game" is not a text with "video" in one place and "games" in another (nor,
  // stemmed as Portuguese, "vida" and "games").
  const literals = meanings.map(({ words: own }) =>
    own.length ? eitherLanguageQuery(param(own.join(' <-> '))) : null,
  );
  const taken = meanings.map(({ terms }, i) => meaningConditions(literals[i] ?? null, terms, param));
  // `IS TRUE` keeps a condition out of the index scan (an index cannot answer it) and its estimate as it was.
  const meant = taken.map(({ match }, i) => (rowTested.has(i) ? `(${match}) IS TRUE` : match));
  const joined = words.join(text.anyPart ? ' || ' : ' && ');
  const wordsMatch = words.length ? [`s.doc @@ (${joined})`] : [];
  const allMeant = everyMeaning(taken.map(({ atoms }, i) => ({ literal: literals[i] ?? null, atoms })));
  conditions.push(
    ...(text.anyPart
      ? [`(${[...wordsMatch, ...meant].join(' OR ')})`]
      : [...wordsMatch, ...(allMeant ? [allMeant] : meant)]),
  );
  // The words rank by where they are found (name above taxonomy above album above description). Each phrase found
  // as typed counts a whole point, more than that; each term a track has of those a phrase means, a tenth. Taken
  // part by part, each part a track matches counts more than all of them. Counted in tenths, in integers: a brief
  // ranks thousands of rows.
  const tenths = [
    ...literals.flatMap((literal) => (literal ? [`10 * (s.doc @@ ${literal})::int`] : [])),
    ...taken.flatMap(({ held }) => held).map((has) => `(${has})::int`),
    ...(text.anyPart
      ? [...words.map((word) => `s.doc @@ ${word}`), ...meant].map((part) => `100 * (${part})::int`)
      : []),
  ];
  const ranked = words.length ? `ts_rank(s.doc, (${joined}))` : '0';
  const rank = tenths.length ? `${ranked} + (${tenths.join(' + ')})::real / 10` : ranked;
  return { conditions, params, rank };
}

/** Whether some value names nothing, so no track can match: a narrowing value, or every value of an any-of facet. */
export function namesNothing(facets: ResolvedFacet[]): boolean {
  const chosen = facets.filter((facet) => !facet.exclude);
  return chosen.some(
    (facet) =>
      facet.ids.length === 0 &&
      (!ANY_OF.has(facet.kind) ||
        chosen.every((other) => other.kind !== facet.kind || other.ids.length === 0)),
  );
}

/** Filters on columns only track_search has. */
const WIDE_FILTERS = ['track_name', 'album_name', 'composers', 'publishers'] as const;
/** Orders the narrow track_text yields: by rank, or by its own release, album, position and tempo columns. */
const NARROW_ORDERS = new Set<SearchSortField>(['relevance', 'release_date', 'tempo']);

/**
 * The table a search reads as `s`. A search with text (words, a brief's meanings or a tempo) ordered by relevance,
 * release or tempo reads the narrow track_text (migrations 092 and 460): it holds every column such a search filters,
 * ranks and orders by, under the same names, in a third of track_search's pages. Filters by name, composer or
 * publisher, the other orders, and searches without text (their facets walk track_search's indexes) read track_search.
 */
export function searchTable(filters: SearchFilters, text: TextQuery | null, field: SearchSortField): string {
  const narrow =
    text !== null && NARROW_ORDERS.has(field) && !WIDE_FILTERS.some((name) => filters[name]?.length);
  return narrow ? 'track_text s' : 'track_search s';
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
