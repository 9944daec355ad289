import {
  albumListResponseSchema,
  suggestionsResponseSchema,
  trackListResponseSchema,
  type Track,
} from '@rsm/shared/schemas';
import { SEARCH_SORT_FIELDS } from '../../repositories/search-sql';
import { setUpTestApp, signedInAs } from '../../../test/helper';
import { anyErrorBody } from '../../../test/error-body';

describe('search', () => {
  const ctx = setUpTestApp();
  const customer = signedInAs(ctx, 'customer@demo.test');
  let sample: Track;
  beforeAll(async () => {
    sample = (await get('/v1_rsm/tracks/1')).json().track;
  });

  function get(url: string, headers: Record<string, string> = {}) {
    return ctx.app.inject({ method: 'GET', url, headers });
  }
  const search = async (query: string, headers: Record<string, string> = {}) => {
    const response = await get(`/v1_rsm/tracks/search?${query}`, headers);
    expect(response.statusCode).toBe(200);
    return trackListResponseSchema.parse(response.json());
  };
  const q = (field: string, value: string) => `q[${field}][]=${encodeURIComponent(value)}`;

  it('lists main tracks newest release first by default, 20 a page', async () => {
    const { tracks, meta } = await search('');
    expect(tracks).toHaveLength(20);
    expect(tracks.every((track) => track.main_track_id === null)).toBe(true);
    expect(meta.total_count).toBe((await get('/v1_rsm/tracks/count')).json().total_count);
    const { rows } = await ctx.db.pool.query<{ id: number; release_date: string }>(
      'SELECT t.id, a.release_date FROM tracks t JOIN albums a ON a.id = t.album_id WHERE t.id = ANY($1::int[])',
      [tracks.map((track) => track.id)],
    );
    const dateOf = new Map(rows.map((row) => [row.id, row.release_date]));
    const dates = tracks.map((track) => dateOf.get(track.id)!);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('finds a track by a word of its name, accent- and case-insensitively, with a prefix for the last word', async () => {
    const word = sample.name.split(' ')[0]!;
    const exact = await search(q('text', word.toUpperCase()));
    expect(exact.tracks.map((track) => track.id)).toContain(sample.id);
    // The best-ranked tracks have the word in their name.
    expect(exact.tracks[0]!.name.toLowerCase()).toContain(word.toLowerCase());
    const prefix = await search(q('text', word.slice(0, Math.max(3, word.length - 1))));
    expect(prefix.tracks.map((track) => track.id)).toContain(sample.id);
    expect((await search(q('text', 'zzqqxx'))).meta.total_count).toBe(0);
  });

  it('matches taxonomy values by name, case- and accent-insensitively, and in Portuguese', async () => {
    const genre = sample.genres[0]!.name;
    const { tracks, meta } = await search(`${q('genres', genre.toUpperCase())}&per=250`);
    expect(meta.total_count).toBeGreaterThan(0);
    expect(tracks.every((track) => track.genres.some((g) => g.name === genre))).toBe(true);
    const { rows } = await ctx.db.pool.query<{ name_pt: string }>(
      'SELECT name_pt FROM genres WHERE name_en = $1',
      [genre],
    );
    const pt = await ctx.app.inject({
      method: 'GET',
      url: `/v1_rsm/tracks/search?${q('genres', rows[0]!.name_pt.normalize('NFD').replace(/\p{M}/gu, ''))}`,
      headers: { 'accept-language': 'PTRSM' },
    });
    expect(pt.json().meta.total_count).toBe(meta.total_count);
  });

  it('combines text with two facets: every filter must match, any value of one', async () => {
    const [genre, mood] = [sample.genres[0]!.name, sample.moods[0]!.name];
    const word = sample.name.split(' ')[0]!;
    const { tracks } = await search(`${q('text', word)}&${q('genres', genre)}&${q('moods', mood)}`);
    expect(tracks.map((track) => track.id)).toContain(sample.id);
    for (const track of tracks) {
      expect(track.genres.map((g) => g.name)).toContain(genre);
      expect(track.moods.map((m) => m.name)).toContain(mood);
    }
    // Several values of a facet match any of them: a value naming nothing leaves the others' matches.
    const alone = await search(q('genres', genre));
    const either = await search(`${q('genres', genre)}&${q('genres', 'No Such Genre')}`);
    expect(either.meta.total_count).toBe(alone.meta.total_count);
    const none = await search(`${q('moods', mood)}&${q('genres', 'No Such Genre')}`);
    expect(none.meta.total_count).toBe(0);
  });

  it('filters by composer, label, tempo, track and album name', async () => {
    const composer = sample.composers[0] ?? sample.lyricists[0]!;
    for (const query of [
      q('composers', `${composer.first_name} ${composer.last_name}`),
      q('labels', sample.labels[0]!.name),
      q('tempos', sample.tempo!),
      q('track_name', sample.name.slice(1, 6)),
      q('album_name', sample.album.name),
    ]) {
      const { tracks } = await search(`${query}&per=250`);
      expect(tracks.map((track) => track.id)).toContain(sample.id);
    }
  });

  it('sorts by any of its sort fields and answers 422 for an unknown one', async () => {
    const { tracks } = await search('sort=track_name%20asc&per=50');
    const names = tracks.map((track) => track.name.toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    for (const field of SEARCH_SORT_FIELDS)
      expect((await get(`/v1_rsm/tracks/search?sort=${field}%20desc`)).statusCode).toBe(200);
    // Clients name the release date 'release'; a bare field needs no direction.
    const byRelease = await search('sort=release');
    expect(byRelease.tracks.map((track) => track.id)).toEqual(
      (await search('')).tracks.map((track) => track.id),
    );
    expect((await get('/v1_rsm/tracks/search?sort=release%20asc')).statusCode).toBe(200);
    // Relevance with no words to rank by (a filter alone, or nothing): every match alike, listed newest first.
    for (const direction of ['desc', 'asc'])
      expect((await search(`sort=relevance%20${direction}`)).tracks.map((track) => track.id)).toEqual(
        byRelease.tracks.map((track) => track.id),
      );
    const bad = await get('/v1_rsm/tracks/search?sort=bpm%20asc');
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toEqual(anyErrorBody());
  });

  it('answers the albums of matching tracks with albums=true', async () => {
    const response = await get(`/v1_rsm/tracks/search?albums=true&${q('album_name', sample.album.name)}`);
    const { albums, meta } = albumListResponseSchema.parse(response.json());
    expect(albums.map((album) => album.id)).toContain(sample.album.id);
    expect(meta.total_count).toBe(albums.length);
  });

  it('rejects bad paging and oversized filters with 422, never 500', async () => {
    for (const query of [
      'per=251',
      'page=0',
      `${q('text', 'x'.repeat(101))}`,
      'albums=maybe',
      'q[text][]=%27%3B--&q[genres][]=%25',
    ]) {
      const response = await get(`/v1_rsm/tracks/search?${query}`);
      expect([200, 422]).toContain(response.statusCode);
      if (query.startsWith('q[text][]=%27')) expect(response.statusCode).toBe(200);
      else expect(response.statusCode).toBe(422);
    }
    expect((await search(q('text', ' :* & | !'))).meta.total_count).toBeGreaterThan(0);
  });

  it("suggests keywords, composers, albums and tracks by prefix, and the customer's recent searches", async () => {
    const word = sample.name.slice(0, 3);
    await search(q('text', 'first search'), customer);
    await search(q('text', 'second search'), customer);
    const response = await get(
      `/v1_rsm/searches/suggestions?q=${encodeURIComponent(word.toLowerCase())}`,
      customer,
    );
    const suggestions = suggestionsResponseSchema.parse(response.json());
    expect(suggestions.tracks.length).toBeGreaterThan(0);
    expect(suggestions.tracks.length).toBeLessThanOrEqual(5);
    // Tracks named so come first, then those the search finds for the text.
    expect(suggestions.tracks[0]!.name.toLowerCase().startsWith(word.toLowerCase())).toBe(true);
    expect(suggestions.recent_searches.map((entry) => entry.name)).toEqual(['second search', 'first search']);
    const composer = sample.composers[0] ?? sample.lyricists[0]!;
    const byLastName = suggestionsResponseSchema.parse(
      (await get(`/v1_rsm/searches/suggestions?q=${encodeURIComponent(composer.last_name)}`)).json(),
    );
    expect(byLastName.composers.map((c) => c.id)).toContain(composer.id);
    expect(byLastName.recent_searches).toEqual([]);
    const album = suggestionsResponseSchema.parse(
      (await get(`/v1_rsm/searches/suggestions?q=${encodeURIComponent(sample.album.name)}`)).json(),
    );
    expect(album.albums[0]).toEqual({
      id: sample.album.id,
      uuid: sample.album.uuid,
      name: sample.album.name,
    });
    const empty = suggestionsResponseSchema.parse((await get('/v1_rsm/searches/suggestions?q=%25')).json());
    expect(empty).toEqual({
      keywords: [],
      composers: [],
      albums: [],
      tracks: [],
      terms: [],
      corrections: [],
      total_count: 0,
      recent_searches: [],
    });
  });

  /** Main track ids whose instruments (moods, …) include a term named `name` in English. */
  const taggedWith = async (table: string, link: string, fk: string, name: string) =>
    (
      await ctx.db.pool.query<{ id: number }>(
        `SELECT DISTINCT t.id FROM tracks t JOIN ${link} j ON j.track_id = t.id JOIN ${table} x ON x.id = j.${fk}
         WHERE t.main_track_id IS NULL AND x.name_en = $1`,
        [name],
      )
    ).rows.map((row) => row.id);
  const ids = async (query: string) => (await search(`${query}&per=250`)).tracks.map((track) => track.id);

  it('finds tracks by an instrument, a mood or a genre typed as text, in either language', async () => {
    const instrument = sample.instrumentations[0]!;
    const { rows } = await ctx.db.pool.query<{ name_en: string; name_pt: string }>(
      'SELECT name_en, name_pt FROM instrumentations WHERE id = $1',
      [instrument.id],
    );
    const tagged = await taggedWith(
      'instrumentations',
      'tracks_instrumentations',
      'instrumentation_id',
      rows[0]!.name_en,
    );
    const english = await ids(q('text', rows[0]!.name_en));
    const portuguese = await ids(q('text', rows[0]!.name_pt));
    for (const found of [english, portuguese])
      expect(found).toEqual(expect.arrayContaining(tagged.slice(0, 200)));
    const mood = sample.moods[0]!.name;
    const calm = await taggedWith('moods', 'tracks_moods', 'mood_id', mood);
    expect(await ids(q('text', mood.toLowerCase()))).toEqual(expect.arrayContaining(calm.slice(0, 200)));
  });

  it('corrects a misspelt word, says so, and ranks as the right spelling does', async () => {
    const { rows } = await ctx.db.pool.query<{ name_en: string }>(
      "SELECT name_en FROM instrumentations WHERE length(name_en) >= 5 AND name_en !~ ' ' ORDER BY id LIMIT 1",
    );
    const right = rows[0]!.name_en.toLowerCase();
    const typo = `${right.slice(0, 2)}${right[2]}${right.slice(2)}`;
    const response = await get(`/v1_rsm/tracks/search?${q('text', typo)}`);
    const body = response.json();
    expect(body.corrections).toEqual([{ from: typo, to: right }]);
    expect(body.tracks.map((track: Track) => track.id)).toEqual(
      (await search(q('text', right))).tracks.map((t) => t.id),
    );
    expect(body.tracks.length).toBeGreaterThan(0);
    // Right spellings are not corrected; short words are never.
    expect((await get(`/v1_rsm/tracks/search?${q('text', right)}`)).json().corrections).toBeUndefined();
    expect((await search(q('text', 'zzqx'))).meta.total_count).toBe(0);
  });

  it('suggests from the start of any word of a name, taxonomy terms, and the tracks the search finds', async () => {
    const album = sample.album.name.split(' ').at(-1)!;
    const suggestions = suggestionsResponseSchema.parse(
      (await get(`/v1_rsm/searches/suggestions?q=${encodeURIComponent(album.toLowerCase())}`)).json(),
    );
    expect(suggestions.albums.map((found) => found.id)).toContain(sample.album.id);
    const mood = sample.moods[0]!.name;
    const byMood = suggestionsResponseSchema.parse(
      (await get(`/v1_rsm/searches/suggestions?q=${encodeURIComponent(mood.toLowerCase())}`)).json(),
    );
    expect(byMood.terms?.[0]).toEqual({ id: sample.moods[0]!.id, name: mood, kind: 'moods' });
    expect(byMood.tracks.length).toBeGreaterThan(0);
    // In Portuguese the term is named in Portuguese.
    const pt = suggestionsResponseSchema.parse(
      (
        await get(`/v1_rsm/searches/suggestions?q=${encodeURIComponent(mood.toLowerCase())}`, {
          'accept-language': 'PTRSM',
        })
      ).json(),
    );
    const { rows } = await ctx.db.pool.query<{ name_pt: string }>('SELECT name_pt FROM moods WHERE id = $1', [
      sample.moods[0]!.id,
    ]);
    expect(pt.terms?.[0]?.name).toBe(rows[0]!.name_pt);
  });

  it('reads a tempo in bpm from the text', async () => {
    const bpm = sample.bpm!;
    const found = await search(`${q('text', `${bpm} bpm`)}&per=250`);
    expect(found.tracks.map((track) => track.id)).toContain(sample.id);
    expect(found.tracks.every((track) => Math.abs(track.bpm! - bpm) <= 5)).toBe(true);
  });
});
