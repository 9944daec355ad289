import type { PoolClient } from 'pg';
import type { Pool } from '@rsm/db/pool';
import { inTransaction } from '@rsm/db/transaction';
import { taxonId } from './taxonomy-plan';
import { THEMES } from './themes';

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

/**
 * The seed's album themes as JSON for SQL: album number g has theme g % count, which decides its name, its tracks'
 * names, tempos, descriptions and taxonomies, like the seeded albums.
 */
const themesJson = (): string =>
  JSON.stringify(
    THEMES.map((theme) => ({
      name: theme.name,
      adjectives: theme.adjectives,
      nouns: theme.nouns,
      low: theme.bpm[0],
      span: theme.bpm[1] - theme.bpm[0] + 1,
      use: theme.useEn,
      genres: theme.genres.map((name) => taxonId('genres', name)),
      moods: theme.moods.map((name) => taxonId('moods', name)),
      instrumentations: theme.instruments.map((name) => taxonId('instrumentations', name)),
      topics: theme.topics.map((name) => taxonId('topics', name)),
      keywords: theme.keywords.map((name) => taxonId('keywords', name)),
    })),
  );
/** Element `i` (any integer, taken modulo its length) of a JSON array, as text. */
const nth = (array: string, i: string) => `(${array} ->> (${i} % jsonb_array_length(${array}))::int)`;

/** Album rows for numbers $1..$2, returning the id range (ids are consecutive inside one INSERT). */
const ALBUMS_SQL = `WITH ins AS (
  INSERT INTO albums (name, directory_name, description, release_date, label_id, cover_path)
  SELECT name, 'SYN' || lpad(g::text, 7, '0') || ' ' || name,
    'From the ' || (th ->> 'name') || ' collection: music for ' || (th ->> 'use') || '.',
    DATE '2000-01-01' + (${mix(7919)} % 9000)::int,
    (SELECT array_agg(id ORDER BY id) FROM labels)[1 + g % (SELECT count(*) FROM labels)],
    (SELECT array_agg(cover_path ORDER BY id) FROM albums WHERE cover_path IS NOT NULL AND id <= $3)
      [1 + g % $4]
  FROM generate_series($1::int, $2::int) g,
    LATERAL (SELECT $5::jsonb -> (g % jsonb_array_length($5::jsonb)) AS th) w,
    LATERAL (SELECT ${nth("th -> 'adjectives'", mix(104729))} || ' ' || ${nth("th -> 'nouns'", mix(1299709))} AS name) n
  RETURNING id)
SELECT min(id) AS first, max(id) AS last, count(*)::int AS n FROM ins`;

/**
 * Main tracks numbered $1..$2, twelve to an album from album id $3 (album number $4) on: names, tempos and a
 * description from the album's theme ($5), lengths. Metadata only: their files are the seeded ones, reused.
 */
const TRACKS_SQL = `WITH ins AS (
  INSERT INTO tracks (album_id, position, name, description, length, bpm, tempo_id, isrc)
  SELECT $3 + (g - $1) / ${TRACKS_PER_ALBUM}, 1 + (g - $1) % ${TRACKS_PER_ALBUM},
    ${nth("th -> 'adjectives'", mix(15485863))} || ' ' || ${nth("th -> 'nouns'", mix(32452843))},
    (th ->> 'name') || ' cue for ' || (th ->> 'use') || '.',
    30 + ${mix(7)} % 240, b.bpm,
    CASE WHEN b.bpm < 90 THEN 1 WHEN b.bpm < 115 THEN 2 WHEN b.bpm < 140 THEN 3 ELSE 4 END,
    'SY' || lpad(g::text, 10, '0')
  FROM generate_series($1::int, $2::int) g,
    LATERAL (SELECT $5::jsonb -> (($4 + (g - $1) / ${TRACKS_PER_ALBUM}) % jsonb_array_length($5::jsonb)) AS th) w,
    LATERAL (SELECT ((th ->> 'low')::int + ${mix(13)} % (th ->> 'span')::int) AS bpm) b
  RETURNING id)
SELECT min(id) AS first, max(id) AS last, count(*)::int AS n FROM ins`;

/** The theme of each track of $1..$2, from its album's number ($3 is album number minus album id). */
const TRACK_THEME = `FROM tracks tr, LATERAL (SELECT tr.id AS t,
    $4::jsonb -> ((tr.album_id + $3) % jsonb_array_length($4::jsonb)) AS th) x
  WHERE tr.id BETWEEN $1 AND $2`;

/** Taxonomy links (from each track's theme), composers, publishers and reused files of tracks $1..$2. */
const THEMED_LINKS_SQL = [
  `INSERT INTO tracks_genres (track_id, genre_id)
    SELECT t, jsonb_array_elements_text(th -> 'genres')::int ${TRACK_THEME}`,
  ...(['moods', 'instrumentations', 'topics', 'keywords'] as const).map(
    (table, i) => `INSERT INTO tracks_${table} (track_id, ${table.slice(0, -1)}_id)
      SELECT DISTINCT t, ${nth(`th -> '${table}'`, `(t * ${31 + i * 6} + k * ${7 + i})`)}::int
      ${TRACK_THEME.replace('WHERE', `, generate_series(0, ${i === 2 ? 0 : 1}) k WHERE`)}
      ON CONFLICT DO NOTHING`,
  ),
];
const LINKS_SQL = [
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
      const themes = themesJson();
      const albums = await range(client, ALBUMS_SQL, [
        albumNumber,
        albumNumber + albumCount - 1,
        albumTemplates,
        covers,
        themes,
      ]);
      const params = [number, number + size - 1, albums.first, albumNumber, themes];
      const tracks = await range(client, TRACKS_SQL, params);
      for (const sql of THEMED_LINKS_SQL)
        await client.query(sql, [tracks.first, tracks.last, albumNumber - albums.first, themes]);
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
