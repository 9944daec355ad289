import { searchFacetsResponseSchema, trackListResponseSchema, type Track } from '@rsm/shared/schemas';
import { setUpTestApp } from '../../../test/helper';
import { anyErrorBody } from '../../../test/error-body';

const q = (field: string, value: string) => `q[${field}][]=${encodeURIComponent(value)}`;

describe('search by BPM range and key', () => {
  const ctx = setUpTestApp();
  /** A track with no BPM in its metadata, analysed at 77.4 BPM in F# major. */
  let unlabelled: Track;
  /** A track whose metadata says one tempo and the analysis another: the metadata wins. */
  let labelled: Track;

  beforeAll(async () => {
    const { rows } = await ctx.db.pool.query<{ id: number }>(
      'SELECT id FROM tracks WHERE main_track_id IS NULL AND bpm IS NOT NULL ORDER BY id LIMIT 2',
    );
    const [first, second] = rows.map((row) => row.id) as [number, number];
    await ctx.db.pool.query('UPDATE tracks SET bpm = NULL WHERE id = $1', [first]);
    await ctx.db.pool.query(
      `INSERT INTO track_sounds (track_id, bpm, key, features) VALUES ($1, 77.4, 'F# major', '{}'),
         ($2, 211.2, 'A minor', '{}')
       ON CONFLICT (track_id) DO UPDATE SET bpm = excluded.bpm, key = excluded.key`,
      [first, second],
    );
    await ctx.db.pool.query('SELECT refresh_track_search()');
    unlabelled = (await get(`/v1_rsm/tracks/${first}`)).json().track;
    labelled = (await get(`/v1_rsm/tracks/${second}`)).json().track;
  });

  function get(url: string) {
    return ctx.app.inject({ method: 'GET', url });
  }
  const search = async (query: string) => {
    const response = await get(`/v1_rsm/tracks/search?per=250&${query}`);
    expect(response.statusCode).toBe(200);
    return trackListResponseSchema.parse(response.json());
  };
  const ids = (found: { tracks: Track[] }) => found.tracks.map((track) => track.id);
  const tempo = (track: Track) => track.bpm ?? track.detected_bpm;
  /** Main tracks whose metadata tempo, or else analysed tempo, is within [from, to]: the rule, in SQL of its own. */
  const expectedCount = async (from: number, to: number) =>
    (
      await ctx.db.pool.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM tracks t LEFT JOIN track_sounds ts ON ts.track_id = t.id
         WHERE t.main_track_id IS NULL AND coalesce(t.bpm::real, ts.bpm) BETWEEN $1 AND $2`,
        [from, to],
      )
    ).rows[0]!.n;

  it('finds the tracks whose tempo is within an inclusive range', async () => {
    const found = await search(q('bpm', '90-110'));
    expect(found.meta.total_count).toBe(await expectedCount(90, 110));
    expect(found.meta.total_count).toBeGreaterThan(0);
    expect(found.tracks.every((track) => tempo(track)! >= 90 && tempo(track)! <= 110)).toBe(true);
    // Both ends are in: a range of one tempo finds the tracks at exactly that tempo.
    const exact = await search(q('bpm', `${labelled.bpm}-${labelled.bpm}`));
    expect(ids(exact)).toContain(labelled.id);
    expect(exact.tracks.every((track) => tempo(track) === labelled.bpm)).toBe(true);
  });

  it('reads one tempo as 3 % either side', async () => {
    const found = await search(q('bpm', '120'));
    expect(found.meta.total_count).toBe(await expectedCount(116.4, 123.6));
    expect(found.tracks.every((track) => Math.abs(tempo(track)! - 120) <= 3.6)).toBe(true);
  });

  it("takes the analysed tempo where the metadata has none, and the metadata's where it has one", async () => {
    expect(unlabelled.bpm).toBeNull();
    expect(unlabelled.detected_bpm).toBe(77.4);
    expect(ids(await search(q('bpm', '77')))).toContain(unlabelled.id);
    expect(ids(await search(q('bpm', '77.4-77.4')))).toContain(unlabelled.id);
    expect(ids(await search(q('bpm', '78-200')))).not.toContain(unlabelled.id);
    expect(ids(await search(q('bpm', '205-215')))).not.toContain(labelled.id);
    expect(ids(await search(q('bpm', `${labelled.bpm}`)))).toContain(labelled.id);
  });

  it('matches any of several ranges', async () => {
    const found = await search(`${q('bpm', '60-70')}&${q('bpm', '150-160')}`);
    expect(found.meta.total_count).toBe((await expectedCount(60, 70)) + (await expectedCount(150, 160)));
  });

  it('finds a key by its name, its short form or an enharmonic spelling', async () => {
    for (const spelling of ['F# major', 'Gb major', 'f#', 'F♯ maj', 'gb']) {
      const found = await search(q('key', spelling));
      expect(ids(found)).toEqual([unlabelled.id]);
      expect(found.tracks[0]!.detected_key).toBe('F# major');
    }
    expect(ids(await search(q('key', 'F#m')))).toEqual([]);
    for (const spelling of ['Am', 'A minor', 'amin', 'A min'])
      expect(ids(await search(q('key', spelling)))).toEqual([labelled.id]);
    expect(ids(await search(`${q('key', 'Am')}&${q('key', 'Gb')}`)).sort()).toEqual(
      [unlabelled.id, labelled.id].sort(),
    );
  });

  it('combines tempo and key with text and facets', async () => {
    const genre = unlabelled.genres[0]!.name;
    const both = await search(`${q('bpm', '70-80')}&${q('key', 'F# major')}&${q('genres', genre)}`);
    expect(ids(both)).toEqual([unlabelled.id]);
    const word = unlabelled.name.split(' ')[0]!;
    expect(ids(await search(`${q('text', word)}&${q('key', 'F#')}`))).toEqual([unlabelled.id]);
    expect(ids(await search(`${q('text', word)}&${q('key', 'C major')}`))).toEqual([]);
  });

  it('skips a detected tempo or key the analysis is unsure of, and says how sure it is on the track', async () => {
    const sure = async (bpm: number | null, key: number | null) => {
      await ctx.db.pool.query(
        'UPDATE track_sounds SET bpm_confidence = $2, key_confidence = $3 WHERE track_id = $1',
        [unlabelled.id, bpm, key],
      );
      await ctx.db.pool.query('SELECT refresh_track_search()');
      // A change shows in the search's caches within a second (catalogue-cache.ts): earlier tests cached these keys.
      await new Promise((resolve) => setTimeout(resolve, 1100));
    };
    try {
      await sure(0.12, 0.05);
      const track = (await get(`/v1_rsm/tracks/${unlabelled.id}`)).json().track as Track;
      expect(track).toMatchObject({ detected_bpm: 77.4, bpm_confidence: 0.12, key_confidence: 0.05 });
      expect(ids(await search(q('bpm', '77-78')))).not.toContain(unlabelled.id);
      expect(ids(await search(q('key', 'F# major')))).not.toContain(unlabelled.id);
      await sure(0.8, 0.7);
      expect(ids(await search(q('bpm', '77-78')))).toContain(unlabelled.id);
      expect(ids(await search(q('key', 'F# major')))).toContain(unlabelled.id);
    } finally {
      await sure(null, null);
    }
  });

  it('counts each key in the filter panel as choosing it finds: a key the analysis is unsure of is in neither', async () => {
    const keyOptions = async () => {
      const response = await get('/v1_rsm/tracks/search/facets');
      expect(response.statusCode).toBe(200);
      return searchFacetsResponseSchema.parse(response.json()).key;
    };
    const unsure = async (confidence: number | null) => {
      await ctx.db.pool.query('UPDATE track_sounds SET key_confidence = $2 WHERE track_id = $1', [
        unlabelled.id,
        confidence,
      ]);
      // A change shows in the search's caches within a second (catalogue-cache.ts).
      await new Promise((resolve) => setTimeout(resolve, 1100));
    };
    await unsure(0.05);
    try {
      const options = await keyOptions();
      expect(options.map((option) => option.value)).toContain('A minor');
      expect(options.map((option) => option.value)).not.toContain('F# major');
      for (const option of options) {
        const found = await search(q('key', option.value));
        expect({ key: option.value, count: found.meta.total_count }).toEqual({
          key: option.value,
          count: option.count,
        });
      }
    } finally {
      await unsure(null);
    }
  });

  it('answers 422 with a message for a range or key it cannot read, never 500', async () => {
    for (const [field, value] of [
      ['bpm', '110-90'],
      ['bpm', 'fast'],
      ['bpm', '0'],
      ['bpm', '90-1200'],
      ['bpm', '-5'],
      ['key', 'H major'],
      ['key', 'A dorian'],
      ['key', ''],
    ] as const) {
      const response = await get(`/v1_rsm/tracks/search?${q(field, value)}`);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual(anyErrorBody());
      if (value) expect(JSON.stringify(response.json())).toContain(value);
    }
  });

  it('documents both filters in the OpenAPI document', async () => {
    const document = JSON.stringify(ctx.app.swagger());
    expect(document).toContain('BPM ranges, 90-110 inclusive');
    expect(document).toContain('Keys as the analysis names them');
  });
});
