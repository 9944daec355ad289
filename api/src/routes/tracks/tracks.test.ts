import { trackResponseSchema, trackSchema } from '@rsm/shared/schemas';
import { z } from 'zod';
import { PUBLIC_URL, setUpTestApp } from '../../../test/helper';
import { errorBody } from '../../../test/error-body';

describe('tracks', () => {
  const ctx = setUpTestApp();

  const get = (url: string) => ctx.app.inject({ method: 'GET', url });

  it('returns a main track with its files, people and taxonomies', async () => {
    const response = await get('/v1_rsm/tracks/1');
    expect(response.statusCode).toBe(200);
    const { track } = trackResponseSchema.parse(response.json());
    expect(track.main_track_id).toBeNull();
    expect(track.file.url).toBe(`${PUBLIC_URL}/media/tracks/1/mp3`);
    expect(track.file_wav.url).toBe(`${PUBLIC_URL}/v2/tracks/1/download?file_format=file_wav`);
    expect(track.file_aiff.url).toBe(`${PUBLIC_URL}/v2/tracks/1/download?file_format=file_aiff`);
    expect(track.peaks_url).toBe(`${PUBLIC_URL}/media/tracks/1/peaks.json`);
    // 16-bit mono PCM: two bytes a sample plus a small header.
    expect(track.file_wav_size).toBeGreaterThan(track.length! * 22_050 * 2);
    expect(track.file_size).toBeLessThan(track.file_wav_size!);
    expect(track.composers.length + track.lyricists.length).toBeGreaterThan(0);
    const shares = track.composers_tracks.reduce((sum, share) => sum + share.pr_ownership_share, 0);
    expect(shares).toBe(100);
    expect(track.genres.length).toBeGreaterThan(0);
    expect(track.album).toMatchObject({ id: expect.any(Number), uuid: expect.any(String) });
  });

  it('lists the alternates of a main track, and the siblings of an alternate', async () => {
    const main = trackResponseSchema.parse((await get('/v1_rsm/tracks/1')).json()).track;
    const response = await get('/v1_rsm/tracks/1/alternatives');
    expect(response.statusCode).toBe(200);
    const { tracks } = z.object({ tracks: z.array(trackSchema) }).parse(response.json());
    expect(tracks).toHaveLength(main.alternative_tracks_count);
    expect(tracks.every((track) => track.main_track_id === 1 && track.name === main.name)).toBe(true);
    expect(tracks.every((track) => track.external_main_id === main.external_id)).toBe(true);
    const siblings = (await get(`/v1_rsm/tracks/${tracks[0]!.id}/alternatives`)).json().tracks;
    expect(siblings).toHaveLength(tracks.length);
  });

  it('gives edits the length of their edit and the main track tempo', async () => {
    const { rows } = await ctx.db.pool.query<{ id: number }>(
      `SELECT id FROM tracks WHERE version = '15 Sec Edit' LIMIT 1`,
    );
    const edit = trackResponseSchema.parse((await get(`/v1_rsm/tracks/${rows[0]!.id}`)).json()).track;
    const main = trackResponseSchema.parse((await get(`/v1_rsm/tracks/${edit.main_track_id}`)).json()).track;
    expect(edit.length).toBe(15);
    expect(edit.bpm).toBe(main.bpm);
  });

  it('is 404 for an unknown track and 422 for a bad id', async () => {
    expect((await get('/v1_rsm/tracks/999999')).json()).toEqual(errorBody('Track not found'));
    expect((await get('/v1_rsm/tracks/abc')).statusCode).toBe(422);
    expect((await get('/v1_rsm/tracks/99999999999')).statusCode).toBe(422);
  });
});
