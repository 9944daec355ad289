import { setUpTestApp } from '../helper';
import { seedAccountActivity } from '@rsm/demo/account-activity';

describe('seedAccountActivity', () => {
  const ctx = setUpTestApp();

  const activityOf = async (customerId: number) => {
    const favourites = await ctx.db.pool.query<{ album_id: number }>(
      'SELECT album_id FROM album_favourites WHERE customer_id = $1 ORDER BY created_at DESC',
      [customerId],
    );
    const history = await ctx.db.pool.query<{ track_id: number; kind: string }>(
      'SELECT track_id, kind FROM customer_history WHERE customer_id = $1 ORDER BY created_at DESC',
      [customerId],
    );
    return { favourites: favourites.rows.map((row) => row.album_id), history: history.rows };
  };
  const run = async (customerId: number) => {
    const client = await ctx.db.pool.connect();
    try {
      await seedAccountActivity(client, customerId);
    } finally {
      client.release();
    }
  };
  const idOf = async (email: string) =>
    (await ctx.db.pool.query<{ id: number }>('SELECT id FROM customers WHERE email = $1', [email])).rows[0]!
      .id;

  it('adds the same favourites and history once, and never to a customer who has some', async () => {
    const customer = await idOf('customer@demo.test');
    const composer = await idOf('composer@demo.test');
    expect(await activityOf(customer)).toEqual({ favourites: [], history: [] });
    await run(customer);
    const first = await activityOf(customer);
    expect(first.favourites).toHaveLength(4);
    expect(first.history.map((entry) => entry.kind)).toEqual([
      ...Array(8).fill('play'),
      ...Array(3).fill('download'),
    ]);
    await run(customer);
    expect(await activityOf(customer)).toEqual(first);

    // Another database seeded the same way gets the same rows: here, a second customer with no activity.
    await run(composer);
    expect(await activityOf(composer)).toEqual(first);
  });
});
