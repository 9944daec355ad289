import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { dbRoot } from './db-root';
import { openDatabase, type Database } from './database';
import { env } from './env';

/**
 * A fresh, empty database for a test file: a throw-away schema on TEST_DATABASE_URL when set, else an in-memory
 * PGlite restored from an empty cluster cached in `cacheDir` (initdb takes seconds; restoring about 1.5 s).
 */
export async function openTestDatabase(cacheDir = join(dbRoot, '.data-test')): Promise<Database> {
  if (env.TEST_DATABASE_URL) return openDatabase({ kind: 'scratch-schema', url: env.TEST_DATABASE_URL });
  mkdirSync(cacheDir, { recursive: true });
  const emptyDump = join(cacheDir, 'pglite-0.5.14-empty.tar.gz');
  if (!existsSync(emptyDump)) {
    const first = await openDatabase({ kind: 'pglite', writeDump: emptyDump });
    await first.close();
  }
  return openDatabase({ kind: 'pglite', fromDump: emptyDump });
}
