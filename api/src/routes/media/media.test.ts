import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buildTestApp, TEST_DATA_DIR, type TestContext } from '../../../test/helper';

describe('media', () => {
  let ctx: TestContext;
  let wav: Buffer;
  beforeAll(async () => {
    ctx = await buildTestApp();
    const { rows } = await ctx.db.pool.query<{ path: string }>(
      `SELECT path FROM track_files WHERE track_id = 1 AND format = 'wav'`,
    );
    wav = await readFile(join(TEST_DATA_DIR, 'media', rows[0]!.path));
  });
  afterAll(() => ctx.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url, headers });

  it('streams a whole file and advertises byte ranges', async () => {
    const response = await get('/media/tracks/1/wav');
    expect(response.statusCode).toBe(200);
    expect(response.headers['accept-ranges']).toBe('bytes');
    expect(response.rawPayload.equals(new Uint8Array(wav))).toBe(true);
    expect(response.rawPayload.subarray(0, 4).toString('ascii')).toBe('RIFF');
  });

  it('answers a Range request with 206 and exactly those bytes', async () => {
    const response = await get('/media/tracks/1/wav', { range: 'bytes=100-199' });
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-range']).toBe(`bytes 100-199/${wav.length}`);
    expect(response.rawPayload.equals(new Uint8Array(wav.subarray(100, 200)))).toBe(true);
  });

  it('answers an unsatisfiable range with 416', async () => {
    const response = await get('/media/tracks/1/wav', { range: `bytes=${wav.length + 10}-` });
    expect(response.statusCode).toBe(416);
  });

  it('serves mp3 and aiff with their real headers', async () => {
    const mp3 = await get('/media/tracks/1/mp3');
    expect(mp3.headers['content-type']).toBe('audio/mpeg');
    expect(mp3.rawPayload[0]).toBe(0xff); // MPEG frame sync
    const aiff = await get('/media/tracks/1/aiff');
    expect(aiff.rawPayload.subarray(0, 4).toString('ascii')).toBe('FORM');
    expect(aiff.rawPayload.subarray(8, 12).toString('ascii')).toBe('AIFF');
  });

  it('serves peaks, covers and medleys', async () => {
    const peaks = (await get('/media/tracks/1/peaks.json')).json() as number[];
    expect(peaks).toHaveLength(200);
    expect(Math.max(...peaks)).toBe(1);
    const cover = await get('/media/albums/1/cover.svg');
    expect(cover.headers['content-type']).toMatch(/image\/svg\+xml/);
    expect(cover.body).toMatch(/^<svg/);
    expect((await get('/media/albums/1/medley.mp3')).statusCode).toBe(200);
  });

  it('is 404 for unknown tracks or albums and 400 for an unknown format', async () => {
    expect((await get('/media/tracks/999999/mp3')).statusCode).toBe(404);
    expect((await get('/media/albums/999999/cover.svg')).statusCode).toBe(404);
    expect((await get('/media/tracks/1/flac')).statusCode).toBe(400);
  });
});
