import type { Pool } from '@rsm/db/pool';
import { setUpTestApp } from '../../test/helper';
import { mediaUrls } from '../lib/media-urls';
import { albumRepository } from './album-repository';
import { catalogueCache } from './catalogue-cache';

/** The app's pool, counting the statements it is sent but the catalogue version's reads. */
function counting(pool: Pool) {
  const state = { statements: 0 };
  const counted = {
    query: (...args: unknown[]) => {
      const [statement] = args as [string | { text: string }];
      const text = typeof statement === 'string' ? statement : statement.text;
      if (!text.includes('FROM catalogue_version')) state.statements++;
      return (pool.query as (...a: unknown[]) => unknown)(...args);
    },
  } as unknown as Pool;
  return { pool: counted, state };
}

describe('albumRepository', () => {
  const ctx = setUpTestApp();
  const newestFirst = { field: 'release_date', direction: 'desc' } as const;

  it('keeps the album list and its albums until the catalogue changes', async () => {
    const { pool, state } = counting(ctx.db.pool);
    const albums = albumRepository(
      pool,
      mediaUrls('http://api.test'),
      catalogueCache(pool, { checkEveryMs: 0 }),
    );
    const page = { page: 1, per: 3, offset: 0 };
    const first = await albums.list(page, newestFirst, 'en');
    expect(first.albums).toHaveLength(3);
    const afterFirst = state.statements;
    // Asked again: nothing but the catalogue's version is read.
    expect(await albums.list(page, newestFirst, 'en')).toEqual(first);
    expect(state.statements).toBe(afterFirst);
    const [newest] = first.albums;
    try {
      await ctx.db.pool.query("UPDATE albums SET name = 'Renamed for the cache' WHERE id = $1", [newest!.id]);
      const again = await albums.list(page, newestFirst, 'en');
      expect(again.albums[0]).toMatchObject({ id: newest!.id, name: 'Renamed for the cache' });
      expect(again.total).toBe(first.total);
    } finally {
      await ctx.db.pool.query('UPDATE albums SET name = $2 WHERE id = $1', [newest!.id, newest!.name]);
    }
  });

  it('answers albums by id in the order asked, unknown ids left out', async () => {
    const albums = albumRepository(ctx.db.pool, mediaUrls('http://api.test'), catalogueCache(ctx.db.pool));
    const { albums: listed } = await albums.list({ page: 1, per: 3, offset: 0 }, newestFirst, 'en');
    const ids = listed.map((album) => album.id).reverse();
    const found = await albums.findMany([ids[0]!, 2_000_000_000, ...ids.slice(1)], 'pt');
    expect(found.map((album) => album.id)).toEqual(ids);
  });
});
