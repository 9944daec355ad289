import { existsSync } from 'node:fs';
import { Readable } from 'node:stream';
import { join } from 'node:path';
import { setUpTestApp, signedInAs, TEST_DATA_DIR } from '../../../test/helper';
import { UPLOAD_MESSAGES } from './limits';
import { multipartBody, sineWav } from './test-support';

describe('audio uploads', () => {
  const ctx = setUpTestApp();
  const composer = signedInAs(ctx, 'composer@demo.test');

  const post = (payload: Buffer | string, headers: Record<string, string>) =>
    ctx.app.inject({
      method: 'POST',
      url: '/v1_rsm/uploads/audio',
      headers: { ...composer, ...headers },
      payload,
    });
  const upload = (content: Uint8Array, filename = 'take.wav') => {
    const body = multipartBody([{ name: 'file', filename, content, type: 'audio/wav' }]);
    return post(body.payload, body.headers);
  };

  it('answers a multipart body without a boundary, or cut off, with 400', async () => {
    const noBoundary = await post('--x\r\n\r\nhello\r\n--x--\r\n', { 'content-type': 'multipart/form-data' });
    expect(noBoundary.statusCode).toBe(400);
    const whole = multipartBody([{ name: 'file', filename: 'take.wav', content: sineWav(0.5) }]);
    const cut = await post(whole.payload.subarray(0, 300), whole.headers);
    expect(cut.statusCode).toBe(400);
    expect(cut.json().message).toBe(UPLOAD_MESSAGES.malformed);
  });

  it('refuses a WAV header with no recording behind it', async () => {
    const header = new TextEncoder().encode('RIFF\0\0\0\0WAVE');
    const response = await upload(header);
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBe(UPLOAD_MESSAGES.notAudio);
  });

  it('refuses a file name with a NUL character', async () => {
    expect((await upload(sineWav(0.5), 'a\0b.wav')).statusCode).toBe(400);
  });

  it("deletes a composer's unused uploads after a day, file and row", async () => {
    const first = (await upload(sineWav(0.5))).json().upload;
    const { rows } = await ctx.db.pool.query<{ path: string }>(
      `UPDATE uploads SET created_at = now() - interval '25 hours' WHERE id = $1 RETURNING path`,
      [first.id],
    );
    const file = join(TEST_DATA_DIR, 'media', rows[0]!.path);
    expect(existsSync(file)).toBe(true);
    expect((await upload(sineWav(0.5))).statusCode).toBe(201);
    expect((await ctx.db.pool.query('SELECT 1 FROM uploads WHERE id = $1', [first.id])).rowCount).toBe(0);
    expect(existsSync(file)).toBe(false);
  });

  it('holds the quota on the bytes received: parallel chunked uploads cannot pass it together', async () => {
    // 3 MB left; two uploads of 2 MB each, sent chunked (no Content-Length), at the same time.
    await ctx.db.pool.query(
      `INSERT INTO uploads (customer_id, kind, format, original_name, path, size)
       SELECT id, 'audio', 'wav', 'filler.wav', 'uploads/filler-quota.wav', $2 FROM customers WHERE email = $1`,
      ['composer@demo.test', 2 * 1024 * 1024 * 1024 - 3 * 1024 * 1024],
    );
    const chunked = () => {
      const body = multipartBody([
        { name: 'file', filename: 'long-take.wav', content: sineWav(125, 8000), type: 'audio/wav' },
      ]);
      return ctx.app.inject({
        method: 'POST',
        url: '/v1_rsm/uploads/audio',
        headers: { ...composer, ...body.headers },
        payload: Readable.from([body.payload.subarray(0, 1000), body.payload.subarray(1000)]),
      });
    };
    const answers = await Promise.all([chunked(), chunked()]);
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses[0]).toBe(201);
    expect(statuses[1]).toBeGreaterThanOrEqual(413);
    expect(answers.find((answer) => answer.statusCode !== 201)!.json().message).toBe(UPLOAD_MESSAGES.quota);
    const { rows } = await ctx.db.pool.query(
      `SELECT COALESCE(sum(size), 0)::bigint AS bytes FROM uploads
       WHERE customer_id = (SELECT id FROM customers WHERE email = $1) AND original_name <> 'filler.wav'
         AND created_at > now() - interval '1 minute'`,
      ['composer@demo.test'],
    );
    expect(Number(rows[0].bytes)).toBeLessThanOrEqual(3 * 1024 * 1024);
    await ctx.db.pool.query(`DELETE FROM uploads WHERE original_name = 'filler.wav'`);
  });

  it('stops a composer whose unused uploads fill the quota', async () => {
    await ctx.db.pool.query(
      `UPDATE uploads SET size = 2147483000
       WHERE id = (SELECT id FROM uploads WHERE customer_id = (SELECT id FROM customers WHERE email = $1)
                   ORDER BY created_at DESC LIMIT 1)`,
      ['composer@demo.test'],
    );
    const response = await upload(sineWav(0.5));
    expect(response.statusCode).toBe(429);
    expect(response.json().message).toBe(UPLOAD_MESSAGES.quota);
  });
});
