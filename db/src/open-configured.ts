import { join } from 'node:path';
import { env } from './env';
import { openDatabase, type Database } from './database';

/** DATABASE_URL when given, else the embedded PGlite persisted under DATA_DIR/pgdata. */
export function openConfiguredDatabase(): Promise<Database> {
  return env.DATABASE_URL
    ? openDatabase({ kind: 'server', url: env.DATABASE_URL })
    : openDatabase({ kind: 'pglite', dataDir: join(env.DATA_DIR, 'pgdata') });
}
