import { setUpTestApp } from '../../test/helper';
import { parseText } from '../lib/text-query';
import type { Language } from '../plugins/language';
import { catalogueCache } from './catalogue-cache';
import { searchRepository, type SearchInput } from './search-repository';

// Text searches without filters read track_text (migration 092), copies that the refresh keeps; filtered ones
// read track_search, which the same refresh keeps.
describe('text search after the catalogue changes', () => {
  const ctx = setUpTestApp();

  const found = async (text: string, language: Language, filters: SearchInput['filters'] = {}) => {
    const search = searchRepository(ctx.db.pool, catalogueCache(ctx.db.pool, { enabled: false }));
    const input: SearchInput = {
      filters: { ...filters, text: [text] },
      text: parseText(text),
      language,
      sort: { field: 'relevance', direction: 'desc' },
    };
    return (await search.tracks(input, { page: 1, per: 250, offset: 0 })).ids;
  };

  it('finds a renamed track by its new name in both languages once the search rows are refreshed', async () => {
    const { rows } = await ctx.db.pool.query<{ id: number; name: string }>(
      'SELECT id, name FROM tracks WHERE main_track_id IS NULL ORDER BY id LIMIT 1',
    );
    const { id, name } = rows[0]!;
    const rename = (to: string) => ctx.db.pool.query('UPDATE tracks SET name = $2 WHERE id = $1', [id, to]);
    await rename('Quokkawave');
    expect(await found('quokkawave', 'en')).toEqual([]);

    await ctx.db.pool.query('SELECT refresh_track_search()');
    expect(await found('quokkawave', 'en')).toEqual([id]);
    expect(await found('Quokka', 'pt')).toEqual([id]);

    await rename(name);
    await ctx.db.pool.query('SELECT refresh_track_search()');
    expect(await found('quokkawave', 'en')).toEqual([]);
    expect(await found('quokkawave', 'pt')).toEqual([]);
  });

  it('filters by a genre, and by vocals when only they changed, as the refresh left them', async () => {
    const { rows } = await ctx.db.pool.query<{ id: number; name: string; genre: string; genre_id: number }>(
      `SELECT t.id, t.name, g.name_en AS genre, g.id AS genre_id FROM tracks t, genres g
       WHERE t.main_track_id IS NULL AND NOT EXISTS (SELECT 1 FROM tracks_genres x WHERE x.track_id = t.id AND
         x.genre_id = g.id)
         AND NOT EXISTS (SELECT 1 FROM composers_tracks c WHERE c.track_id = t.id AND c.role = 'lyricist')
         AND EXISTS (SELECT 1 FROM composers_tracks c WHERE c.track_id = t.id)
       ORDER BY t.id, g.id LIMIT 1`,
    );
    const { id, name, genre, genre_id } = rows[0]!;
    const word = name.split(' ')[0]!;
    expect(await found(word, 'en', { genres: [genre] })).not.toContain(id);
    expect(await found(word, 'en', { vocals: ['instrumental'] })).toContain(id);

    await ctx.db.pool.query('INSERT INTO tracks_genres (track_id, genre_id) VALUES ($1, $2)', [id, genre_id]);
    await ctx.db.pool.query('SELECT refresh_track_search()');
    expect(await found(word, 'en', { genres: [genre] })).toContain(id);

    // Its composer becomes its lyricist: the same names in its vector, only whether it has vocals changes.
    await ctx.db.pool.query(
      `UPDATE composers_tracks SET role = 'lyricist' WHERE track_id = $1 AND composer_id =
         (SELECT min(composer_id) FROM composers_tracks WHERE track_id = $1)`,
      [id],
    );
    await ctx.db.pool.query('SELECT refresh_track_search()');
    expect(await found(word, 'en', { vocals: ['vocal'] })).toContain(id);
    expect(await found(word, 'en', { vocals: ['instrumental'] })).not.toContain(id);
  });

  it('leaves nothing for searches to scan in the GIN pending lists after a refresh', async () => {
    await ctx.db.pool.query("UPDATE tracks SET description = 'A pelican chorus' WHERE main_track_id IS NULL");
    await ctx.db.pool.query('SELECT refresh_track_search()');
    const mains = await ctx.db.pool.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM tracks WHERE main_track_id IS NULL',
    );
    expect((await found('pelican', 'pt')).length).toBe(mains.rows[0]!.n);
    // gin_clean_pending_list answers how many pending pages it merged: the refresh left none.
    const { rows } = await ctx.db.pool.query<{ name: string; merged: number }>(
      `SELECT c.relname AS name, gin_clean_pending_list(i.indexrelid)::int AS merged
       FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
       WHERE i.indrelid IN ('track_text'::regclass, 'track_search'::regclass)
         AND c.relam = (SELECT oid FROM pg_am WHERE amname = 'gin')`,
    );
    expect(rows.map((row) => row.name)).toEqual(
      expect.arrayContaining(['track_text_terms_idx', 'track_search_terms_idx']),
    );
    expect(rows.map((row) => row.merged)).toEqual(rows.map(() => 0));
  });

  it('rewrites only the search rows of tracks that changed', async () => {
    // A row's xmin is the transaction that last wrote it: a refresh that finds nothing changed leaves it alone.
    const versions = async () =>
      new Map(
        (
          await ctx.db.pool.query<{ track_id: number; xmin: string }>(
            'SELECT track_id, xmin::text AS xmin FROM track_search',
          )
        ).rows.map((row) => [row.track_id, row.xmin]),
      );
    await ctx.db.pool.query('SELECT refresh_track_search()');
    const before = await versions();
    await ctx.db.pool.query('SELECT refresh_track_search()');
    expect(await versions()).toEqual(before);

    const [id] = [...before.keys()].sort((a, b) => a - b);
    await ctx.db.pool.query('UPDATE tracks SET bpm = coalesce(bpm, 100) + 1 WHERE id = $1', [id]);
    await ctx.db.pool.query('SELECT refresh_track_search()');
    const after = await versions();
    const rewritten = [...after]
      .filter(([track, xmin]) => before.get(track) !== xmin)
      .map(([track]) => track);
    expect(rewritten).toEqual([id]);
  });
});
