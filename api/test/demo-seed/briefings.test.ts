import { setUpTestApp, TEST_DATA_DIR } from '../helper';
import { seed } from '@rsm/demo';

// Every start runs the seed on the existing database; a write to a catalogue table there would move
// catalogue_version and empty the search caches of every running API process.
describe('the seed on an existing database', () => {
  const ctx = setUpTestApp();

  const version = async () =>
    (await ctx.db.pool.query<{ version: number }>('SELECT version FROM catalogue_version')).rows[0]!.version;
  const start = () => seed(ctx.db.pool, { size: 'small', dataDir: TEST_DATA_DIR });

  it('leaves catalogue_version where it was on a second start', async () => {
    const before = await version();
    await start();
    expect(await version()).toBe(before);
  });

  it('adds missing briefs without touching the catalogue when the demo composer is already linked', async () => {
    await ctx.db.pool.query('DELETE FROM briefings');
    const before = await version();
    await start();
    expect(await version()).toBe(before);
    const { rows } = await ctx.db.pool.query<{ briefs: number; linked: number }>(
      `SELECT (SELECT count(*) FROM briefings) AS briefs,
        (SELECT count(*) FROM composers c JOIN customers u ON u.id = c.customer_id
         WHERE u.email = 'composer@demo.test') AS linked`,
    );
    expect(rows[0]).toEqual({ briefs: 3, linked: 1 });
  });

  it('gives open briefs deadlines after today, on a fresh seed and on a later start', async () => {
    const openDeadlines = async () =>
      (
        await ctx.db.pool.query<{ future: boolean }>(
          `SELECT deadline > current_date AS future FROM briefings WHERE status = 'open'`,
        )
      ).rows;
    expect(await openDeadlines()).toEqual([{ future: true }, { future: true }]);
    await ctx.db.pool.query(`UPDATE briefings SET deadline = DATE '2025-06-22' WHERE status = 'open'`);
    await start();
    expect(await openDeadlines()).toEqual([{ future: true }, { future: true }]);
  });
});
