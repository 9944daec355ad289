import { openTestDatabase } from './test-database';
import type { Database } from './database';
import { migrate } from './migrate';

describe('migrate', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openTestDatabase();
  });
  afterAll(() => db.close());

  it('creates every table on a fresh database and records each migration once', async () => {
    const applied = await migrate(db.pool);
    expect(applied[0]).toBe('001.do.extensions.sql');
    const { rows } = await db.pool.query<{ table_name: string }>(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema()`,
    );
    const tables = rows.map((row) => row.table_name);
    for (const table of [
      'customers',
      'auth_tokens',
      'albums',
      'tracks',
      'track_files',
      'composers_tracks',
      'genres',
      'tracks_moods',
      'projects',
      'project_tracks',
      'project_categories',
      'briefings',
    ]) {
      expect(tables).toContain(table);
    }
    const recorded = await db.pool.query<{ count: number }>(
      'SELECT count(*) AS count FROM schema_migrations',
    );
    expect(recorded.rows[0]!.count).toBe(applied.length);
  });

  it('does nothing when run again', async () => {
    expect(await migrate(db.pool)).toEqual([]);
  });

  it('keeps one default folder per customer', async () => {
    const { rows } = await db.pool.query<{ id: number }>(
      `INSERT INTO customers (email, password_hash) VALUES ('x@y.test', 'h') RETURNING id`,
    );
    const insert = `INSERT INTO project_categories (customer_id, name, is_default) VALUES ($1, 'Default', true)`;
    await db.pool.query(insert, [rows[0]!.id]);
    await expect(db.pool.query(insert, [rows[0]!.id])).rejects.toThrow(/duplicate key/);
  });
});
