import { buildTestApp, signIn, type TestContext } from '../../../test/helper';

describe('client reports', () => {
  let ctx: TestContext;
  let customer: Record<string, string>;
  let staff: Record<string, string>;
  beforeAll(async () => {
    ctx = await buildTestApp();
    customer = await signIn(ctx.app, 'customer@demo.test');
    staff = await signIn(ctx.app, 'staff@demo.test');
  });
  afterAll(() => ctx.close());

  const post = (payload: object) => ctx.app.inject({ method: 'POST', url: '/v1/client-reports', payload });
  const health = (headers: Record<string, string> = {}, query = '') =>
    ctx.app.inject({ method: 'GET', url: `/v1/client-reports/health${query}`, headers });

  it("stores a page's errors and web vitals with the app and version that served them", async () => {
    const response = await post({
      reports: [
        { app: 'catalogue', version: '20261125-0100-abc1234', kind: 'LCP', value: 1200, path: '/albums' },
        { app: 'catalogue', version: '20261125-0100-abc1234', kind: 'LCP', value: 2000, path: '/albums' },
        { app: 'catalogue', version: '20261125-0100-abc1234', kind: 'CLS', value: 0.02 },
        { app: 'player', version: 'dist', kind: 'error', value: 1, message: 'TypeError: x is undefined' },
      ],
    });
    expect(response.statusCode).toBe(204);
    const { rows } = await ctx.db.pool.query(
      'SELECT app, version, kind, message FROM client_reports ORDER BY id',
    );
    expect(rows).toHaveLength(4);
    expect(rows[3]).toEqual({
      app: 'player',
      version: 'dist',
      kind: 'error',
      message: 'TypeError: x is undefined',
    });
  });

  it('turns away what no page of the site sends, with a 4xx that says why', async () => {
    const unknownApp = await post({ reports: [{ app: 'admin', version: '1', kind: 'LCP', value: 1 }] });
    expect(unknownApp.statusCode).toBe(422);
    const badVersion = await post({ reports: [{ app: 'host', version: '../1', kind: 'LCP', value: 1 }] });
    expect(badVersion.statusCode).toBe(422);
    expect(badVersion.body).toContain('letters, digits, dots and dashes');
    expect((await post({ reports: [] })).statusCode).toBe(422);
    const huge = {
      reports: [{ app: 'host', version: '1', kind: 'error', value: 1, message: 'x'.repeat(40_000) }],
    };
    expect((await post(huge)).statusCode).toBe(413);
  });

  it('shows staff the 75th percentile of each vital and the errors per app, version and hour', async () => {
    const response = await health(staff, '?hours=1');
    expect(response.statusCode).toBe(200);
    const rows = response.json().rows as {
      app: string;
      lcp: number | null;
      cls: number | null;
      errors: number;
    }[];
    const catalogue = rows.find((row) => row.app === 'catalogue')!;
    expect(catalogue.lcp).toBeCloseTo(1800);
    expect(catalogue.cls).toBeCloseTo(0.02);
    expect(catalogue.errors).toBe(0);
    expect(rows.find((row) => row.app === 'player')!.errors).toBe(1);
  });

  it('keeps the health of releases from visitors and customers who are not staff', async () => {
    expect((await health()).statusCode).toBe(401);
    const notStaff = await health(customer);
    expect(notStaff.statusCode).toBe(403);
    expect(notStaff.json().message).toBe('Only staff can see the health of releases');
    expect((await health(staff, '?hours=0')).statusCode).toBe(422);
  });
});
