import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { dbRoot } from './db-root';
import type { Pool } from './pool';

const MIGRATION_FILE = /^(\d{3})\.do\.([a-z0-9-_]+)\.sql$/;
export const migrationsDir = join(dbRoot, 'migrations');

interface Migration {
  version: number;
  name: string;
  file: string;
}

async function listMigrations(dir: string): Promise<Migration[]> {
  const files = (await readdir(dir)).filter((file) => MIGRATION_FILE.test(file)).sort();
  return files.map((file) => {
    const [, version, name] = MIGRATION_FILE.exec(file)!;
    return { version: Number(version), name: name!, file };
  });
}

/** Applies every migration not yet recorded in schema_migrations, each in its own transaction. Returns their names. */
export async function migrate(pool: Pool, dir = migrationsDir): Promise<string[]> {
  await pool.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`);
  const { rows } = await pool.query<{ version: number }>('SELECT version FROM schema_migrations');
  const applied = new Set(rows.map((row) => row.version));
  const done: string[] = [];
  for (const migration of await listMigrations(dir)) {
    if (applied.has(migration.version)) continue;
    const sql = await readFile(join(dir, migration.file), 'utf8');
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      await client.query(sql);
      await client.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
        migration.version,
        migration.name,
      ]);
      await client.query('COMMIT');
      done.push(migration.file);
    } catch (error) {
      await client.query('ROLLBACK');
      throw new Error(`Migration ${migration.file} failed: ${(error as Error).message}`);
    } finally {
      client.release();
    }
  }
  return done;
}
