import { buildTestApp, signIn, type TestContext } from '../../../test/helper';

describe('what a download records', () => {
  let ctx: TestContext;
  let customer: Record<string, string>;
  beforeAll(async () => {
    ctx = await buildTestApp();
    customer = await signIn(ctx.app, 'customer@demo.test');
  });
  afterAll(() => ctx.close());

  const recorded = async () =>
    (
      await ctx.db.pool.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM customer_history h JOIN customers c ON c.id = h.customer_id
         WHERE c.email = 'customer@demo.test' AND h.kind = 'download'`,
      )
    ).rows[0]!.n;

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
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/v2/tracks/1/download?file_format=file',
      headers: { ...customer, range: 'bytes=999999999-' },
    });
    expect(response.statusCode).toBe(416);
    expect(response.headers['content-range']).toMatch(/^bytes \*\/\d+$/);
    expect(await recorded()).toBe(before);
  });
});
