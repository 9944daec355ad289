// The track search written directly on the catalogue tables and their join tables (an EXISTS per facet value, text
// through the tracks/albums vectors and the keyword table), with no track_search: the reference the search over
// track_search must agree with, id for id and in the same order.
import type { Pool } from '../src/db/pool';
import { containsPattern } from '../src/lib/sql-text';
import type { Language } from '../src/plugins/language';
import { nameColumn } from '../src/repositories/language-sql';
import type { SearchInput } from '../src/repositories/search-repository';
import type { SearchSortField } from '../src/repositories/search-sql';

const norm = (sql: string) => `lower(unaccent(${sql}))`;

function conditions({ filters, tsQuery, language }: SearchInput) {
  const params: unknown[] = [];
  const param = (value: unknown) => `$${params.push(value)}`;
  const column = nameColumn(language);
  const where = ['t.main_track_id IS NULL'];
  const taxon = (values: string[], table: string, link: string, fk: string, name = `x.${column}`) => {
    for (const value of values)
      where.push(`EXISTS (SELECT 1 FROM ${link} j JOIN ${table} x ON x.id = j.${fk}
        WHERE j.track_id = t.id AND ${norm(name)} = ${norm(param(value))})`);
  };
  taxon(filters.keywords ?? [], 'keywords', 'tracks_keywords', 'keyword_id');
  taxon(filters.genres ?? [], 'genres', 'tracks_genres', 'genre_id');
  taxon(filters.moods ?? [], 'moods', 'tracks_moods', 'mood_id');
  taxon(
    [...(filters.instruments ?? []), ...(filters.instrumentations ?? [])],
    'instrumentations',
    'tracks_instrumentations',
    'instrumentation_id',
  );
  taxon(filters.publishers ?? [], 'publishers', 'publishers_tracks', 'publisher_id', 'x.name');
  taxon(
    filters.composers ?? [],
    'composers',
    'composers_tracks',
    'composer_id',
    `x.first_name || ' ' || x.last_name`,
  );
  for (const value of [...(filters.tempos ?? []), ...(filters.tempo ?? [])])
    where.push(
      `EXISTS (SELECT 1 FROM tempos x WHERE x.id = t.tempo_id AND ${norm(`x.${column}`)} = ${norm(param(value))})`,
    );
  for (const value of filters.labels ?? []) where.push(`${norm('l.name')} = ${norm(param(value))}`);
  for (const value of filters.track_name ?? [])
    where.push(`${norm('t.name')} LIKE ${norm(param(containsPattern(value)))}`);
  for (const value of filters.album_name ?? [])
    where.push(`${norm('a.name')} LIKE ${norm(param(containsPattern(value)))}`);
  if (tsQuery === null) return { where, params, rank: '0' };
  const config = language === 'pt' ? 'rsm_portuguese' : 'rsm_english';
  const query = `to_tsquery('${config}', ${param(tsQuery)})`;
  const vector = language === 'pt' ? 'search_pt' : 'search_en';
  where.push(`(t.${vector} @@ ${query} OR a.${vector} @@ ${query} OR EXISTS (SELECT 1 FROM tracks_keywords j
    JOIN keywords x ON x.id = j.keyword_id WHERE j.track_id = t.id AND to_tsvector('${config}', x.${column}) @@ ${query}))`);
  return { where, params, rank: `(ts_rank(t.${vector}, ${query}) + 0.5 * ts_rank(a.${vector}, ${query}))` };
}

function order(field: SearchSortField, direction: 'asc' | 'desc', rank: string, language: Language) {
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

/** Every matching main track id in result order. */
export async function joinTableSearch(db: Pool, input: SearchInput): Promise<number[]> {
  const { where, params, rank } = conditions(input);
  const { rows } = await db.query<{ id: number }>(
    `SELECT t.id FROM tracks t JOIN albums a ON a.id = t.album_id LEFT JOIN labels l ON l.id = a.label_id
     WHERE ${where.join(' AND ')} ORDER BY ${order(input.sort.field, input.sort.direction, rank, input.language)}`,
    params,
  );
  return rows.map((row) => row.id);
}
