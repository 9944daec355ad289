import type { PoolClient } from 'pg';
import type { Pool } from '../db/pool';
import { inTransaction } from '../db/transaction';
import { ADJECTIVES, ALBUM_THEMES, NOUNS } from './words';

export interface SyntheticOptions {
  /** Total main tracks wanted in the catalogue (existing ones count). */
  tracks: number;
  /** Tracks written per transaction (default 50,000). */
  batch?: number;
  log?: (line: string) => void;
}

const TRACKS_PER_ALBUM = 12;
// Multiplicative hashes spread consecutive numbers over the word lists.
const mix = (seed: number) => `((g::bigint * ${seed}) % 1000003)`;

/** Album rows for numbers $1..$2, returning the id range (ids are consecutive inside one INSERT). */
const ALBUMS_SQL = `WITH ins AS (
  INSERT INTO albums (name, directory_name, description, release_date, label_id, cover_path)
  SELECT name, 'SYN' || lpad(g::text, 7, '0') || ' ' || name, 'Synthetic album ' || g,
    DATE '2000-01-01' + (${mix(7919)} % 9000)::int,
    (SELECT array_agg(id ORDER BY id) FROM labels)[1 + g % (SELECT count(*) FROM labels)],
    (SELECT array_agg(cover_path ORDER BY id) FROM albums WHERE cover_path IS NOT NULL AND id <= $3)
      [1 + g % $4]
  FROM generate_series($1::int, $2::int) g,
    LATERAL (SELECT $5::text[] AS themes, $6::text[] AS adjectives) w,
    LATERAL (SELECT w.adjectives[1 + ${mix(104729)} % cardinality(w.adjectives)] || ' '
      || w.themes[1 + ${mix(1299709)} % cardinality(w.themes)] AS name) n
  RETURNING id)
SELECT min(id) AS first, max(id) AS last, count(*)::int AS n FROM ins`;

/**
 * Main tracks numbered $1..$2, twelve to an album from album id $3 on: names from the seed's word lists, lengths,
 * tempos, a description that text search reaches. Metadata only: their files are the seeded ones, reused.
 */
const TRACKS_SQL = `WITH ins AS (
  INSERT INTO tracks (album_id, position, name, description, length, bpm, tempo_id, isrc)
  SELECT $3 + (g - $1) / ${TRACKS_PER_ALBUM}, 1 + (g - $1) % ${TRACKS_PER_ALBUM},
    w.adjectives[1 + ${mix(15485863)} % cardinality(w.adjectives)] || ' '
      || w.nouns[1 + ${mix(32452843)} % cardinality(w.nouns)]
      || CASE WHEN g % 3 = 0 THEN ' ' || w.nouns[1 + ${mix(49979687)} % cardinality(w.nouns)] ELSE '' END,
    'A ' || lower(w.adjectives[1 + ${mix(67867967)} % cardinality(w.adjectives)]) || ' cue about '
      || lower(w.nouns[1 + ${mix(86028121)} % cardinality(w.nouns)]) || ' for '
      || lower(w.themes[1 + g % cardinality(w.themes)]),
    30 + ${mix(7)} % 240, b.bpm,
    CASE WHEN b.bpm < 90 THEN 1 WHEN b.bpm < 115 THEN 2 WHEN b.bpm < 140 THEN 3 ELSE 4 END,
    'SY' || lpad(g::text, 10, '0')
  FROM generate_series($1::int, $2::int) g,
    LATERAL (SELECT $4::text[] AS adjectives, $5::text[] AS nouns, $6::text[] AS themes) w,
    LATERAL (SELECT (60 + ${mix(13)} % 120)::int AS bpm) b
  RETURNING id)
SELECT min(id) AS first, max(id) AS last, count(*)::int AS n FROM ins`;

/** Taxonomy links, composers, publishers and reused files of tracks $1..$2. */
const LINKS_SQL = [
  ...(['genres', 'moods', 'instrumentations', 'topics'] as const).map(
    (table, i) => `INSERT INTO tracks_${table} (track_id, ${table.slice(0, -1)}_id)
      SELECT DISTINCT t, ids[1 + (t * ${31 + i * 6} + k * ${7 + i}) % cardinality(ids)]
      FROM generate_series($1::int, $2::int) t, (SELECT array_agg(id ORDER BY id) AS ids FROM ${table}) x,
        generate_series(0, CASE WHEN t % ${2 + i} = 0 THEN 1 ELSE 0 END) k
      ON CONFLICT DO NOTHING`,
  ),
  `INSERT INTO tracks_keywords (track_id, keyword_id)
    SELECT DISTINCT t, ids[1 + (t * 17 + k * 11) % cardinality(ids)]
    FROM generate_series($1::int, $2::int) t, (SELECT array_agg(id ORDER BY id) AS ids FROM keywords) x,
      generate_series(0, 2) k
    ON CONFLICT DO NOTHING`,
  // One composer with 100 %, or every other track two with 50 % each.
  `INSERT INTO composers_tracks (composer_id, track_id, pr_ownership_share)
    SELECT ids[1 + (t * 29 + k * 7) % cardinality(ids)], t, CASE WHEN t % 2 = 0 THEN 50 ELSE 100 END
    FROM generate_series($1::int, $2::int) t, (SELECT array_agg(id ORDER BY id) AS ids FROM composers) x,
      generate_series(0, CASE WHEN t % 2 = 0 THEN 1 ELSE 0 END) k
    ON CONFLICT DO NOTHING`,
  `INSERT INTO publishers_tracks (publisher_id, track_id)
    SELECT ids[1 + t % cardinality(ids)], t
    FROM generate_series($1::int, $2::int) t, (SELECT array_agg(id ORDER BY id) AS ids FROM publishers) x`,
  // Every format of a seeded track, chosen by id: the audio plays, it is only shared.
  `INSERT INTO track_files (track_id, format, path, size, peaks_path)
    SELECT t, f.format, f.path, f.size, f.peaks_path
    FROM generate_series($1::int, $2::int) t
      CROSS JOIN (SELECT array_agg(id ORDER BY id) AS ids FROM tracks WHERE id <= $3 AND main_track_id IS NULL
        AND EXISTS (SELECT 1 FROM track_files WHERE track_id = tracks.id)) x
      JOIN track_files f ON f.track_id = x.ids[1 + t % cardinality(x.ids)]`,
];

async function range(client: PoolClient, sql: string, params: unknown[]) {
  const { rows } = await client.query<{ first: number; last: number; n: number }>(sql, params);
  const row = rows[0]!;
  if (row.last - row.first + 1 !== row.n) throw new Error('ids of one insert are not consecutive');
  return row;
}

/**
 * Grows a seeded catalogue to `tracks` main tracks for benchmarks: deterministic names from the seed's words,
 * taxonomies, composers (shares sum to 100 %) and the seeded audio files reused. Idempotent: only the missing
 * tracks are added. The search terms and search rows are refreshed and the tables analysed at the end.
 */
export async function synthesize(
  pool: Pool,
  options: SyntheticOptions,
): Promise<{ added: number; total: number }> {
  const log = options.log ?? (() => undefined);
  const batch = options.batch ?? 50_000;
  const count = async () =>
    (await pool.query<{ n: number }>('SELECT count(*)::int AS n FROM tracks WHERE main_track_id IS NULL'))
      .rows[0]!.n;
  const before = await count();
  const seeded = await pool.query<{ max: number | null; covers: number }>(
    `SELECT (SELECT max(id) FROM tracks WHERE isrc IS NULL OR isrc NOT LIKE 'SY%') AS max,
       (SELECT count(*)::int FROM albums WHERE cover_path IS NOT NULL) AS covers`,
  );
  const templateMax = seeded.rows[0]!.max;
  if (templateMax === null) throw new Error('seed the catalogue first: synthetic tracks reuse its files');
  const albumTemplates = (
    await pool.query<{ max: number }>(
      "SELECT max(id) AS max FROM albums WHERE directory_name NOT LIKE 'SYN%'",
    )
  ).rows[0]!.max;
  const covers = Math.max(1, seeded.rows[0]!.covers);
  const synthetic = (
    await pool.query<{ n: number }>("SELECT count(*)::int AS n FROM tracks WHERE isrc LIKE 'SY%'")
  ).rows[0]!.n;
  let number = synthetic + 1;
  let albumNumber =
    (
      await pool.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM albums WHERE directory_name LIKE 'SYN%'",
      )
    ).rows[0]!.n + 1;
  let added = 0;
  const started = Date.now();
  while (before + added < options.tracks) {
    const size = Math.min(batch, options.tracks - before - added);
    const albumCount = Math.ceil(size / TRACKS_PER_ALBUM);
    await inTransaction(pool, async (client) => {
      const albums = await range(client, ALBUMS_SQL, [
        albumNumber,
        albumNumber + albumCount - 1,
        albumTemplates,
        covers,
        ALBUM_THEMES,
        ADJECTIVES,
      ]);
      const params = [number, number + size - 1, albums.first, ADJECTIVES, NOUNS, ALBUM_THEMES];
      const tracks = await range(client, TRACKS_SQL, params);
      for (const sql of LINKS_SQL) {
        const linkParams = [tracks.first, tracks.last, templateMax];
        await client.query(sql, sql.includes('$3') ? linkParams : linkParams.slice(0, 2));
      }
    });
    number += size;
    albumNumber += albumCount;
    added += size;
    log(`${before + added} tracks (${Math.round(added / ((Date.now() - started) / 1000))}/s)`);
  }
  if (added > 0) {
    log('refreshing search terms, search rows and statistics');
    await pool.query('SELECT refresh_search_terms()');
    await pool.query('SELECT refresh_track_search()');
    // Statistics, and the visibility maps that index-only scans need (PGlite runs no autovacuum).
    await pool.query('VACUUM ANALYZE');
  }
  return { added, total: before + added };
}
