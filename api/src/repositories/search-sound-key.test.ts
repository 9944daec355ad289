import { SOUND_CONFIDENCE } from '@rsm/shared/schemas';
import { setUpTestApp } from '../../test/helper';

type Queryable = { query: ReturnType<typeof setUpTestApp>['db']['pool']['query'] };

/** A track's key on both kinds of search row. */
const keysOf = async (db: Queryable, id: number) =>
  (
    await db.query<{ search: string | null; text: string | null }>(
      `SELECT s.sound_key AS search, t.sound_key AS text FROM track_search s JOIN track_text t USING (track_id)
       WHERE s.track_id = $1`,
      [id],
    )
  ).rows[0];
/** Writes a track's analysis, as the analysis does: key and confidence. */
const analyse = `INSERT INTO track_sounds (track_id, key, key_confidence, features) VALUES ($1, $2, $3, '{}')
  ON CONFLICT (track_id) DO UPDATE SET key = excluded.key, key_confidence = excluded.key_confidence`;

// The key the analysis is sure of, kept on both kinds of search row (migration 510) by triggers on track_sounds.
describe('the search rows’ sound key', () => {
  const ctx = setUpTestApp();

  it('keeps a key only from the confidence the filter requires, as SOUND_CONFIDENCE says', async () => {
    const { rows } = await ctx.db.pool.query<{
      sure: string | null;
      unsure: string | null;
      old: string | null;
    }>(
      `SELECT rsm_confident_key('A minor', $1::real) AS sure,
         rsm_confident_key('A minor', ($1 - 0.01)::real) AS unsure,
         rsm_confident_key('A minor', NULL) AS old`,
      [SOUND_CONFIDENCE.key],
    );
    expect(rows[0]).toEqual({ sure: 'A minor', unsure: null, old: 'A minor' });
  });

  it('follows every write to the analysis in the writer’s transaction, without a refresh', async () => {
    const { rows } = await ctx.db.pool.query<{ id: number; kept: Record<string, unknown> | null }>(
      `SELECT t.track_id AS id, (SELECT to_json(ts) FROM track_sounds ts WHERE ts.track_id = t.track_id) AS kept
       FROM track_text t ORDER BY t.track_id LIMIT 1`,
    );
    const { id, kept } = rows[0]!;

    const client = await ctx.db.pool.connect();
    try {
      await client.query('BEGIN');
      await client.query(analyse, [id, 'Eb minor', 0.9]);
      expect(await keysOf(client, id)).toEqual({ search: 'Eb minor', text: 'Eb minor' });
      await client.query('UPDATE track_sounds SET key_confidence = 0.05 WHERE track_id = $1', [id]);
      expect(await keysOf(client, id)).toEqual({ search: null, text: null });
      await client.query('ROLLBACK');
    } finally {
      client.release();
    }

    await ctx.db.pool.query(analyse, [id, 'Eb minor', 0.9]);
    expect(await keysOf(ctx.db.pool, id)).toEqual({ search: 'Eb minor', text: 'Eb minor' });
    await ctx.db.pool.query('DELETE FROM track_sounds WHERE track_id = $1', [id]);
    expect(await keysOf(ctx.db.pool, id)).toEqual({ search: null, text: null });
    // A refresh keeps what the triggers wrote.
    await ctx.db.pool.query('SELECT refresh_track_search()');
    expect(await keysOf(ctx.db.pool, id)).toEqual({ search: null, text: null });

    if (kept) {
      await ctx.db.pool.query(
        'INSERT INTO track_sounds SELECT * FROM json_populate_record(NULL::track_sounds, $1)',
        [kept],
      );
      const { rows: expected } = await ctx.db.pool.query<{ key: string | null }>(
        'SELECT rsm_confident_key(key, key_confidence) AS key FROM track_sounds WHERE track_id = $1',
        [id],
      );
      expect(await keysOf(ctx.db.pool, id)).toEqual({ search: expected[0]!.key, text: expected[0]!.key });
    }
  });
});

describe('what the refresh writes into track_text', () => {
  const ctx = setUpTestApp();

  it('gives the rows it adds their keys, and writes tracks alike side by side (genres, moods, instruments, keywords)', async () => {
    // Rows the refresh adds, their keys not written yet: it writes them before the copy.
    await ctx.db.pool.query(
      `INSERT INTO track_sounds (track_id, key, key_confidence, features)
       SELECT track_id, 'D minor', 0.8, '{}' FROM track_search ORDER BY track_id LIMIT 3
       ON CONFLICT (track_id) DO UPDATE SET key = excluded.key, key_confidence = excluded.key_confidence`,
    );
    await ctx.db.pool.query('TRUNCATE track_text');
    await ctx.db.pool.query('UPDATE track_search SET sound_key = NULL');
    await ctx.db.pool.query('SELECT refresh_track_search()');
    const { rows: keys } = await ctx.db.pool.query<{ stored: string | null; analysed: string | null }>(
      `SELECT t.sound_key AS stored, rsm_confident_key(ts.key, ts.key_confidence) AS analysed
       FROM track_text t LEFT JOIN track_sounds ts USING (track_id)`,
    );
    expect(keys.filter(({ stored }) => stored === 'D minor')).toHaveLength(3);
    expect(keys.filter(({ stored, analysed }) => stored !== analysed)).toEqual([]);

    const order = async (by: string) =>
      (
        await ctx.db.pool.query<{ id: number }>(`SELECT track_id AS id FROM track_text ORDER BY ${by}`)
      ).rows.map((row) => row.id);
    const stored = await order('ctid');
    expect(stored.length).toBeGreaterThan(10);
    // How far a row lies from its place in an order, at most (a row short enough for the room left in an earlier
    // page goes there, a page away at most). Five or six of these rows fill a page.
    const furthest = (ids: number[]) => Math.max(...ids.map((id, i) => Math.abs(stored.indexOf(id) - i)));
    expect(
      furthest(await order('genre_ids, mood_ids, instrumentation_ids, keyword_ids, track_id')),
    ).toBeLessThanOrEqual(6);
    expect(furthest(await order('track_id'))).toBeGreaterThan(6);
  });

  it('leaves room in its pages for the keys analysed after it: the rows stay beside the tracks alike', async () => {
    // A catalogue is refreshed once imported, its recordings analysed after, one at a time (migration 520).
    await ctx.db.pool.query('TRUNCATE track_text');
    await ctx.db.pool.query('SELECT refresh_track_search()');
    const placed = async () =>
      (
        await ctx.db.pool.query<{ id: number; page: number }>(
          'SELECT track_id AS id, (ctid::text::point)[0]::int AS page FROM track_text ORDER BY track_id',
        )
      ).rows;
    const before = await placed();
    const pages = [...new Set(before.map(({ page }) => page))].sort((a, b) => a - b);
    expect(pages.length).toBeGreaterThan(2);
    // A track of each full page (more pages follow it) analysed, with a key it did not have. (One per page: a page
    // makes room again only once nothing running could still read the versions it replaced, which a test cannot
    // wait for.)
    const analysed = pages.slice(0, -1).map((page) => before.find((row) => row.page === page)!);
    for (const { id } of analysed) await ctx.db.pool.query(analyse, [id, 'F# minor', 0.95]);
    expect(await keysOf(ctx.db.pool, analysed[0]!.id)).toEqual({ search: 'F# minor', text: 'F# minor' });
    expect(await placed()).toEqual(before);
  });
});
