import type { PoolClient } from 'pg';
import { synthesize } from '@rsm/demo/synthetic';
import { setUpTestApp } from '../../test/helper';
import { recordedPool } from '../../test/recorded-pool';
import type { Language } from '../plugins/language';
import { currentBriefIndex } from './brief-index-current';
import { catalogueCache } from './catalogue-cache';
import { storeVocabulary } from './search-meaning-totals';
import { searchReading } from './search-reading';
import { suggestionRepository } from './suggestion-repository';
import { heldSuggestionRows, readSuggestionTerms } from './suggestion-terms';

// What the search bar suggests while a customer types, answered from the names and vectors held with the brief
// index, is what the suggestion statement answers: the same groups, names and order, in both languages.
describe('suggestions from the held index', () => {
  const ctx = setUpTestApp();

  beforeAll(async () => {
    await storeVocabulary(ctx.db.pool);
    await synthesize(ctx.db.pool, { tracks: 600 });
  }, 120_000);

  /** What customers type: the first letters of the catalogue's names and words, whole words, two words, odd text. */
  async function typedTexts(): Promise<string[]> {
    const { rows } = await ctx.db.pool.query<{ norm: string }>(
      `SELECT DISTINCT norm FROM search_terms ORDER BY norm LIMIT 400`,
    );
    const starts = new Set<string>();
    for (const { norm } of rows)
      for (const length of [1, 2, 3, 5]) if (norm.length >= length) starts.add(norm.slice(0, length));
    return [
      ...starts,
      'Dark',
      'UPBEAT',
      'épi',
      'música',
      'dark ni',
      'corporate gu',
      'calm piano',
      'pianno',
      '50%',
      'a_b',
      'zzzz',
    ];
  }

  it('suggests what the statement suggests, without reading the search terms or the vectors', async () => {
    const reading = searchReading(ctx.db.pool, catalogueCache(ctx.db.pool, { enabled: false }));
    const sql = suggestionRepository(ctx.db.pool, catalogueCache(ctx.db.pool, { enabled: false }), reading);
    const { pool, statements } = recordedPool(ctx.db.pool);
    const cache = catalogueCache(pool, { enabled: false });
    const index = currentBriefIndex(pool, cache);
    expect(await index.load()).toBe(true);
    const held = suggestionRepository(pool, cache, searchReading(pool, cache), index);
    let answered = 0;
    const texts = await typedTexts();
    expect(texts.length).toBeGreaterThan(200);
    for (const language of ['en', 'pt'] as Language[])
      for (const typed of texts) {
        statements.length = 0;
        const found = await held.find(typed, language);
        expect({ typed, language, found }).toEqual({
          typed,
          language,
          found: await sql.find(typed, language),
        });
        if (!statements.some((statement) => /search_terms|track_text/.test(statement))) answered++;
      }
    // All but misspelt words (corrected) and words one language stops ("a", "do", "no"): searched in SQL.
    expect(answered).toBeGreaterThanOrEqual(2 * (texts.length - 10));
  }, 120_000);

  it('takes the first names in the order the database sorts them, whatever the collation', async () => {
    // Names as a collation sorts them, spaces last in weight ("dab" before "da capo"): not the order JavaScript
    // compares strings in.
    const sorted = ['cello', 'dab', 'da capo', 'dazzle', 'echo'].map((norm, i) => ({
      kind: 'album',
      ref_id: 10 + i,
      norm,
      word_start: 0,
      name: norm.toUpperCase(),
    }));
    const client = {
      query: async (sql: string) => ({
        rows: sql.includes('FROM search_terms ORDER BY') ? sorted : [],
      }),
    } as unknown as PoolClient;
    const terms = await readSuggestionTerms(client);
    const found = (typed: string) => heldSuggestionRows(terms, typed, 'en').map((row) => row.name);
    expect(found('D')).toEqual(['DAB', 'DA CAPO', 'DAZZLE']);
    expect(found('daz')).toEqual(['DAZZLE']);
    expect(found('f')).toEqual([]);
  });
});
