import { trackListResponseSchema } from '@rsm/shared/schemas';
import { setUpTestApp } from '../../../test/helper';

/**
 * Totals counted at the refresh (search_word_totals): a word in many tracks and the whole catalogue answer the
 * count a search would make, and a change outside a refresh makes the search count again.
 */
describe('search totals counted at the refresh', () => {
  const ctx = setUpTestApp();

  const search = async (query: string) => {
    const response = await ctx.app.inject({ method: 'GET', url: `/v1_rsm/tracks/search?${query}` });
    expect(response.statusCode).toBe(200);
    return trackListResponseSchema.parse(response.json());
  };
  const countOf = async (word: string) =>
    (
      await ctx.db.pool.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM track_text WHERE doc @@ rsm_prefix_query($1)',
        [word],
      )
    ).rows[0]!.n;
  /** The catalogue's commonest word that the refresh counted. */
  const commonWord = async () =>
    (
      await ctx.db.pool.query<{ word: string }>(
        `SELECT w.word FROM search_words w JOIN search_word_totals t ON t.query = rsm_prefix_query(w.word)::text
         WHERE w.word ~ '^[a-z]{4,}$' ORDER BY t.total DESC, w.word LIMIT 1`,
      )
    ).rows[0]!.word;

  it('answers the counted total of a common word and of every track, with their pages in order', async () => {
    const word = await commonWord();
    const found = await search(`q[text][]=${word}&per=5&page=2`);
    expect(found.meta.total_count).toBe(await countOf(word));
    expect(found.tracks).toHaveLength(5);
    const first = await search(`q[text][]=${word}&per=10`);
    expect(first.tracks.slice(5).map((track) => track.id)).toEqual(found.tracks.map((track) => track.id));

    const all = (await ctx.db.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM track_search'))
      .rows[0]!.n;
    const byName = await search('sort=track_name%20asc&per=3');
    expect(byName.meta.total_count).toBe(all);
    const names = byName.tracks.map((track) => track.name.toLowerCase());
    expect(names).toEqual([...names].sort());
  });

  it("gives the search bar a typed beginning's total from the refresh, not from reading its tracks", async () => {
    const word = await commonWord();
    const typed = word.slice(0, 2);
    const key = (
      await ctx.db.pool.query<{ key: string }>('SELECT rsm_prefix_query($1)::text AS key', [typed])
    ).rows[0]!.key;
    const stored = await ctx.db.pool.query<{ total: number }>(
      'SELECT total FROM search_word_totals WHERE query = $1',
      [key],
    );
    expect(stored.rows[0]?.total).toBe(await countOf(typed));
    // A total only the refresh could have written: the bar's count is read from it.
    await ctx.db.pool.query('UPDATE search_word_totals SET total = 7 WHERE query = $1', [key]);
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/v1_rsm/searches/suggestions?q=${typed}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ total_count: 7 });
    await ctx.db.pool.query('SELECT refresh_search_word_totals()');
  });

  it('counts again once a track leaves the search tables outside a refresh', async () => {
    const word = await commonWord();
    const before = (await search(`q[text][]=${word}&per=1`)).meta.total_count;
    const all = (await search('sort=track_name%20desc&per=1')).meta.total_count;
    await ctx.db.pool.query(
      'DELETE FROM track_search WHERE track_id = (SELECT track_id FROM track_text WHERE doc @@ rsm_prefix_query($1) LIMIT 1)',
      [word],
    );
    expect((await ctx.db.pool.query('SELECT 1 FROM search_word_totals')).rowCount).toBe(0);
    // Deleting the track itself would bump the catalogue's version (its trigger); the searches' own caches notice
    // that within a second.
    await ctx.db.pool.query('UPDATE catalogue_version SET version = version + 1');
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await search(`q[text][]=${word}&per=2`)).meta.total_count).toBe(before - 1);
    expect((await search('sort=track_name%20asc&per=2')).meta.total_count).toBe(all - 1);
    await ctx.db.pool.query('SELECT refresh_track_search()');
    expect((await ctx.db.pool.query('SELECT 1 FROM search_word_totals')).rowCount).toBeGreaterThan(1);
  });
});
