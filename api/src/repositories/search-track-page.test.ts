import { setUpTestApp } from '../../test/helper';
import { parseText } from '../lib/text-query';
import { catalogueCache } from './catalogue-cache';
import { searchRepository, type SearchInput } from './search-repository';

// A ranked search reads its matches once when they are few: the page and the total in the same statement.
describe('a page of a ranked search', () => {
  const ctx = setUpTestApp();

  const ranked = (text: string): SearchInput => ({
    filters: { text: [text] },
    text: parseText(text),
    language: 'en',
    sort: { field: 'relevance', direction: 'desc' },
  });

  /** The statements a search ran that read the search rows, and its answer. */
  async function statementsOf(input: SearchInput, page = 1) {
    const search = searchRepository(ctx.db.pool, catalogueCache(ctx.db.pool, { enabled: false }));
    const query = jest.spyOn(ctx.db.pool, 'query');
    try {
      const found = await search.tracks(input, { page, per: 5, offset: (page - 1) * 5 });
      const reads = query.mock.calls
        .map(([sql]) => String(typeof sql === 'string' ? sql : (sql as { text: string }).text))
        .filter((sql) => /FROM track_(text|search) s/.test(sql) && !sql.startsWith('EXPLAIN'));
      return { reads, found };
    } finally {
      query.mockRestore();
    }
  }

  /** A word of a track's name: a ranked search matching some of the catalogue. */
  const someWord = async () => {
    const { rows } = await ctx.db.pool.query<{ word: string }>(
      `SELECT split_part(name, ' ', 1) AS word FROM tracks WHERE main_track_id IS NULL AND name LIKE '% %'
       ORDER BY id LIMIT 1`,
    );
    return rows[0]!.word;
  };

  it('reads a search of a few matches in one statement, with the total the count gives', async () => {
    const input = ranked(await someWord());
    const { reads, found } = await statementsOf(input);
    expect(reads).toHaveLength(1);
    const { rows } = await ctx.db.pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM tracks WHERE main_track_id IS NULL`,
    );
    expect(found.total).toBeGreaterThan(0);
    expect(found.total).toBeLessThan(rows[0]!.n);
    expect(found.ids.length).toBe(Math.min(5, found.total));
    expect(
      await searchRepository(ctx.db.pool, catalogueCache(ctx.db.pool, { enabled: false })).count(input),
    ).toBe(found.total);
  });

  it('reads a search that finds nothing once: an empty first page is a total of 0', async () => {
    const { reads, found } = await statementsOf(ranked('zzqqxx'));
    expect(found).toEqual({ ids: [], total: 0 });
    expect(reads).toHaveLength(1);
    // With facets too: a word and a genre no track of it has.
    const word = await someWord();
    const { rows } = await ctx.db.pool.query<{ name: string }>(
      `SELECT g.name_en AS name FROM genres g WHERE NOT EXISTS (SELECT 1 FROM track_search s
         WHERE g.id = ANY (s.genre_ids) AND s.doc @@ to_tsquery('rsm_english', $1)) ORDER BY g.id LIMIT 1`,
      [word.toLowerCase()],
    );
    const narrowed = { ...ranked(word), filters: { text: [word], genres: [rows[0]!.name] } };
    const none = await statementsOf(narrowed);
    expect(none.found).toEqual({ ids: [], total: 0 });
    expect(none.reads).toHaveLength(1);
  });

  it('answers a page past the end with no tracks and the same total', async () => {
    const input = ranked(await someWord());
    const first = await statementsOf(input);
    const past = await statementsOf(input, Math.ceil(first.found.total / 5) + 1);
    expect(past.found).toEqual({ ids: [], total: first.found.total });
  });
});
