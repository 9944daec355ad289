import { setUpTestApp } from '../../test/helper';
import { joinTableSearch } from '../../test/join-table-search';
import { parseText } from '../lib/text-query';
import type { Language } from '../plugins/language';
import { synthesize } from '@rsm/demo/synthetic';
import { catalogueCache } from './catalogue-cache';
import { searchRepository, type SearchInput } from './search-repository';
import { SEARCH_SORT_FIELDS, type SearchFilters } from './search-sql';

// The search over track_search (migration 090), and over track_text for text (migrations 092 and 460), answers
// exactly what the search on the join tables answers: the same ids in the same order, for text, every facet, name
// filters, both languages and every sort.
describe('search over track_search', () => {
  const ctx = setUpTestApp();

  const one = async (sql: string): Promise<string> =>
    (await ctx.db.pool.query<{ v: string }>(sql)).rows[0]!.v;

  /** Searches built from the catalogue's own names, so each one finds something. */
  async function searches(): Promise<SearchInput[]> {
    const track = await one(
      "SELECT name AS v FROM tracks WHERE main_track_id IS NULL AND name LIKE '% %' ORDER BY id LIMIT 1",
    );
    const [first, second] = track.split(' ') as [string, string];
    const album = await one('SELECT name AS v FROM albums ORDER BY id DESC LIMIT 1');
    const filters: SearchFilters[] = [
      {},
      { text: [first] },
      { text: [first.slice(0, 3)] },
      { text: [`${first} ${second}`] },
      { text: [`${second} ${first.toUpperCase()}`] },
      { text: [album.split(' ')[0]!] },
      // Matches through keywords only (no track or album is named so).
      { text: ['Adventure'] },
      { text: ['zzqqxx'] },
      { genres: [await one('SELECT name_en AS v FROM genres ORDER BY id LIMIT 1')] },
      {
        genres: [
          await one('SELECT g.name_en AS v FROM tracks_genres j JOIN genres g ON g.id = j.genre_id LIMIT 1'),
        ],
        moods: [
          await one('SELECT m.name_en AS v FROM tracks_moods j JOIN moods m ON m.id = j.mood_id LIMIT 1'),
        ],
      },
      { text: [first], genres: ['Ambient'], moods: ['Calm'] },
      { keywords: ['travel'], instruments: ['Piano'] },
      { instrumentations: [await one('SELECT name_en AS v FROM instrumentations ORDER BY id DESC LIMIT 1')] },
      {
        composers: [
          await one(
            "SELECT c.first_name || ' ' || upper(c.last_name) AS v FROM composers_tracks j JOIN composers c ON c.id = j.composer_id LIMIT 1",
          ),
        ],
      },
      { publishers: [await one('SELECT name AS v FROM publishers ORDER BY id LIMIT 1')] },
      { labels: [await one('SELECT lower(name) AS v FROM labels ORDER BY id LIMIT 1')], tempos: ['Fast'] },
      { tempo: ['Medium'] },
      // Text with facets reads the narrow track_text (migration 460): its copies of the facets match as track_search's.
      {
        text: [first],
        labels: [await one('SELECT name AS v FROM labels ORDER BY id LIMIT 1')],
        tempos: ['Fast'],
      },
      { text: [first.slice(0, 3)], keywords: ['travel'], instruments: ['Piano'] },
      { track_name: [first.slice(1, 4)] },
      { album_name: [album.slice(2, 8)], text: [first] },
      { genres: ['No Such Genre'] },
    ];
    const inputs: SearchInput[] = [];
    for (const language of ['en', 'pt'] as Language[])
      for (const filter of filters) {
        const text = parseText((filter.text ?? []).join(' '));
        inputs.push({
          filters: filter,
          text,
          language,
          sort: { field: text ? 'relevance' : 'release_date', direction: 'desc' },
        });
      }
    // Every sort field both ways, on a facet that leaves many tracks.
    for (const field of SEARCH_SORT_FIELDS)
      for (const direction of ['asc', 'desc'] as const)
        for (const language of ['en', 'pt'] as Language[])
          inputs.push({
            filters: { text: [first.slice(0, 2)] },
            text: parseText(first.slice(0, 2)),
            language,
            sort: { field, direction },
          });
    return inputs;
  }

  async function expectSameResults(): Promise<number> {
    // Nothing kept in memory: each search goes to track_search.
    const search = searchRepository(ctx.db.pool, catalogueCache(ctx.db.pool, { enabled: false }));
    let matched = 0;
    for (const input of await searches()) {
      const expected = await joinTableSearch(ctx.db.pool, input);
      const found = await search.tracks(input, { page: 1, per: 250, offset: 0 });
      expect({ input, ids: found.ids }).toEqual({ input, ids: expected.slice(0, 250) });
      expect(found.total).toBe(expected.length);
      matched += expected.length;
    }
    return matched;
  }

  it('finds the same tracks in the same order as the join tables on the demo catalogue', async () => {
    expect(await expectSameResults()).toBeGreaterThan(100);
  });

  it('still does after the catalogue grows (the synthetic catalogue refreshes track_search)', async () => {
    await synthesize(ctx.db.pool, { tracks: 400 });
    expect(Number(await one('SELECT count(*) AS v FROM track_search'))).toBe(400);
    expect(await expectSameResults()).toBeGreaterThan(1000);
  }, 120_000);
});
