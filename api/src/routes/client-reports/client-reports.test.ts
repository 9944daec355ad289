import { setUpTestApp, signedInAs } from '../../../test/helper';

describe('client reports', () => {
  const ctx = setUpTestApp();
  const customer = signedInAs(ctx, 'customer@demo.test');
  const staff = signedInAs(ctx, 'staff@demo.test');

  const post = (payload: object, remoteAddress = '127.0.0.1') =>
    ctx.app.inject({ method: 'POST', url: '/v1/client-reports', payload, remoteAddress });
  const lcp = (version: string, value: number) => ({ app: 'catalogue', version, kind: 'LCP', value });
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
      'SELECT app, version, kind, sum(count)::int AS n FROM client_report_counts GROUP BY 1, 2, 3 ORDER BY 1, 3',
    );
    expect(rows).toEqual([
      { app: 'catalogue', version: '20261125-0100-abc1234', kind: 'CLS', n: 1 },
      { app: 'catalogue', version: '20261125-0100-abc1234', kind: 'LCP', n: 2 },
      { app: 'player', version: 'dist', kind: 'error', n: 1 },
    ]);
  });

  it('keeps a bounded number of rows however many reports arrive', async () => {
    const before = await ctx.db.pool.query('SELECT count(*)::int AS n FROM client_report_counts');
    // 400 reports from 8 addresses, values spread over a second: a few dozen buckets, not 400 rows.
    for (let batch = 0; batch < 8; batch += 1)
      await post(
        { reports: Array.from({ length: 50 }, (_, i) => lcp('20261125-0200-def5678', 1000 + i * 20)) },
        `198.51.100.${batch}`,
      );
    const after = await ctx.db.pool.query('SELECT count(*)::int AS n FROM client_report_counts');
    expect(after.rows[0].n - before.rows[0].n).toBeLessThan(30);
  });

  it('counts no more than 20 versions of an app an hour: made-up versions cannot flood the staff view', async () => {
    for (let version = 0; version < 60; version += 1)
      await post({ reports: [lcp(`made-up-${version}`, 100)] }, `203.0.113.${version}`);
    const { rows } = await ctx.db.pool.query(
      `SELECT count(DISTINCT version)::int AS n FROM client_report_counts WHERE app = 'catalogue'`,
    );
    expect(rows[0].n).toBe(20);
    // A version counted this hour keeps being counted.
    expect((await post({ reports: [lcp('20261125-0200-def5678', 900)] })).statusCode).toBe(204);
  });

  it('refuses an address more than 600 reports an hour', async () => {
    const batch = { reports: Array.from({ length: 50 }, () => lcp('20261125-0200-def5678', 1500)) };
    const statuses: number[] = [];
    for (let i = 0; i < 13; i += 1) statuses.push((await post(batch, '192.0.2.77')).statusCode);
    expect(statuses.slice(0, 12)).toEqual(Array(12).fill(204));
    expect(statuses[12]).toBe(429);
    expect((await post(batch, '192.0.2.78')).statusCode).toBe(204);
  });

  it('forgets hours older than the staff view can show', async () => {
    await ctx.db.pool.query(
      `INSERT INTO client_report_counts (app, version, hour, kind, bucket, count)
       VALUES ('host', 'old', date_trunc('hour', now()) - interval '20 days', 'LCP', 10, 5)`,
    );
    // The first report of a fresh process sweeps.
    const { clientReportRepository } = await import('../../repositories/client-report-repository');
    await clientReportRepository(ctx.db.pool).record([
      { app: 'host', version: 'dist', kind: 'LCP', value: 1 },
    ]);
    const { rows } = await ctx.db.pool.query(`SELECT 1 FROM client_report_counts WHERE version = 'old'`);
    expect(rows).toHaveLength(0);
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
    const catalogue = rows.find(
      (row) => row.app === 'catalogue' && (row as { version?: string }).version === '20261125-0100-abc1234',
    )!;
    // Read from 5 % buckets: within 2.5 % of the 75th percentile of [1200, 2000] (the second sample).
    expect(Math.abs(catalogue.lcp! - 2000) / 2000).toBeLessThan(0.026);
    expect(Math.abs(catalogue.cls! - 0.02) / 0.02).toBeLessThan(0.026);
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
