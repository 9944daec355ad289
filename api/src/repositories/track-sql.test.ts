import { setUpTestApp } from '../../test/helper';
import type { Language } from '../plugins/language';
import { descriptionSql, nameColumn, taxaJson } from './language-sql';
import { selectTracks, SOUND_COLUMNS } from './track-sql';

/** The statement selectTracks replaced (ten correlated subqueries a track): its rows are the reference. */
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

describe('selectTracks', () => {
  const ctx = setUpTestApp();
  let ids: number[];
  beforeAll(async () => {
    const { rows } = await ctx.db.pool.query<{ id: number }>('SELECT id FROM tracks ORDER BY id');
    ids = rows.map((row) => row.id);
  });

  const load = async (language: Language, wanted: number[]) =>
    (await ctx.db.pool.query<Row>(selectTracks(language, '$1::int[]'), [wanted])).rows;

  it.each(['en', 'pt'] as Language[])(
    'answers every seeded track exactly as one subquery per list did (%s)',
    async (language) => {
      const reference = await ctx.db.pool.query<Row>(perTrackSubqueries(language), [ids]);
      const rows = await load(language, ids);
      // Same columns in the same order with the same values: the DTOs serialise byte for byte alike.
      const serialised = (list: Row[]) =>
        [...list].sort((a, b) => a.id - b.id).map((row) => JSON.stringify(row));
      expect(serialised(rows)).toEqual(serialised(reference.rows));
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

  it('answers the tracks in the order of the ids, each as often as it is listed', async () => {
    const wanted = [ids[5]!, ids[1]!, ids[3]!, ids[1]!];
    expect((await load('en', wanted)).map((row) => row.id)).toEqual(wanted);
  });

  it('answers no track for no id or an unknown one', async () => {
    expect(await load('en', [])).toEqual([]);
    expect(await load('pt', [2_000_000_000])).toEqual([]);
  });
});
