import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setUpTestApp, signedInAs, TEST_DATA_DIR } from '../../../test/helper';

describe('media', () => {
  const ctx = setUpTestApp();
  const customer = signedInAs(ctx, 'customer@demo.test');
  const blocked = signedInAs(ctx, 'blocked@demo.test');
  let mp3: Buffer;
  let wav: Buffer;
  const stored = async (format: string) => {
    const { rows } = await ctx.db.pool.query<{ path: string }>(
      'SELECT path FROM track_files WHERE track_id = 1 AND format = $1',
      [format],
    );
    return readFile(join(TEST_DATA_DIR, 'media', rows[0]!.path));
  };
  beforeAll(async () => {
    mp3 = await stored('mp3');
    wav = await stored('wav');
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url, headers });
  const downloadsOf = async (email: string) => {
    const { rows } = await ctx.db.pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM customer_history h JOIN customers c ON c.id = h.customer_id
       WHERE c.email = $1 AND h.kind = 'download' AND h.track_id = 1`,
      [email],
    );
    return rows[0]!.n;
  };

  it('streams the preview mp3 to anyone, cacheable for a day, and advertises byte ranges', async () => {
    const response = await get('/media/tracks/1/mp3');
    expect(response.statusCode).toBe(200);
    expect(response.headers['accept-ranges']).toBe('bytes');
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    expect(response.rawPayload.equals(new Uint8Array(mp3))).toBe(true);
  });

  it('answers a Range request with 206 and exactly those bytes', async () => {
    const response = await get('/media/tracks/1/mp3', { range: 'bytes=100-199' });
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-range']).toBe(`bytes 100-199/${mp3.length}`);
    expect(response.rawPayload.equals(new Uint8Array(mp3.subarray(100, 200)))).toBe(true);
  });

  it('answers an unsatisfiable range with 416 and the length it can serve', async () => {
    const response = await get('/media/tracks/1/mp3', { range: `bytes=${mp3.length + 10}-` });
    expect(response.statusCode).toBe(416);
    expect(response.headers['content-range']).toBe(`bytes */${mp3.length}`);
  });

  it('ignores a Range header it cannot parse and sends the whole file (RFC 9110 §14.2)', async () => {
    const response = await get('/media/tracks/1/mp3', { range: 'bytes=abc' });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.length).toBe(mp3.length);
  });

  it('keeps the licensed wav and aiff from visitors and from customers whose downloads are blocked', async () => {
    for (const format of ['wav', 'aiff']) {
      const visitor = await get(`/media/tracks/1/${format}`);
      expect(visitor.statusCode).toBe(401);
      expect(visitor.rawPayload.length).toBeLessThan(200);
      expect((await get(`/media/tracks/1/${format}`, blocked)).statusCode).toBe(403);
    }
    expect(await downloadsOf('blocked@demo.test')).toBe(0);
  });

  it('gives a customer the wav as a recorded download', async () => {
    const before = await downloadsOf('customer@demo.test');
    const response = await get('/media/tracks/1/wav', customer);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/^attachment/);
    expect(response.rawPayload.equals(new Uint8Array(wav))).toBe(true);
    expect(await downloadsOf('customer@demo.test')).toBe(before + 1);
    const aiff = await get('/media/tracks/1/aiff', customer);
    expect(aiff.rawPayload.subarray(8, 12).toString('ascii')).toBe('AIFF');
  });

  it('serves mp3 with its real header', async () => {
    const response = await get('/media/tracks/1/mp3');
    expect(response.headers['content-type']).toBe('audio/mpeg');
    expect(response.rawPayload[0]).toBe(0xff); // MPEG frame sync
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

  it('is 404 for unknown tracks or albums and 422 for an unknown format', async () => {
    expect((await get('/media/tracks/999999/mp3')).statusCode).toBe(404);
    expect((await get('/media/tracks/999999/wav', customer)).statusCode).toBe(404);
    expect((await get('/media/albums/999999/cover.svg')).statusCode).toBe(404);
    expect((await get('/media/tracks/1/flac')).statusCode).toBe(422);
  });
});
