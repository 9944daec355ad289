import { trackListResponseSchema } from '@rsm/shared/schemas';
import { setUpTestApp } from '../../test/helper';
import type { TextMeaning } from '../lib/text-query';
import { VOCABULARY } from '../search/read-brief';
import { loadCatalogueTerms, meantTerms } from './search-brief';
import { meaningKey, storeVocabulary } from './search-meaning-totals';
import { searchConditions } from './search-sql';

// The brief vocabulary's phrases counted at the refresh (migration 530), and the search answering those totals.
describe('brief phrases’ totals counted at the refresh', () => {
  const ctx = setUpTestApp();

  /** How many tracks the search matches for the meaning alone, counted with the search's own conditions. */
  const liveCount = async (meaning: TextMeaning) => {
    const { conditions, params } = searchConditions({}, [], { words: [], bpm: null, meanings: [meaning] });
    const { rows } = await ctx.db.pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM track_text s WHERE ${conditions.join(' AND ')}`,
      params,
    );
    return rows[0]!.n;
  };
  const stored = async () =>
    new Map(
      (
        await ctx.db.pool.query<{ meaning: string; total: number }>(
          'SELECT meaning, total FROM search_meaning_totals',
        )
      ).rows.map(({ meaning, total }) => [meaning, total]),
    );

  it('counts every phrase of the vocabulary, and its terms alone, as the search matches them', async () => {
    expect(await storeVocabulary(ctx.db.pool)).toBe(true);
    await ctx.db.pool.query('SELECT refresh_search_meaning_totals()');
    expect(await storeVocabulary(ctx.db.pool)).toBe(false);
    const totals = await stored();
    const catalogue = await loadCatalogueTerms(ctx.db.pool);
    let checked = 0;
    for (const phrase of VOCABULARY.values()) {
      const terms = meantTerms(phrase.terms, catalogue);
      if (!terms.length) continue;
      for (const meaning of [
        { words: phrase.words, terms },
        { words: [], terms },
      ]) {
        expect([meaningKey(meaning), totals.get(meaningKey(meaning))]).toEqual([
          meaningKey(meaning),
          await liveCount(meaning),
        ]);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(300);
    // Some phrase is found by its own words beyond its terms: the words are counted too.
    const sunny = { words: ['sunny'], terms: meantTerms(VOCABULARY.get('sunny')!.terms, catalogue) };
    expect(totals.get(meaningKey(sunny))).toBeGreaterThan(0);
  });

  it('answers a phrase searched alone with the total the refresh counted, until the catalogue changes', async () => {
    await storeVocabulary(ctx.db.pool);
    await ctx.db.pool.query('SELECT refresh_track_search()');
    const catalogue = await loadCatalogueTerms(ctx.db.pool);
    const key = meaningKey({
      words: ['cheerful'],
      terms: meantTerms(VOCABULARY.get('cheerful')!.terms, catalogue),
    });
    // A total only the refresh could have written: the search reads it rather than counting.
    await ctx.db.pool.query('UPDATE search_meaning_totals SET total = 4321 WHERE meaning = $1', [key]);
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/v1_rsm/tracks/search?q[text][]=Cheerful&per=5',
    });
    expect(response.statusCode).toBe(200);
    const found = trackListResponseSchema.parse(response.json());
    expect(found.meta.total_count).toBe(4321);
    expect(found.tracks.length).toBeGreaterThan(0);

    // A track leaving the search rows outside a refresh makes every phrase's total unknown: counted again.
    await ctx.db.pool.query(
      'DELETE FROM track_search WHERE track_id = (SELECT min(track_id) FROM track_text)',
    );
    expect((await stored()).size).toBe(0);
    expect(await storeVocabulary(ctx.db.pool)).toBe(true);
  });

  it('finds the same page of a brief whichever of its phrases the index reads', async () => {
    await storeVocabulary(ctx.db.pool);
    await ctx.db.pool.query('SELECT refresh_track_search()');
    const catalogue = await loadCatalogueTerms(ctx.db.pool);
    const keyOf = (word: string) =>
      meaningKey({ words: [word], terms: meantTerms(VOCABULARY.get(word)!.terms, catalogue) });
    const queries = jest.spyOn(ctx.db.pool, 'query');
    const brief = 'q[text][]=upbeat%20corporate%2C%20no%20vocals';
    /**
     * The first 30 matches, the total and the filter panel, each time with another page size and length range
     * (every track is shorter than an hour; searches and panels are kept in memory).
     */
    const page = async (per: number) => {
      queries.mockClear();
      const [response, panel] = await Promise.all(
        [
          `/v1_rsm/tracks/search?${brief}&per=${per}`,
          `/v1_rsm/tracks/search/facets?${brief}&q[length][]=0-${3500 + per}`,
        ].map((url) => ctx.app.inject({ method: 'GET', url })),
      );
      expect([response!.statusCode, panel!.statusCode]).toEqual([200, 200]);
      const found = trackListResponseSchema.parse(response!.json());
      const sql = queries.mock.calls.map(([text]) => String(text)).join('\n');
      return {
        total: found.meta.total_count,
        ids: found.tracks.slice(0, 30).map((track) => track.id),
        panel: panel!.json(),
        rowTested: (sql.match(/\) IS TRUE/g) ?? []).length,
      };
    };
    try {
      // "corporate" made the rarer phrase: "upbeat" is tested on its rows.
      await ctx.db.pool.query(
        `UPDATE search_meaning_totals SET total = CASE meaning WHEN $1 THEN 1 ELSE 100000 END
         WHERE meaning IN ($1, $2)`,
        [keyOf('corporate'), keyOf('upbeat')],
      );
      const upbeatTested = await page(30);
      expect(upbeatTested.total).toBeGreaterThan(0);
      expect(upbeatTested.ids.length).toBeGreaterThan(0);
      // The search and its panel each tested "upbeat" row by row.
      expect(upbeatTested.rowTested).toBeGreaterThanOrEqual(2);
      expect(upbeatTested.panel.total_count).toBe(upbeatTested.total);
      // The other way round, then neither counted (both read from the index): the same tracks in the same order.
      await ctx.db.pool.query(
        `UPDATE search_meaning_totals SET total = CASE meaning WHEN $1 THEN 1 ELSE 100000 END
         WHERE meaning IN ($1, $2)`,
        [keyOf('upbeat'), keyOf('corporate')],
      );
      expect(await page(31)).toEqual(upbeatTested);
      await ctx.db.pool.query('DELETE FROM search_meaning_totals');
      expect(await page(32)).toEqual({ ...upbeatTested, rowTested: 0 });
    } finally {
      queries.mockRestore();
    }
  });
});
