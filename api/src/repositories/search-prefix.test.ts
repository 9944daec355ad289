import { setUpTestApp } from '../../test/helper';
import { parseText, type TextQuery } from '../lib/text-query';
import type { Language } from '../plugins/language';
import { catalogueCache } from './catalogue-cache';
import { searchRepository, type SearchInput } from './search-repository';
import { understandText } from './search-words-sql';
import { suggestionsQuery, type SuggestionRow } from './suggestions-sql';

// The last word of a search is the start of a word. Read against the catalogue, it is searched as the lexemes it
// starts (migration 490): these tests hold that to the tracks the same word finds as a prefix.
describe('the last word, searched as the lexemes it starts', () => {
  const ctx = setUpTestApp();

  const search = () => searchRepository(ctx.db.pool, catalogueCache(ctx.db.pool, { enabled: false }));
  const input = (text: SearchInput['text'], typed: string, language: Language): SearchInput => ({
    filters: { text: [typed] },
    text,
    language,
    sort: { field: 'release_date', direction: 'desc' },
  });
  /** Every track a text finds, as the bar reads it (lexemes) and as typed (a prefix). */
  const bothWays = async (typed: string, language: Language) => {
    const read = (await understandText(ctx.db.pool, typed)).text;
    const asPrefix = parseText(typed);
    const ids = async (text: SearchInput['text']) =>
      (await search().tracks(input(text, typed, language), { page: 1, per: 1000, offset: 0 })).ids.sort(
        (a, b) => a - b,
      );
    return { read, exact: await ids(read), prefix: await ids(asPrefix) };
  };

  it('finds exactly the tracks the prefix finds, for the beginnings of the catalogue’s words', async () => {
    const { rows } = await ctx.db.pool.query<{ start: string }>(
      `SELECT DISTINCT left(word, l) AS start FROM search_words, generate_series(2, 5) l
       WHERE length(word) >= l AND word ~ '^[a-z]+$' ORDER BY 1`,
    );
    // Every fifth beginning keeps the test quick; they still span the alphabet and the four lengths.
    const starts = rows.filter((_, i) => i % 5 === 0).map((row) => row.start);
    expect(starts.length).toBeGreaterThan(100);
    let exactlyRead = 0;
    for (const start of starts) {
      const { read, exact, prefix } = await bothWays(start, 'en');
      if (read?.prefix) exactlyRead++;
      expect({ start, ids: exact }).toEqual({ start, ids: prefix });
    }
    // Most beginnings start a few lexemes: those are the ones the comparison is about.
    expect(exactlyRead).toBeGreaterThan(starts.length / 2);
  });

  it('suggests the same newest tracks for a beginning as by prefix', async () => {
    const { rows } = await ctx.db.pool.query<{ start: string }>(
      `SELECT DISTINCT left(word, l) AS start FROM search_words, generate_series(2, 4) l
       WHERE length(word) >= l AND word ~ '^[a-z]+$' ORDER BY 1`,
    );
    const starts = rows.filter((_, i) => i % 7 === 0).map((row) => row.start);
    let exactlyRead = 0;
    for (const start of starts) {
      const read = (await understandText(ctx.db.pool, start)).text;
      if (read?.prefix) exactlyRead++;
      const tracks = async (prefix: TextQuery['prefix']) => {
        const { sql, params } = suggestionsQuery(start, [start], 'en', prefix);
        const found = await ctx.db.pool.query<SuggestionRow>(sql, params);
        return found.rows.filter((row) => row.kind === 'fulltext').map((row) => row.id);
      };
      expect({ start, ids: await tracks(read?.prefix) }).toEqual({ start, ids: await tracks(undefined) });
    }
    expect(exactlyRead).toBeGreaterThan(starts.length / 2);
  });

  it('reads "pian" as the lexemes of piano in both languages, and with another word before it', async () => {
    const { read } = await bothWays('pian', 'pt');
    expect(read?.prefix?.word).toBe('pian');
    expect(read?.prefix?.lexemes).toContain('piano');
    expect(read?.prefix?.lexemes.every((lexeme) => lexeme.startsWith('pian'))).toBe(true);
    const { read: two, exact, prefix } = await bothWays('calm pian', 'en');
    expect(two?.prefix?.word).toBe('pian');
    expect(exact).toEqual(prefix);
  });

  it('matches by prefix while a changed vector is not listed, and by lexeme once the refresh lists it', async () => {
    const { rows } = await ctx.db.pool.query<{ id: number }>(
      'SELECT id FROM tracks WHERE main_track_id IS NULL ORDER BY id LIMIT 1',
    );
    const id = rows[0]!.id;
    await ctx.db.pool.query("UPDATE tracks SET name = 'Quokkawave' WHERE id = $1", [id]);
    await ctx.db.pool.query('SELECT refresh_track_search()');
    const listed = await bothWays('quokk', 'en');
    expect(listed.read?.prefix?.lexemes).toEqual(['quokkawav']);
    expect(listed.exact).toEqual([id]);

    // A vector rewritten outside the refresh (as a deleted track's cascade does) may hold lexemes the list lacks.
    await ctx.db.pool.query("UPDATE track_text SET doc = doc || 'quokkaland'::tsvector WHERE track_id = $1", [
      id,
    ]);
    expect((await ctx.db.pool.query('SELECT 1 FROM search_lexemes')).rowCount).toBe(0);
    const unlisted = await bothWays('quokkal', 'en');
    expect(unlisted.read?.prefix).toBeUndefined();
    expect(unlisted.exact).toEqual([id]);
  });
});
