import type { Language } from '../plugins/language';
import { containsPattern } from '../lib/sql-text';
import { nameColumn } from './language-sql';

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

const norm = (sql: string) => `lower(unaccent(${sql}))`;

/**
 * WHERE conditions (on tracks t, albums a, labels l) for the search filters, with their parameters. Every value of
 * every filter must match (each chip narrows the result); names compare case- and accent-insensitively in the
 * request language. All SQL fragments come from this file; values only ever travel as parameters.
 */
export function searchConditions(
  filters: SearchFilters,
  tsQuery: string | null,
  language: Language,
): { conditions: string[]; params: unknown[]; rank: string } {
  const params: unknown[] = [];
  const param = (value: unknown) => `$${params.push(value)}`;
  const column = nameColumn(language);
  const conditions = ['t.main_track_id IS NULL'];
  const taxon = (
    values: string[] | undefined,
    table: string,
    link: string,
    fk: string,
    name = `x.${column}`,
  ) => {
    for (const value of values ?? [])
      conditions.push(`EXISTS (SELECT 1 FROM ${link} j JOIN ${table} x ON x.id = j.${fk}
        WHERE j.track_id = t.id AND ${norm(name)} = ${norm(param(value))})`);
  };
  taxon(filters.keywords, 'keywords', 'tracks_keywords', 'keyword_id');
  taxon(filters.genres, 'genres', 'tracks_genres', 'genre_id');
  taxon(filters.moods, 'moods', 'tracks_moods', 'mood_id');
  taxon(
    [...(filters.instruments ?? []), ...(filters.instrumentations ?? [])],
    'instrumentations',
    'tracks_instrumentations',
    'instrumentation_id',
  );
  taxon(filters.publishers, 'publishers', 'publishers_tracks', 'publisher_id', 'x.name');
  taxon(
    filters.composers,
    'composers',
    'composers_tracks',
    'composer_id',
    `x.first_name || ' ' || x.last_name`,
  );
  for (const value of [...(filters.tempos ?? []), ...(filters.tempo ?? [])])
    conditions.push(
      `EXISTS (SELECT 1 FROM tempos x WHERE x.id = t.tempo_id AND ${norm(`x.${column}`)} = ${norm(param(value))})`,
    );
  for (const value of filters.labels ?? []) conditions.push(`${norm('l.name')} = ${norm(param(value))}`);
  for (const value of filters.track_name ?? [])
    conditions.push(`${norm('t.name')} LIKE ${norm(param(containsPattern(value)))}`);
  for (const value of filters.album_name ?? [])
    conditions.push(`${norm('a.name')} LIKE ${norm(param(containsPattern(value)))}`);
  if (tsQuery === null) return { conditions, params, rank: '0' };
  // Text matches the track (name, description, version), its album's name or one of its keywords.
  const config = language === 'pt' ? 'rsm_portuguese' : 'rsm_english';
  const query = `to_tsquery('${config}', ${param(tsQuery)})`;
  const vector = language === 'pt' ? 'search_pt' : 'search_en';
  // One id set from the GIN indexes (tracks, albums) and the small keyword table: an OR of the three per row would
  // rule the indexes out and test every track that passes the other filters.
  conditions.push(`t.id IN (SELECT m.id FROM tracks m WHERE m.${vector} @@ ${query}
    UNION SELECT m.id FROM albums ma JOIN tracks m ON m.album_id = ma.id WHERE ma.${vector} @@ ${query}
    UNION SELECT j.track_id FROM tracks_keywords j JOIN keywords x ON x.id = j.keyword_id
      WHERE to_tsvector('${config}', x.${column}) @@ ${query})`);
  return {
    conditions,
    params,
    rank: `(ts_rank(t.${vector}, ${query}) + 0.5 * ts_rank(a.${vector}, ${query}))`,
  };
}

/** ORDER BY for a search sort; list fields sort by their alphabetically first name. */
export function searchOrder(
  field: SearchSortField,
  direction: 'asc' | 'desc',
  rank: string,
  language: Language,
): string {
  const column = nameColumn(language);
  const first = (link: string, table: string, fk: string, name = `x.${column}`) =>
    `(SELECT min(lower(${name})) FROM ${link} j JOIN ${table} x ON x.id = j.${fk} WHERE j.track_id = t.id)`;
  const expressions: Record<SearchSortField, string> = {
    release_date: 'a.release_date',
    relevance: rank,
    track_name: 'lower(t.name)',
    album_name: 'lower(a.name)',
    tempo: 't.bpm',
    labels: 'lower(l.name)',
    genres: first('tracks_genres', 'genres', 'genre_id'),
    moods: first('tracks_moods', 'moods', 'mood_id'),
    instrumentations: first('tracks_instrumentations', 'instrumentations', 'instrumentation_id'),
    keywords: first('tracks_keywords', 'keywords', 'keyword_id'),
    composers: first('composers_tracks', 'composers', 'composer_id', 'x.last_name'),
    publishers: first('publishers_tracks', 'publishers', 'publisher_id', 'x.name'),
  };
  const nulls = direction === 'desc' ? 'NULLS LAST' : 'NULLS FIRST';
  return `${expressions[field]} ${direction} ${nulls}, a.release_date DESC NULLS LAST, t.album_id, t.position, t.id`;
}
