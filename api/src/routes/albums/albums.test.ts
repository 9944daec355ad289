import { albumListResponseSchema, albumResponseSchema, trackListResponseSchema } from '@rsm/shared/schemas';
import { PUBLIC_URL, setUpTestApp } from '../../../test/helper';
import { anyErrorBody, errorBody } from '../../../test/error-body';

describe('albums', () => {
  const ctx = setUpTestApp();

  const get = (url: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url, headers });

  it('pages albums, newest release first, with meta', async () => {
    const response = await get('/v1_rsm/albums?per=3&page=1');
    expect(response.statusCode).toBe(200);
    const { albums, meta } = albumListResponseSchema.parse(response.json());
    expect(meta).toEqual({
      total_count: 4,
      current_page: 1,
      per_page: 3,
      total_pages: 2,
      next: 2,
      prev: null,
    });
    const dates = albums.map((album) => album.release_date!);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(albums[0]!.cover.url).toBe(`${PUBLIC_URL}/media/albums/${albums[0]!.id}/cover.svg`);
    expect(albums[0]!.medley.url).toBe(`${PUBLIC_URL}/media/albums/${albums[0]!.id}/medley.mp3`);
    const last = albumListResponseSchema.parse((await get('/v1_rsm/albums?per=3&page=2')).json());
    expect(last.meta).toMatchObject({ current_page: 2, next: null, prev: 1 });
    expect(last.albums).toHaveLength(1);
  });

  it('answers a page asked again as it was sent, without listing it again, in each language', async () => {
    const first = await get('/v1_rsm/albums?per=2&page=2');
    const listed = jest.spyOn(ctx.app.repos.albums, 'list');
    const queries = jest.spyOn(ctx.db.pool, 'query');
    try {
      const again = await get('/v1_rsm/albums?per=2&page=2');
      expect(again.statusCode).toBe(200);
      expect(again.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(again.body).toBe(first.body);
      // Neither the list (its DTOs validated and written again) nor the database.
      expect(listed).not.toHaveBeenCalled();
      const read = queries.mock.calls.filter(([sql]) => !String(sql).includes('catalogue_version'));
      expect(read).toEqual([]);
      // Another language is another body: its descriptions and taxonomy names.
      const portuguese = await get('/v1_rsm/albums?per=2&page=2', { 'accept-language': 'PTRSM' });
      expect(portuguese.statusCode).toBe(200);
      expect(listed).toHaveBeenCalledTimes(1);
      expect(albumListResponseSchema.parse(portuguese.json()).meta.current_page).toBe(2);
    } finally {
      listed.mockRestore();
      queries.mockRestore();
    }
  });

  it('defaults to 48 per page and sorts by an allowed field', async () => {
    const { albums, meta } = albumListResponseSchema.parse(
      (await get('/v1_rsm/albums?sort=name+asc')).json(),
    );
    expect(meta.per_page).toBe(48);
    const names = albums.map((album) => album.name);
    expect([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }))).toEqual(names);
  });

  it.each([
    ['an unknown sort', '/v1_rsm/albums?sort=price+desc'],
    ['a sort without direction', '/v1_rsm/albums?sort=name'],
    ['a negative per', '/v1_rsm/albums?per=-1'],
    ['a huge per', '/v1_rsm/albums?per=100000'],
    ['page zero', '/v1_rsm/albums?page=0'],
    ['a non-numeric page', '/v1_rsm/albums?page=abc'],
  ])('rejects %s with 422 and a message', async (_case, url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual(anyErrorBody());
  });

  it('finds an album by id and by uuid', async () => {
    const byId = albumResponseSchema.parse((await get('/v1_rsm/albums/1')).json()).album;
    const byUuid = await get(`/v1_rsm/albums/${byId.uuid}`);
    expect(byUuid.statusCode).toBe(200);
    expect(byUuid.json().album).toEqual(byId);
    expect(byId.tracks_count).toBe(5);
    expect(byId.label).toEqual({ id: expect.any(Number), name: expect.any(String) });
  });

  it('is 404 for an unknown album and 422 for an id that is neither number nor uuid', async () => {
    expect((await get('/v1_rsm/albums/999999')).json()).toEqual(errorBody('Album not found'));
    expect((await get('/v1_rsm/albums/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await get('/v1_rsm/albums/not-an-id')).statusCode).toBe(422);
  });

  it('names taxonomies in the language of Accept-Language', async () => {
    const en = albumResponseSchema.parse(
      (await get('/v1_rsm/albums/1', { 'accept-language': 'ENRSM' })).json(),
    );
    const pt = albumResponseSchema.parse(
      (await get('/v1_rsm/albums/1', { 'accept-language': 'PTRSM' })).json(),
    );
    expect(pt.album.moods.map((m) => m.id).sort()).toEqual(en.album.moods.map((m) => m.id).sort());
    expect(pt.album.moods.map((m) => m.name)).not.toEqual(en.album.moods.map((m) => m.name));
  });

  it("lists the album's main tracks in order with their alternates counted", async () => {
    const response = await get('/v1_rsm/albums/1/tracks?per=50');
    expect(response.statusCode).toBe(200);
    const { tracks, meta } = trackListResponseSchema.parse(response.json());
    expect(meta.total_count).toBe(5);
    expect(tracks.every((track) => track.main_track_id === null)).toBe(true);
    expect(
      tracks.every((track) => track.alternative_tracks_count >= 1 && track.alternative_tracks_count <= 3),
    ).toBe(true);
    expect(tracks.map((track) => track.external_id)).toEqual(
      [...tracks.map((track) => track.external_id)].sort(),
    );
    expect((await get('/v1_rsm/albums/999999/tracks')).statusCode).toBe(404);
  });
});
