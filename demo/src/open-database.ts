import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { openDatabase, type Database } from '@rsm/db/database';
import { createPool } from '@rsm/db/pool';
import { env } from '@rsm/db/env';

/**
 * The product's database as the demo's programs reach it: DATABASE_URL when given; else the embedded PGlite under
 * DATA_DIR — through the socket of the server process that holds it while the API runs (one process per data dir:
 * its pglite-server names its socket in `<pgdata>.socket`), or opened here when nothing holds it.
 */
export async function openProductDatabase(dataDir = env.DATA_DIR): Promise<Database> {
  if (env.DATABASE_URL) return openDatabase({ kind: 'server', url: env.DATABASE_URL });
  const pgdata = join(dataDir, 'pgdata');
  const socketDir = await readFile(`${pgdata}.socket`, 'utf8').catch(() => null);
  if (socketDir) {
    // One connection, and no named statements: the session is the one the API's connection uses too.
    const pool = createPool({
      connectionString: `postgres://postgres@localhost/postgres?host=${encodeURIComponent(socketDir.trim())}`,
      max: 1,
    });
    try {
      await pool.query('SELECT 1');
      // The server answers a client's goodbye in turn, after a transaction another client has open: the program
      // waits a moment for it, not for ever (its work is committed; its socket closes as it exits).
      const close = () =>
        Promise.race([pool.end(), new Promise<void>((resolve) => setTimeout(resolve, 2000).unref())]);
      return { pool, engine: 'pglite', close };
    } catch (error) {
      await pool.end();
      // Only a socket named by a server that is gone (killed) leaves the data dir free to open here; any other
      // answer comes from the server that holds it.
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== 'ECONNREFUSED' && code !== 'ENOENT') throw error;
    }
  }
  return openDatabase({ kind: 'pglite', dataDir: pgdata });
}
