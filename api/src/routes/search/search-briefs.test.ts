import { suggestionsResponseSchema } from '@rsm/shared/schemas';
import { setUpTestApp } from '../../../test/helper';
import { q, searchRequests } from '../../../test/search-requests';

describe('search reading a brief', () => {
  const ctx = setUpTestApp();
  const { get, search, facets } = searchRequests(ctx);
  const idsWhere = async (sql: string, params: unknown[] = []) =>
    new Set((await ctx.db.pool.query<{ id: number }>(sql, params)).rows.map((row) => row.id));
  const withLyricists = () =>
    idsWhere(
      `SELECT DISTINCT ct.track_id AS id FROM composers_tracks ct JOIN tracks t ON t.id = ct.track_id
       WHERE ct.role = 'lyricist' AND t.main_track_id IS NULL`,
    );

  it('finds "upbeat corporate" and says how it read it', async () => {
    const found = await search(q('text', 'upbeat corporate'));
    expect(found.meta.total_count).toBeGreaterThan(0);
    const upbeat = found.interpretation!.meanings.find((meaning) => meaning.from === 'upbeat')!;
    expect(upbeat.to.map((term) => term.name).sort()).toEqual(['Energetic', 'Happy', 'Uplifting']);
    expect(upbeat.to.every((term) => term.kind === 'moods')).toBe(true);
    const corporate = found.interpretation!.meanings.find((meaning) => meaning.from === 'corporate')!;
    expect(corporate.to).toContainEqual({ kind: 'topics', value: 'Corporate', name: 'Corporate' });
    for (const track of found.tracks)
      expect(track.moods.some((mood) => ['Happy', 'Uplifting', 'Energetic'].includes(mood.name))).toBe(true);
    // In Portuguese, the same brief in its own words, with the names in Portuguese.
    const pt = await search(q('text', 'animado institucional'), 'PTRSM');
    expect(pt.meta.total_count).toBeGreaterThan(0);
    expect(pt.interpretation!.meanings[0]!.to.map((term) => term.name)).toContain('Alegre');
  });

  it('ranks exact matches above matches by meaning', async () => {
    // "business" is a keyword of some tracks; it also means the Corporate topic and the Advertising keyword.
    const found = await search(q('text', 'business'));
    const exact = await idsWhere(
      "SELECT track_id AS id FROM track_search WHERE doc @@ to_tsquery('rsm_english', 'business')",
    );
    const marks = found.tracks.map((track) => exact.has(track.id));
    expect(marks).toContain(false);
    expect(marks.indexOf(false)).toBeGreaterThan(marks.lastIndexOf(true));
  });

  it('"no vocals" and "instrumental" find only tracks without lyricists', async () => {
    const lyrics = await withLyricists();
    expect(lyrics.size).toBeGreaterThan(0);
    for (const text of ['no vocals', 'instrumental', 'sem vocal', 'piano without vocals']) {
      const found = await search(q('text', text));
      expect(found.meta.total_count).toBeGreaterThan(0);
      expect(found.tracks.filter((track) => lyrics.has(track.id))).toEqual([]);
      expect(found.tracks.every((track) => track.lyricists.length === 0)).toBe(true);
      expect(found.interpretation!.meanings.flatMap((meaning) => meaning.to)).toContainEqual({
        kind: 'vocals',
        value: 'instrumental',
        name: 'Instrumental',
      });
    }
    const vocal = await search(q('vocals', 'vocal'));
    expect(vocal.meta.total_count).toBe(lyrics.size);
  });

  it('"sem bateria" and "without drums" leave out every track with drums', async () => {
    const drums = await idsWhere(
      `SELECT track_id AS id FROM tracks_instrumentations j JOIN instrumentations x ON x.id = j.instrumentation_id
       WHERE x.name_en = 'Drums'`,
    );
    const pt = await search(q('text', 'piano sem bateria'), 'PTRSM');
    expect(pt.meta.total_count).toBeGreaterThan(0);
    expect(pt.tracks.filter((track) => drums.has(track.id))).toEqual([]);
    expect(pt.tracks.every((track) => track.instrumentations.some((i) => i.name === 'Piano'))).toBe(true);
    expect(pt.interpretation!.excluded).toEqual([
      { from: 'sem bateria', term: { kind: 'instruments', value: 'Bateria', name: 'Bateria' } },
    ]);
    const en = await search(q('text', 'without drums'));
    expect(en.meta.total_count).toBe((await search(q('exclude', 'Drums'))).meta.total_count);
    expect(en.tracks.filter((track) => drums.has(track.id))).toEqual([]);
  });

  it('reads "around 120 BPM" as a tempo range', async () => {
    const found = await search(q('text', 'upbeat corporate, around 120 BPM, no vocals'));
    expect(found.meta.total_count).toBeGreaterThan(0);
    for (const track of found.tracks) expect(Math.abs(track.bpm! - 120)).toBeLessThanOrEqual(5);
    expect(found.interpretation!.meanings.flatMap((meaning) => meaning.to)).toContainEqual({
      kind: 'bpm',
      value: '115-125',
      name: '115–125 BPM',
    });
  });

  it('matches any of several values of a facet, and every facet', async () => {
    const [happy, sad] = await Promise.all([search(q('moods', 'Happy')), search(q('moods', 'Sad'))]);
    const either = await search(`${q('moods', 'Happy')}&${q('moods', 'Sad')}`);
    const union = new Set([...happy.tracks, ...sad.tracks].map((track) => track.id));
    expect(either.meta.total_count).toBe(union.size);
    const both = await search(`${q('moods', 'Happy')}&${q('moods', 'Sad')}&${q('genres', 'Cinematic')}`);
    expect(both.meta.total_count).toBeLessThan(either.meta.total_count);
    for (const track of both.tracks) expect(track.genres.map((genre) => genre.name)).toContain('Cinematic');
  });

  it('filters by length ranges, and answers 422 for a bad one', async () => {
    const { rows } = await ctx.db.pool.query<{ length: number }>(
      'SELECT length FROM tracks WHERE main_track_id IS NULL ORDER BY id LIMIT 1',
    );
    const length = rows[0]!.length;
    const found = await search(`${q('length', '0-1')}&${q('length', `${length - 2}-${length + 2}`)}`);
    expect(found.meta.total_count).toBeGreaterThan(0);
    for (const track of found.tracks) expect(Math.abs(track.length! - length)).toBeLessThanOrEqual(2);
    expect((await search(q('length', '0-1'))).meta.total_count).toBe(0);
    for (const bad of ['long', '180-60', '0-99999']) {
      const response = await get(`/v1_rsm/tracks/search?${q('length', bad)}`);
      expect(response.statusCode).toBe(422);
      expect(response.json().message).toMatch(/length range/);
    }
    expect((await get(`/v1_rsm/tracks/search?${q('vocals', 'sung')}`)).statusCode).toBe(422);
  });

  it('offers the nearest terms when nothing matches', async () => {
    const found = await search(`${q('text', 'pianno')}&${q('length', '0-1')}`);
    expect(found.meta.total_count).toBe(0);
    expect(found.nearest!.map((term) => term.name)).toContain('Piano');
    const brief = await search(q('text', 'sad comedy trailer with ukulele'));
    if (brief.meta.total_count === 0) expect(brief.nearest!.length).toBeGreaterThan(0);
    expect((await search(q('text', 'piano'))).nearest).toBeUndefined();
  });

  it('takes a brief part by part when its parts find nothing together, and says so', async () => {
    // No track of the catalogue is both about food and for advertising.
    const both = await idsWhere(
      `SELECT track_id AS id FROM track_search
       WHERE doc @@ to_tsquery('rsm_english', 'food:B') AND doc @@ to_tsquery('rsm_english', 'advertising:B')`,
    );
    expect(both.size).toBe(0);
    const found = await search(q('text', 'comercial de comida'), 'PTRSM');
    expect(found.partial).toBe(true);
    expect(found.meta.total_count).toBeGreaterThan(0);
    expect(found.nearest).toBeUndefined();
    const english = await search(q('text', 'comercial de comida'));
    // "comercial" means the Advertising keyword and the Corporate topic; "comida" the Food keyword.
    for (const track of english.tracks)
      expect(
        track.keywords.some((keyword) => ['Food', 'Advertising'].includes(keyword.name)) ||
          track.topics.some((topic) => topic.name === 'Corporate'),
      ).toBe(true);
    // The bar can submit it, and the panel counts the same tracks.
    const bar = suggestionsResponseSchema.parse(
      (await get(`/v1_rsm/searches/suggestions?q=${encodeURIComponent('comercial de comida')}`)).json(),
    );
    expect(bar.total_count).toBe(found.meta.total_count);
    expect((await facets(q('text', 'comercial de comida'))).total_count).toBe(found.meta.total_count);
    // A brief whose parts match together is not partial.
    expect((await search(q('text', 'upbeat corporate'))).partial).toBeUndefined();
  });

  it('counts a search up to a limit when asked, saying "more" past it', async () => {
    const { search: tracks, searchReading } = ctx.app.repos;
    const input = {
      filters: { text: ['piano'] },
      text: (await searchReading.understand('piano')).text,
      language: 'en' as const,
      sort: { field: 'release_date', direction: 'desc' } as const,
    };
    expect(await tracks.count(input, 5)).toBe(6);
    const all = await tracks.count(input);
    expect(all).toBeGreaterThan(6);
    expect(await tracks.count(input, all + 10)).toBe(all);
  });

  it('suggestions read the brief and count what Enter finds', async () => {
    const response = await get(`/v1_rsm/searches/suggestions?q=${encodeURIComponent('upbeat corporate')}`);
    const body = suggestionsResponseSchema.parse(response.json());
    const found = await search(q('text', 'upbeat corporate'));
    expect(body.total_count).toBe(found.meta.total_count);
    expect(body.total_count).toBeGreaterThan(0);
    expect(body.interpretation!.meanings.map((meaning) => meaning.from)).toEqual(['upbeat', 'corporate']);
    const none = suggestionsResponseSchema.parse((await get('/v1_rsm/searches/suggestions?q=zzqqxx')).json());
    expect(none.total_count).toBe(0);
  });

  it('takes "upbeat" for the moods it means, not for a word of those names elsewhere among the track\'s terms', async () => {
    // A track with none of the moods "upbeat" means, given a keyword that says one of their names.
    const { rows } = await ctx.db.pool.query<{ id: number }>(
      `SELECT t.id FROM tracks t WHERE t.main_track_id IS NULL AND NOT EXISTS (SELECT 1 FROM tracks_moods tm
         JOIN moods m ON m.id = tm.mood_id WHERE tm.track_id = t.id AND m.name_en IN ('Happy', 'Uplifting', 'Energetic'))
       ORDER BY t.id LIMIT 1`,
    );
    const { id } = rows[0]!;
    await ctx.db.pool.query(
      `WITH k AS (INSERT INTO keywords (name_en, name_pt) VALUES ('Happy Hour', 'Happy Hour') RETURNING id)
       INSERT INTO tracks_keywords (track_id, keyword_id) SELECT $1, id FROM k`,
      [id],
    );
    await ctx.db.pool.query('SELECT refresh_track_search()');
    const found = await search(q('text', 'upbeat'));
    expect(found.tracks.map((track) => track.id)).not.toContain(id);
    for (const track of found.tracks)
      expect(track.moods.some((mood) => ['Happy', 'Uplifting', 'Energetic'].includes(mood.name))).toBe(true);
  });

  it('finds what every phrase finds when phrases mean some of the same terms', async () => {
    /** Every track a search finds, page after page. */
    const allIds = async (text: string) => {
      const ids = new Set<number>();
      for (let page = 1; ; page++) {
        const found = await search(`${q('text', text)}&page=${page}`);
        for (const track of found.tracks) ids.add(track.id);
        if (found.tracks.length < 250) return { ids, partial: found.partial };
      }
    };
    const meant = (found: Awaited<ReturnType<typeof search>>) =>
      found.interpretation!.meanings.map((meaning) => meaning.to.map((term) => `${term.kind} ${term.value}`));
    // "motivational" and "powerful" share Energetic, and each means a mood the other does not; "upbeat" means every
    // mood "motivational" means, and Happy.
    for (const [first, second] of [
      ['motivational', 'powerful'],
      ['upbeat', 'motivational'],
    ] as const) {
      const [firstTerms, secondTerms] = meant(await search(q('text', `${first} ${second}`)));
      expect(firstTerms!.filter((term) => secondTerms!.includes(term))).not.toEqual([]);
      const [one, other, both] = await Promise.all([
        allIds(first),
        allIds(second),
        allIds(`${first} ${second}`),
      ]);
      expect(both.partial).toBeUndefined();
      expect(both.ids.size).toBeGreaterThan(0);
      expect([...both.ids].sort()).toEqual([...one.ids].filter((id) => other.ids.has(id)).sort());
    }
  });

  it('matches a phrase taken by meaning by its words side by side, not by the same words apart', async () => {
    // Two tracks without the Gaming topic "video game" means: one whose description says "video" and "games" apart,
    // one that says "video game".
    const { rows } = await ctx.db.pool.query<{ id: number }>(
      `SELECT t.id FROM tracks t WHERE t.main_track_id IS NULL AND NOT EXISTS (SELECT 1 FROM tracks_topics x
         JOIN topics g ON g.id = x.topic_id WHERE x.track_id = t.id AND g.name_en = 'Gaming')
         AND NOT EXISTS (SELECT 1 FROM albums_topics x JOIN topics g ON g.id = x.topic_id
           WHERE x.album_id = t.album_id AND g.name_en = 'Gaming')
       ORDER BY t.id LIMIT 2`,
    );
    const [apart, phrase] = rows.map((row) => row.id);
    const describe = (id: number | undefined, text: string) =>
      ctx.db.pool.query('UPDATE tracks SET description = $2, description_pt = $2 WHERE id = $1', [id, text]);
    await describe(apart, 'Board games for a family evening, then a wedding video in the garden.');
    await describe(phrase, 'A chiptune boss fight for a retro video game.');
    await ctx.db.pool.query('SELECT refresh_track_search()');

    const found = (await search(q('text', 'video game'))).tracks;
    const ids = found.map((track) => track.id);
    expect(ids).not.toContain(apart);
    // Found as typed, it ranks first; the rest are found by the term.
    expect(ids[0]).toBe(phrase);
    for (const track of found.slice(1)) expect(track.topics.map((topic) => topic.name)).toContain('Gaming');
  });
});
