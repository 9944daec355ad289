import { setUpTestApp } from '../../test/helper';
import type { Language } from '../plugins/language';
import { descriptionSql, nameColumn, taxaJson } from './language-sql';
import { BUILT_CARDS, STORED_CARDS } from './track-sql';

/** What the analysis of a track's audio found (track_sounds ts), rounded as shown. */
const SOUND_COLUMNS = `round(ts.bpm::numeric, 1)::float8 AS detected_bpm, ts.key AS detected_key,
  round(ts.loudness_lufs::numeric, 1)::float8 AS loudness_lufs,
  round(ts.bpm_confidence::numeric, 2)::float8 AS bpm_confidence,
  round(ts.key_confidence::numeric, 2)::float8 AS key_confidence`;

/** The first statement of a DTO (ten correlated subqueries a track): its rows are the reference for the cards. */
function perTrackSubqueries(language: Language): string {
  const people = (role: 'composer' | 'lyricist') => `COALESCE((SELECT json_agg(json_build_object(
      'id', c.id, 'uuid', c.uuid, 'first_name', c.first_name, 'last_name', c.last_name, 'ipi', c.ipi)
      ORDER BY c.last_name, c.id)
    FROM composers_tracks ct JOIN composers c ON c.id = ct.composer_id
    WHERE ct.track_id = t.id AND ct.role = '${role}'), '[]')`;
  return `SELECT t.id, t.external_id, t.external_main_id, t.main_track_id, t.name, t.version, t.stem,
    ${descriptionSql('t', language)} AS description,
    t.length, t.bpm, t.isrc, t.prs, t.filename, t.mixout, t.explicit, t.directory_with_number,
    tp.${nameColumn(language)} AS tempo,
    (SELECT count(*) FROM tracks alt WHERE alt.main_track_id = t.id) AS alternative_tracks_count,
    COALESCE((SELECT json_object_agg(f.format, f.size ORDER BY f.format) FROM track_files f WHERE f.track_id = t.id), '{}') AS file_sizes,
    EXISTS (SELECT 1 FROM track_files f WHERE f.track_id = t.id AND f.peaks_path IS NOT NULL) AS has_peaks,
    ${people('composer')} AS composers,
    ${people('lyricist')} AS lyricists,
    COALESCE((SELECT json_agg(json_build_object('composer_id', ct.composer_id, 'pr_ownership_share', ct.pr_ownership_share)
      ORDER BY ct.composer_id) FROM composers_tracks ct WHERE ct.track_id = t.id), '[]') AS composers_tracks,
    CASE WHEN l.id IS NULL THEN '[]'::json ELSE json_build_array(json_build_object('id', l.id, 'name', l.name)) END AS labels,
    COALESCE((SELECT json_agg(json_build_object('id', p.id, 'name', p.name) ORDER BY p.name)
      FROM publishers_tracks pt JOIN publishers p ON p.id = pt.publisher_id WHERE pt.track_id = t.id), '[]') AS publishers,
    ${taxaJson('genres', 'track', 't', language)} AS genres,
    ${taxaJson('instrumentations', 'track', 't', language)} AS instrumentations,
    ${taxaJson('moods', 'track', 't', language)} AS moods,
    ${taxaJson('keywords', 'track', 't', language)} AS keywords,
    ${taxaJson('topics', 'track', 't', language)} AS topics,
    a.id AS album_id, a.uuid AS album_uuid, a.name AS album_name, a.cover_path AS album_cover_path, ${SOUND_COLUMNS}
  FROM tracks t
  LEFT JOIN track_sounds ts ON ts.track_id = t.id
  JOIN albums a ON a.id = t.album_id
  LEFT JOIN labels l ON l.id = a.label_id
  LEFT JOIN tempos tp ON tp.id = t.tempo_id
  WHERE t.id = ANY($1::int[])`;
}

type Row = Record<string, unknown> & { id: number };

describe('track cards', () => {
  const ctx = setUpTestApp();
  let ids: number[];
  beforeAll(async () => {
    const { rows } = await ctx.db.pool.query<{ id: number }>('SELECT id FROM tracks ORDER BY id');
    ids = rows.map((row) => row.id);
  });

  const cards = async (sql: string, language: Language, wanted: number[]) =>
    (await ctx.db.pool.query<{ card: Row }>(sql, [wanted, language])).rows.map((row) => row.card);
  const serialised = (list: Row[]) => [...list].sort((a, b) => a.id - b.id).map((row) => JSON.stringify(row));

  it.each(['en', 'pt'] as Language[])(
    'stores and builds every seeded track exactly as one subquery per list did (%s)',
    async (language) => {
      const reference = await ctx.db.pool.query<Row>(perTrackSubqueries(language), [ids]);
      // Same columns in the same order with the same values: the DTOs serialise byte for byte alike.
      expect(serialised(await cards(BUILT_CARDS, language, ids))).toEqual(serialised(reference.rows));
      expect(serialised(await cards(STORED_CARDS, language, ids))).toEqual(serialised(reference.rows));
      // The seed covers every list, so the comparison is not of empty lists only.
      const some = (test: (row: Row) => boolean) => reference.rows.some(test);
      const filled = (column: string) => some((row) => (row[column] as unknown[]).length > 0);
      expect(some((row) => Number(row.alternative_tracks_count) > 0)).toBe(true);
      expect(some((row) => Object.keys(row.file_sizes as object).length > 1)).toBe(true);
      expect(some((row) => row.has_peaks === true)).toBe(true);
      const lists = ['composers', 'lyricists', 'composers_tracks', 'labels', 'publishers', 'genres', 'moods'];
      for (const column of [...lists, 'instrumentations', 'keywords', 'topics'])
        expect(filled(column)).toBe(true);
    },
  );

  it('answers no card for no id or an unknown one', async () => {
    expect(await cards(BUILT_CARDS, 'en', [])).toEqual([]);
    expect(await cards(STORED_CARDS, 'pt', [2_000_000_000])).toEqual([]);
  });

  it('keeps each stored card as its tables are written, in the writing transaction', async () => {
    const client = await ctx.db.pool.connect();
    const track = ids[0]!;
    try {
      await client.query('BEGIN');
      const writes = [
        `UPDATE track_files SET size = 42 WHERE track_id = ${track}`,
        `INSERT INTO track_sounds (track_id, bpm, features) VALUES (${track}, 99.44, '{}')
         ON CONFLICT (track_id) DO UPDATE SET bpm = 99.44`,
        `DELETE FROM tracks_genres WHERE track_id = ${track}`,
        `UPDATE albums SET name = 'Renamed' WHERE id = (SELECT album_id FROM tracks WHERE id = ${track})`,
        `UPDATE moods SET name_pt = 'Renomeado' WHERE id IN (SELECT mood_id FROM tracks_moods WHERE track_id = ${track})`,
        `UPDATE tracks SET main_track_id = ${track} WHERE id = (SELECT max(id) FROM tracks
         WHERE id <> ${track} AND main_track_id IS DISTINCT FROM ${track})`,
      ];
      const read = async (language: Language) =>
        JSON.stringify((await client.query<{ card: Row }>(STORED_CARDS, [[track], language])).rows[0]!.card);
      const reference = async (language: Language) =>
        JSON.stringify((await client.query<Row>(perTrackSubqueries(language), [[track]])).rows[0]);
      for (const write of writes) {
        const before = await read('pt');
        await client.query(write);
        expect(await read('pt')).not.toBe(before);
        expect(await read('pt')).toBe(await reference('pt'));
        expect(await read('en')).toBe(await reference('en'));
      }
    } finally {
      await client.query('ROLLBACK');
      client.release();
    }
    // Rolled back with the writes.
    const [stored] = await cards(STORED_CARDS, 'en', [track]);
    expect(JSON.stringify(stored)).toBe(
      JSON.stringify((await ctx.db.pool.query<Row>(perTrackSubqueries('en'), [[track]])).rows[0]),
    );
  });

  it('builds the card of a track written since the refresh, and the refresh stores it', async () => {
    await ctx.db.pool.query(`DELETE FROM track_cards WHERE track_id = ${ids[2]!}`);
    expect(await cards(STORED_CARDS, 'en', [ids[2]!])).toEqual([]);
    const [built] = await cards(BUILT_CARDS, 'en', [ids[2]!]);
    expect(built!.id).toBe(ids[2]);
    await ctx.db.pool.query('SELECT refresh_track_search()');
    expect(await cards(STORED_CARDS, 'en', [ids[2]!])).toEqual([built]);
  });
});
