import { migrate } from '@rsm/db/migrate';
import { env } from '@rsm/db/env';
import { seed } from './index';
import { openProductDatabase } from './open-database';

// `pnpm --filter @rsm/demo seed [-- --small]`: migrates, builds the demo catalogue when the database has none, and
// makes sure the demo accounts exist. `--small` builds the test-sized catalogue.
const size = process.argv.includes('--small') ? 'small' : 'full';
const log = (line: string) => console.log(`[demo] seed: ${line}`);
const db = await openProductDatabase();
try {
  await migrate(db.pool);
  const started = Date.now();
  const result = await seed(db.pool, { size, dataDir: env.DATA_DIR, log });
  log(
    `catalogue ${result.catalogue} (${result.albums} albums, ${result.tracks} tracks) in ${Date.now() - started} ms`,
  );
} finally {
  await db.close();
}
// Nothing is left to wait for: a connection whose goodbye went unanswered must not hold the program open.
process.exit(0);
