import { trackListResponseSchema } from '@rsm/shared/schemas';
import { getInLanguage, setUpTestApp } from '../../../test/helper';

// Searches are kept in memory until the catalogue changes; a change shows within a second (catalogue_version is
// read at most once a second).
describe('search results kept in memory', () => {
  const ctx = setUpTestApp();
  const get = getInLanguage(ctx);

  const search = async (query: string, language?: string) => {
    const response = await get(`/v1_rsm/tracks/search?${query}`, language);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    return trackListResponseSchema.parse(response.json());
  };
  const afterTheCheckInterval = () => new Promise((resolve) => setTimeout(resolve, 1100));

  it('answers a repeated search without querying the database', async () => {
    const first = await search('q[text][]=a&per=5');
    const queries = jest.spyOn(ctx.db.pool, 'query');
    try {
      const again = await search('q[text][]=a&per=5');
      expect(again).toEqual(first);
      // Only the once-a-second catalogue_version read may happen.
      const searchQueries = queries.mock.calls.filter(([sql]) => !String(sql).includes('catalogue_version'));
      expect(searchQueries).toEqual([]);
      // Same filters in another order, another language: a different search.
      await search('q[text][]=a&per=5', 'PTRSM');
      expect(queries).toHaveBeenCalled();
    } finally {
      queries.mockRestore();
    }
  });

  it('reads a search and its panel once when many ask for them at once', async () => {
    const queries = jest.spyOn(ctx.db.pool, 'query');
    try {
      const query = 'q[text][]=ambient&q[genres][]=Rock&per=7';
      const answers = await Promise.all([
        ...Array.from({ length: 8 }, () => get(`/v1_rsm/tracks/search?${query}`)),
        ...Array.from({ length: 8 }, () => get(`/v1_rsm/tracks/search/facets?${query}`)),
      ]);
      expect(answers.map((answer) => answer.statusCode)).toEqual(Array(16).fill(200));
      expect(new Set(answers.slice(0, 8).map((answer) => answer.body)).size).toBe(1);
      expect(new Set(answers.slice(8).map((answer) => answer.body)).size).toBe(1);
      // The search rows are read for the page (an estimate, then the page) and for the panel once, not per request.
      const rowReads = queries.mock.calls.filter(([sql]) => /track_(text|search)/.test(String(sql)));
      expect(rowReads.length).toBeLessThanOrEqual(4);
      expect(rowReads.length).toBeGreaterThan(0);
    } finally {
      queries.mockRestore();
    }
  });

  it('shows a renamed track once the search rows are refreshed', async () => {
    const before = await search('q[text][]=Zebrafinch');
    expect(before.meta.total_count).toBe(0);
    const listed = await search('per=1');
    const track = listed.tracks[0]!;
    await ctx.db.pool.query("UPDATE tracks SET name = 'Zebrafinch Theme' WHERE id = $1", [track.id]);
    await ctx.db.pool.query('SELECT refresh_track_search()');
    await afterTheCheckInterval();
    const after = await search('q[text][]=Zebrafinch');
    expect(after.tracks.map((found) => [found.id, found.name])).toEqual([[track.id, 'Zebrafinch Theme']]);
    // The page kept before the change shows the new name too.
    expect((await search('per=1')).tracks[0]!.name).toBe('Zebrafinch Theme');
  });

  it('resolves a renamed genre by its new name (any catalogue write moves the version)', async () => {
    const { rows } = await ctx.db.pool.query<{ name_en: string }>(
      'SELECT g.name_en FROM genres g WHERE EXISTS (SELECT 1 FROM tracks_genres j WHERE j.genre_id = g.id) LIMIT 1',
    );
    const genre = rows[0]!.name_en;
    const count = (await search(`q[genres][]=${encodeURIComponent(genre)}`)).meta.total_count;
    expect(count).toBeGreaterThan(0);
    expect((await search('q[genres][]=Glacial%20Drone')).meta.total_count).toBe(0);
    await ctx.db.pool.query("UPDATE genres SET name_en = 'Glacial Drone' WHERE name_en = $1", [genre]);
    await afterTheCheckInterval();
    expect((await search('q[genres][]=Glacial%20Drone')).meta.total_count).toBe(count);
    expect((await search(`q[genres][]=${encodeURIComponent(genre)}`)).meta.total_count).toBe(0);
  });
});
