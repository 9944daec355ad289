import { synthesize } from '@rsm/demo/synthetic';
import { buildAppOn, setUpTestApp } from '../../test/helper';
import { recordedPool } from '../../test/recorded-pool';
import type { Language } from '../plugins/language';
import { currentBriefIndex } from './brief-index-current';
import { loadBriefIndex } from './brief-index-load';
import { catalogueCache } from './catalogue-cache';
import { storeVocabulary } from './search-meaning-totals';
import { briefFilters } from './search-brief';
import { searchReading } from './search-reading';
import { searchRepository, type SearchInput } from './search-repository';
import type { SearchFilters } from './search-sql';

/** Briefs as customers type them: phrases read by meaning, negations, a tempo, words matched as typed, words alone. */
const BRIEFS = [
  'upbeat corporate no vocals',
  'institucional animado sem voz',
  'chill study music without drums',
  'trilha para estudar sem vocal',
  'sunny',
  'corporate 120 bpm',
  'documentary',
  'dark tense trailer, no vocals',
  'epic orchestral no choir',
  'calm piano documentary',
  'romantic wedding acoustic without drums',
  'trailer épico',
  'upbeat corporate gu',
  // Words alone: ranked by ts_rank, a word in most tracks newest first, a word still being typed.
  'piano',
  'cue',
  'dark tense',
  'epic trail',
];

/** Filters a customer adds from the panel beside a brief's results. */
const PANEL: SearchFilters[] = [
  {},
  { vocals: ['vocal'] },
  { length: ['60-150', '200-400'] },
  { genres: ['Rock', 'Ambient'], moods: ['Happy'] },
  { exclude: ['Piano'] },
  { keywords: ['travel'] },
  { tempos: ['Fast'] },
  { composers: ['No One'] },
];

// Briefs answered from the index held in memory find exactly what the SQL search finds: the same total and the same
// ids in the same order, page by page, with the panel's filters, in both languages.
describe('the brief index', () => {
  const ctx = setUpTestApp();

  beforeAll(async () => {
    // The vocabulary as the API writes it when it starts (its phrases are the index's).
    await storeVocabulary(ctx.db.pool);
    await synthesize(ctx.db.pool, { tracks: 600 });
    // Keys found by analysis, a few the analysis is unsure of (no key for the panel): every third track.
    await ctx.db.pool.query(
      `INSERT INTO track_sounds (track_id, key, key_confidence, features)
       SELECT t.id, (ARRAY['A minor', 'C major', 'F# major', 'Bb minor', 'E minor'])[1 + t.id % 5],
         CASE WHEN t.id % 7 = 0 THEN 0.1 ELSE 0.8 END, '{}'
       FROM tracks t WHERE t.id % 3 = 0`,
    );
  }, 120_000);

  /** Each brief with each panel filter, read as the search route reads it, by relevance and newest first. */
  async function searches(): Promise<SearchInput[]> {
    const reading = searchReading(ctx.db.pool, catalogueCache(ctx.db.pool, { enabled: false }));
    const inputs: SearchInput[] = [];
    for (const language of ['en', 'pt'] as Language[])
      for (const typed of BRIEFS)
        for (const [i, panel] of PANEL.entries()) {
          const brief = await reading.understand(typed);
          const terms = await reading.catalogueTerms();
          const filters = { ...panel, text: [typed], ...briefFilters(brief, terms, language, panel) };
          const field = i % 3 === 2 ? 'release_date' : 'relevance';
          inputs.push({ filters, text: brief.text, language, sort: { field, direction: 'desc' } });
        }
    // Browsing by the panel alone, no text: a genre and a mood, a keyword, a tempo…
    for (const language of ['en', 'pt'] as Language[])
      for (const [i, filters] of PANEL.entries()) {
        const field = i % 2 ? 'release_date' : 'relevance';
        inputs.push({ filters, text: null, language, sort: { field, direction: 'desc' } });
      }
    return inputs;
  }

  /** Answers whether the index answered each page and each filter panel (without reading the search rows). */
  async function expectSameAnswers(): Promise<{ pages: number; panels: number }> {
    const sql = searchRepository(ctx.db.pool, catalogueCache(ctx.db.pool, { enabled: false }));
    const { pool, statements } = recordedPool(ctx.db.pool);
    const cache = catalogueCache(pool, { enabled: false });
    const index = currentBriefIndex(pool, cache);
    expect(await index.load()).toBe(true);
    const indexed = searchRepository(pool, cache, index);
    // Counts kept until the catalogue changes.
    const kept = searchRepository(pool, catalogueCache(pool, { enabled: true }), index);
    const answered = { pages: 0, panels: 0 };
    const readsRows = () => statements.some((statement) => /track_(text|search)/.test(statement));
    for (const input of await searches()) {
      for (const page of [
        { page: 1, per: 20, offset: 0 },
        { page: 3, per: 20, offset: 40 },
        { page: 1, per: 250, offset: 0 },
      ]) {
        statements.length = 0;
        const found = await indexed.tracks(input, page);
        expect({ input, page, ...found }).toEqual({ input, page, ...(await sql.tracks(input, page)) });
        if (!readsRows()) answered.pages++;
      }
      expect(await indexed.count(input)).toBe(await sql.count(input));
      // As the search bar counts: up to a number, more than it told apart; what is kept is not taken for the total.
      const total = await sql.count(input);
      for (const upTo of [3, 40]) {
        expect(await indexed.count(input, upTo)).toBe(await sql.count(input, upTo));
        expect(await kept.count(input, upTo)).toBe(Math.min(total, upTo + 1));
      }
      expect(await kept.count(input)).toBe(total);
      statements.length = 0;
      const panel = await indexed.facets(input);
      expect({ input, panel }).toEqual({ input, panel: await sql.facets(input) });
      if (!readsRows()) answered.panels++;
    }
    return answered;
  }

  it('answers briefs and their filter panels as the SQL search does, without reading the search rows', async () => {
    // Briefs with words ranked as typed ("dark tense") too: all but those with a name filter (one panel in eight).
    const { pages, panels } = await expectSameAnswers();
    expect(pages).toBeGreaterThanOrEqual(2 * BRIEFS.length * 7 * 3);
    expect(panels).toBeGreaterThanOrEqual(2 * BRIEFS.length * 7);
  }, 180_000);

  it('answers the search page as the SQL search does, through the API', async () => {
    const indexed = await buildAppOn(ctx.db.pool, { searchCache: { enabled: false, briefIndex: true } });
    const queries = jest.spyOn(ctx.db.pool, 'query');
    try {
      expect(await indexed.repos.briefIndex!.load()).toBe(true);
      const moods = '&page=2&q[moods][]=Happy&q[moods][]=Uplifting';
      for (const [typed, panel] of [
        ['upbeat corporate, no vocals', moods],
        ['institucional animado sem voz', moods],
        ['sunny', moods],
        // Words ranked as typed (ts_rank).
        ['calm piano documentary', '&page=2&q[vocals][]=instrumental'],
      ] as const)
        for (const query of ['', panel, '&sort=release_date%20desc']) {
          const url = `/v1_rsm/tracks/search?per=10&q[text][]=${encodeURIComponent(typed)}${query}`;
          queries.mockClear();
          const fromIndex = await indexed.inject({ method: 'GET', url });
          const statements = queries.mock.calls.map(([text]) => String(text));
          const fromSql = await ctx.app.inject({ method: 'GET', url });
          expect(fromIndex.statusCode).toBe(200);
          expect({ url, body: fromIndex.json() }).toEqual({ url, body: fromSql.json() });
          expect(fromIndex.json().meta.total_count).toBeGreaterThan(0);
          // The tracks' cards are read; their search rows are not.
          expect(statements.filter((statement) => statement.includes('track_text'))).toEqual([]);
        }
    } finally {
      queries.mockRestore();
      await indexed.close();
    }
  });

  it('reads the catalogue page by page as it reads it at once', async () => {
    const whole = await loadBriefIndex(ctx.db.pool);
    expect(whole.trackIds.length).toBeGreaterThanOrEqual(600);
    expect(whole.phrases.size).toBeGreaterThan(100);
    expect(await loadBriefIndex(ctx.db.pool, 7)).toEqual(whole);
  });

  it('reads a changing catalogue again at most every five seconds', async () => {
    const cache = catalogueCache(ctx.db.pool, { enabled: false, checkEveryMs: 0 });
    const reads = jest.fn(loadBriefIndex);
    const index = currentBriefIndex(ctx.db.pool, cache, { read: reads });
    const now = jest.spyOn(Date, 'now').mockReturnValue(1_000_000);
    try {
      expect(await index.load()).toBe(true);
      const changed = () => ctx.db.pool.query('UPDATE catalogue_version SET version = version + 1');
      await changed();
      // A read begins after the catalogue's version is checked: given a moment.
      const settled = () => new Promise((resolve) => setTimeout(resolve, 100));
      now.mockReturnValue(1_004_000);
      expect(await index.current()).toBeNull();
      await settled();
      expect(reads).toHaveBeenCalledTimes(1);
      now.mockReturnValue(1_005_000);
      expect(await index.current()).toBeNull();
      await settled();
      expect(reads).toHaveBeenCalledTimes(2);
      await index.load();
      expect(await index.current()).not.toBeNull();
    } finally {
      now.mockRestore();
    }
  });

  it('tells why a read failed, and reads again after ten seconds', async () => {
    const cache = catalogueCache(ctx.db.pool, { enabled: false, checkEveryMs: 0 });
    const reads = jest
      .fn(loadBriefIndex)
      .mockRejectedValueOnce(new Error('canceling statement due to timeout'));
    const failed = jest.fn();
    const index = currentBriefIndex(ctx.db.pool, cache, { read: reads, failed });
    const now = jest.spyOn(Date, 'now').mockReturnValue(2_000_000);
    try {
      expect(await index.load()).toBe(false);
      expect(failed).toHaveBeenCalledWith(new Error('canceling statement due to timeout'));
      now.mockReturnValue(2_009_000);
      expect(await index.current()).toBeNull();
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(reads).toHaveBeenCalledTimes(1);
      now.mockReturnValue(2_010_000);
      expect(await index.current()).toBeNull();
      // The read the brief began.
      expect(await index.load()).toBe(true);
      expect(reads).toHaveBeenCalledTimes(2);
      expect(await index.current()).not.toBeNull();
      expect(failed).toHaveBeenCalledTimes(1);
    } finally {
      now.mockRestore();
    }
  });

  it('is read again when the catalogue changes, and searches in SQL until then', async () => {
    const cache = catalogueCache(ctx.db.pool, { enabled: false, checkEveryMs: 0 });
    const index = currentBriefIndex(ctx.db.pool, cache);
    expect(await index.load()).toBe(true);
    const held = await index.current();
    expect(held).not.toBeNull();
    await synthesize(ctx.db.pool, { tracks: 700 });
    // The catalogue changed: SQL answers while the index is read again in the background.
    expect(await index.current()).toBeNull();
    expect(await index.load()).toBe(true);
    const read = await index.current();
    expect(read).not.toBe(held);
    expect(read!.trackIds.length).toBe(held!.trackIds.length + 100);
    expect((await expectSameAnswers()).panels).toBeGreaterThan(100);
  }, 180_000);
});
