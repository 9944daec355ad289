import { openTestDatabase } from './test-database';

describe('openDatabase', () => {
  it('prepares a named statement again on a connection that replaced a closed one', async () => {
    const db = await openTestDatabase();
    try {
      const named = { name: 'database-test-answer', text: 'SELECT $1::int + 1 AS answer', values: [41] };
      expect((await db.pool.query<{ answer: number }>(named)).rows[0]!.answer).toBe(42);
      // The pool ends its one client (as it does an idle one); the next query runs on a new connection.
      const client = await db.pool.connect();
      client.release(true);
      expect((await db.pool.query<{ answer: number }>(named)).rows[0]!.answer).toBe(42);
    } finally {
      await db.close();
    }
  });
});
