import { setUpTestApp, signedInAs, signIn } from '../../../test/helper';

describe('what a download records', () => {
  const ctx = setUpTestApp();
  const customer = signedInAs(ctx, 'customer@demo.test');

  /** The downloads in the history of the account with this address. */
  const downloadsOf = async (email: string) =>
    (
      await ctx.db.pool.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM customer_history h JOIN customers c ON c.id = h.customer_id
         WHERE c.email = $1 AND h.kind = 'download'`,
        [email],
      )
    ).rows[0]!.n;
  const recorded = () => downloadsOf('customer@demo.test');
  const composerRecorded = () => downloadsOf('composer@demo.test');
  /** Part of a file, as a player seeking or a download resuming asks for it. */
  const getRange = (url: string, account: Record<string, string>, range: string) =>
    ctx.app.inject({ method: 'GET', url, headers: { ...account, range } });

  it('records nothing for a HEAD, which delivers nothing', async () => {
    const before = await recorded();
    for (const url of ['/v1/albums/1/download_zip?kind=mp3', '/v2/tracks/1/download?file_format=file_wav']) {
      const head = await ctx.app.inject({ method: 'HEAD', url, headers: customer });
      expect(head.statusCode).toBe(200);
    }
    expect(await recorded()).toBe(before);
    await ctx.app.inject({
      method: 'GET',
      url: '/v2/tracks/1/download?file_format=file_wav',
      headers: customer,
    });
    expect(await recorded()).toBe(before + 1);
  });

  it('answers a range past the end with 416 and the size, and records nothing', async () => {
    const before = await recorded();
    const response = await getRange('/v2/tracks/1/download?file_format=file', customer, 'bytes=999999999-');
    expect(response.statusCode).toBe(416);
    expect(response.headers['content-range']).toMatch(/^bytes \*\/\d+$/);
    expect(await recorded()).toBe(before);
  });

  it('records a licensed WAV asked for in ranges by someone who never downloaded it', async () => {
    const composer = await signIn(ctx.app, 'composer@demo.test');
    const before = await composerRecorded();
    // All but the first byte, then the first byte alone: the whole file, in two requests.
    const rest = await getRange('/media/tracks/2/wav', composer, 'bytes=1-');
    expect(rest.statusCode).toBe(206);
    expect(await composerRecorded()).toBe(before + 1);
    // Once recorded, seeking and resuming in the same file within the day records nothing more.
    const first = await getRange('/media/tracks/2/wav', composer, 'bytes=0-0');
    expect(first.statusCode).toBe(206);
    expect(await composerRecorded()).toBe(before + 1);
    for (const range of ['bytes=-100', 'bytes=5-9']) {
      const other = await getRange('/media/tracks/3/aiff', composer, range);
      expect(other.statusCode).toBe(206);
    }
    expect(await composerRecorded()).toBe(before + 2);
  });

  it('keeps licensed files and zips out of every shared cache', async () => {
    for (const url of [
      '/media/tracks/1/wav',
      '/media/tracks/1/aiff',
      '/v2/tracks/1/download?file_format=file_wav',
      '/v1/albums/1/download_zip?kind=mp3',
    ]) {
      const response = await ctx.app.inject({ method: 'GET', url, headers: customer });
      expect([url, response.statusCode]).toEqual([url, 200]);
      expect([url, response.headers['cache-control']]).toEqual([url, 'private, no-store']);
    }
    // The preview everyone streams stays cacheable.
    const preview = await ctx.app.inject({ method: 'GET', url: '/media/tracks/1/mp3' });
    expect(preview.headers['cache-control']).toMatch(/^public/);
  });
});
