import { setUpTestApp, signedInAs } from '../../../test/helper';

/** A broken album download resumes where it stopped, as download managers and browsers ask. */
describe('resuming a zip download', () => {
  const ctx = setUpTestApp();
  const customer = signedInAs(ctx, 'customer@demo.test');
  const url = '/v1/albums/1/download_zip?kind=mp3';
  const get = (headers: Record<string, string> = {}) =>
    ctx.app.inject({ url, headers: { ...customer, ...headers } });
  const downloads = async () =>
    Number(
      (
        await ctx.db.pool.query<{ n: string }>(
          "SELECT count(*) AS n FROM ahoy_events WHERE name = 'download_album'",
        )
      ).rows[0]!.n,
    );

  it('sends the rest of the same bytes from where a download stopped, recorded once', async () => {
    const whole = await get();
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    const tag = String(whole.headers.etag);
    const size = whole.rawPayload.length;
    const before = await downloads();
    const rest = await get({ range: 'bytes=1000-', 'if-range': tag });
    expect(rest.statusCode).toBe(206);
    expect(rest.headers['content-range']).toBe(`bytes 1000-${size - 1}/${size}`);
    expect(rest.rawPayload.toString('base64')).toBe(whole.rawPayload.subarray(1000).toString('base64'));
    expect(await downloads()).toBe(before);
    const middle = await get({ range: 'bytes=10-19' });
    expect(middle.rawPayload.toString('base64')).toBe(whole.rawPayload.subarray(10, 20).toString('base64'));
  });

  it('sends the whole zip again when it changed since (If-Range), and 416 past the end', async () => {
    const changed = await get({ range: 'bytes=1000-', 'if-range': '"another"' });
    expect(changed.statusCode).toBe(200);
    const size = Number((await get()).headers['content-length']);
    const past = await get({ range: `bytes=${size + 10}-` });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${size}`);
  });
});
