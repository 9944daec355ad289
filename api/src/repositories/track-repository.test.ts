import type { Pool } from '@rsm/db/pool';
import { setUpTestApp } from '../../test/helper';
import { mediaUrls } from '../lib/media-urls';
import { catalogueCache } from './catalogue-cache';
import { trackRepository } from './track-repository';

/** The app's pool, counting the statements that read track cards. */
function countingDtoReads(pool: Pool) {
  const state = { reads: 0 };
  const counting = {
    query: (...args: Parameters<Pool['query']>) => {
      const [statement] = args as unknown as [{ name?: string } | string];
      if (typeof statement === 'object' && statement.name === 'track-cards') state.reads++;
      return (pool.query as (...a: unknown[]) => unknown)(...args);
    },
  } as unknown as Pool;
  return { pool: counting, state };
}

describe('trackRepository', () => {
  const ctx = setUpTestApp();
  const urls = mediaUrls('http://api.test');
  let ids: number[];
  beforeAll(async () => {
    const { rows } = await ctx.db.pool.query<{ id: number }>(
      'SELECT id FROM tracks WHERE main_track_id IS NULL ORDER BY id LIMIT 3',
    );
    ids = rows.map((row) => row.id);
  });

  it('keeps a track DTO until the catalogue changes, loading only the tracks not kept', async () => {
    const { pool, state } = countingDtoReads(ctx.db.pool);
    const tracks = trackRepository(pool, urls, catalogueCache(pool, { checkEveryMs: 0 }));
    const [first, second, third] = ids as [number, number, number];
    const before = (await tracks.find(first, 'en'))!.name;
    expect(await tracks.find(first, 'en')).toMatchObject({ id: first, name: before });
    expect(state.reads).toBe(1);
    // Kept per language: the Portuguese DTO is another.
    await tracks.find(first, 'pt');
    expect(state.reads).toBe(2);
    // In the order asked, the kept track not loaded again, an unknown id left out.
    const listed = await tracks.inOrder([third, first, 2_000_000_000, second], 'en');
    expect(listed.map((track) => track.id)).toEqual([third, first, second]);
    expect(state.reads).toBe(3);
    await tracks.inOrder([second, third], 'en');
    expect(state.reads).toBe(3);
    try {
      await ctx.db.pool.query("UPDATE tracks SET name = 'Renamed for the cache' WHERE id = $1", [first]);
      expect((await tracks.find(first, 'en'))!.name).toBe('Renamed for the cache');
      expect(state.reads).toBe(4);
    } finally {
      await ctx.db.pool.query('UPDATE tracks SET name = $2 WHERE id = $1', [first, before]);
    }
  });

  it('loads every time when the caches are off', async () => {
    const { pool, state } = countingDtoReads(ctx.db.pool);
    const tracks = trackRepository(pool, urls, catalogueCache(pool, { enabled: false }));
    await tracks.find(ids[0]!, 'en');
    await tracks.find(ids[0]!, 'en');
    expect(state.reads).toBe(2);
  });

  it("lists a main track's alternates, stems last, and an alternate's siblings the same way", async () => {
    const { rows } = await ctx.db.pool.query<{ main_track_id: number; ids: number[] }>(
      `SELECT main_track_id, array_agg(id ORDER BY stem, id) AS ids FROM tracks
       WHERE main_track_id IS NOT NULL GROUP BY main_track_id ORDER BY count(*) DESC, main_track_id LIMIT 1`,
    );
    const { main_track_id: mainId, ids: expected } = rows[0]!;
    const tracks = trackRepository(ctx.db.pool, urls, catalogueCache(ctx.db.pool, { checkEveryMs: 0 }));
    const alternates = await tracks.alternatives(mainId, 'en');
    expect(alternates.map((track) => track.id)).toEqual(expected);
    expect(alternates.every((track) => track.main_track_id === mainId)).toBe(true);
    expect(expected.length).toBeGreaterThan(1);
  });
});
