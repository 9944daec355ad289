// The track search written directly on the catalogue tables and their join tables (an EXISTS per facet value, text
// through the track's vector computed there), with no track_search: the reference the search over
// track_search must agree with, id for id and in the same order.
import type { Pool } from '@rsm/db/pool';
import { containsPattern } from '../src/lib/sql-text';
import type { Language } from '../src/plugins/language';
import { nameColumn } from '../src/repositories/language-sql';
import type { SearchInput } from '../src/repositories/search-repository';
import type { SearchSortField } from '../src/repositories/search-sql';

const norm = (sql: string) => `lower(unaccent(${sql}))`;

function conditions({ filters, text, language }: SearchInput) {
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
  if (text === null) return { where, params, rank: '0' };
  if (text.bpm !== null) where.push(`t.bpm BETWEEN ${param(text.bpm - 5)} AND ${param(text.bpm + 5)}`);
  if (text.words.length === 0) return { where, params, rank: '0' };
  const query = text.words
    .map((word, index) => {
      const value = param(index === text.words.length - 1 ? `${word}:*` : word);
      return `(to_tsquery('rsm_english', ${value}) || to_tsquery('rsm_portuguese', ${value}))`;
    })
    .join(' && ');
  where.push(`${TRACK_VECTOR} @@ (${query})`);
  return { where, params, rank: `ts_rank(${TRACK_VECTOR}, (${query}))` };
}

const both = (link: string, table: string, fk: string) =>
  `(SELECT string_agg(x.name_en || ' ' || x.name_pt, ' ' ORDER BY x.id) FROM ${link} j JOIN ${table} x
    ON x.id = j.${fk} WHERE j.track_id = t.id)`;
/** The track's vector computed from the catalogue tables, as migration 092 stores it. */
const TRACK_VECTOR = `(setweight(rsm_both_vectors(t.name), 'A') ||
  setweight(rsm_both_vectors(concat_ws(' ', ${both('tracks_genres', 'genres', 'genre_id')},
    ${both('tracks_moods', 'moods', 'mood_id')},
    ${both('tracks_instrumentations', 'instrumentations', 'instrumentation_id')},
    ${both('tracks_keywords', 'keywords', 'keyword_id')},
    (SELECT x.name_en || ' ' || x.name_pt FROM tempos x WHERE x.id = t.tempo_id),
    (SELECT string_agg(x.name_en || ' ' || x.name_pt, ' ' ORDER BY x.id) FROM topics x
      WHERE x.id IN (SELECT topic_id FROM tracks_topics WHERE track_id = t.id
        UNION SELECT topic_id FROM albums_topics WHERE album_id = t.album_id)))), 'B') ||
  setweight(rsm_both_vectors(concat_ws(' ', a.name, (SELECT string_agg(x.first_name || ' ' || x.last_name, ' '
    ORDER BY x.id) FROM composers x WHERE x.id IN (SELECT composer_id FROM composers_tracks WHERE track_id = t.id)))),
    'C') ||
  setweight(rsm_both_vectors(concat_ws(' ', t.description, t.version)), 'D'))`;

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
