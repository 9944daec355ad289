import { setUpTestApp } from '../../test/helper';
import { parseText } from '../lib/text-query';
import type { Language } from '../plugins/language';
import { catalogueCache } from './catalogue-cache';
import { searchRepository, type SearchInput } from './search-repository';

// Text searches without filters read track_text (migration 092), copies that the refresh keeps.
describe('text search after the catalogue changes', () => {
  const ctx = setUpTestApp();

  const found = async (text: string, language: Language): Promise<number[]> => {
    const search = searchRepository(ctx.db.pool, catalogueCache(ctx.db.pool, { enabled: false }));
    const input: SearchInput = {
      filters: { text: [text] },
      text: parseText(text),
      language,
      sort: { field: 'relevance', direction: 'desc' },
    };
    return (await search.tracks(input, { page: 1, per: 250, offset: 0 })).ids;
  };

  it('finds a renamed track by its new name in both languages once the search rows are refreshed', async () => {
    const { rows } = await ctx.db.pool.query<{ id: number; name: string }>(
      'SELECT id, name FROM tracks WHERE main_track_id IS NULL ORDER BY id LIMIT 1',
    );
    const { id, name } = rows[0]!;
    const rename = (to: string) => ctx.db.pool.query('UPDATE tracks SET name = $2 WHERE id = $1', [id, to]);
    await rename('Quokkawave');
    expect(await found('quokkawave', 'en')).toEqual([]);

    await ctx.db.pool.query('SELECT refresh_track_search()');
    expect(await found('quokkawave', 'en')).toEqual([id]);
    expect(await found('Quokka', 'pt')).toEqual([id]);

    await rename(name);
    await ctx.db.pool.query('SELECT refresh_track_search()');
    expect(await found('quokkawave', 'en')).toEqual([]);
    expect(await found('quokkawave', 'pt')).toEqual([]);
  });

  it('leaves nothing for searches to scan in the GIN pending lists after a refresh', async () => {
    await ctx.db.pool.query("UPDATE tracks SET description = 'A pelican chorus' WHERE main_track_id IS NULL");
    await ctx.db.pool.query('SELECT refresh_track_search()');
    const mains = await ctx.db.pool.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM tracks WHERE main_track_id IS NULL',
    );
    expect((await found('pelican', 'pt')).length).toBe(mains.rows[0]!.n);
    // gin_clean_pending_list answers how many pending pages it merged: the refresh left none.
    const { rows } = await ctx.db.pool.query<{ merged: number }>(
      `SELECT gin_clean_pending_list(i.indexrelid)::int AS merged FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
       WHERE i.indrelid IN ('track_text'::regclass, 'track_search'::regclass)
         AND c.relam = (SELECT oid FROM pg_am WHERE amname = 'gin')`,
    );
    expect(rows.length).toBeGreaterThan(6);
    expect(rows.map((row) => row.merged)).toEqual(rows.map(() => 0));
  });
});
