import {
  curatedPlaylistPageResponseSchema,
  curatedPlaylistResponseSchema,
  curatedPlaylistsResponseSchema,
  trackListResponseSchema,
} from '@rsm/shared/schemas';
import { getInLanguage, setUpTestApp } from '../../../test/helper';
import { errorBody } from '../../../test/error-body';

describe('curated playlists', () => {
  const ctx = setUpTestApp();
  const get = getInLanguage(ctx);

  it('features at least 6 playlists on the homepage with covers', async () => {
    const { playlists } = curatedPlaylistsResponseSchema.parse(
      (await get('/v1_rsm/homepage/curated_playlists')).json(),
    );
    expect(playlists.length).toBeGreaterThanOrEqual(6);
    expect(playlists[0]!.tracks_count).toBeGreaterThan(0);
    expect((await get(new URL(playlists[0]!.cover.url!).pathname)).statusCode).toBe(200);
  });

  it('pages through all playlists', async () => {
    const first = curatedPlaylistPageResponseSchema.parse((await get('/v1_rsm/playlists?per=2')).json());
    expect(first.playlists).toHaveLength(2);
    expect(first.meta).toMatchObject({ current_page: 1, per_page: 2, next: 2 });
    const all = curatedPlaylistPageResponseSchema.parse((await get('/v1_rsm/playlists')).json());
    expect(all.meta.per_page).toBe(48);
    expect(all.meta.total_count).toBe(all.playlists.length);
  });

  it('shows one playlist in the requested language', async () => {
    const en = curatedPlaylistResponseSchema.parse((await get('/v1_rsm/playlists/1')).json()).playlist;
    const pt = curatedPlaylistResponseSchema.parse(
      (await get('/v1_rsm/playlists/1', 'PTRSM')).json(),
    ).playlist;
    expect(en.id).toBe(1);
    expect(pt.name).not.toBe(en.name);
  });

  it("lists a playlist's tracks in the catalogue Track shape, paged", async () => {
    const page = trackListResponseSchema.parse((await get('/v1_rsm/playlists/1/tracks?per=3')).json());
    const { playlist } = curatedPlaylistResponseSchema.parse((await get('/v1_rsm/playlists/1')).json());
    expect(page.tracks).toHaveLength(Math.min(3, playlist.tracks_count));
    expect(page.meta.total_count).toBe(playlist.tracks_count);
    expect(page.tracks[0]!.album.name).toEqual(expect.any(String));
  });

  it('answers an unknown playlist with 404 and a bad id with 422', async () => {
    expect((await get('/v1_rsm/playlists/99999')).statusCode).toBe(404);
    expect((await get('/v1_rsm/playlists/99999/tracks')).json()).toEqual(errorBody('Playlist not found'));
    expect((await get('/v1_rsm/playlists/abc')).statusCode).toBe(422);
    expect((await get('/v1_rsm/playlists?per=0')).statusCode).toBe(422);
  });
});
