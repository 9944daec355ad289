import { migrate } from '../db/migrate';
import { openConfiguredDatabase } from '../db/open-configured';
import { env } from '../env';
import { seed } from './index';

// `pnpm seed -- --small` builds the test-sized catalogue.
const size = process.argv.includes('--small') ? 'small' : 'full';
const db = await openConfiguredDatabase();
try {
  await migrate(db.pool);
  const started = Date.now();
  const result = await seed(db.pool, {
    size,
    dataDir: env.DATA_DIR,
    log: (line) => console.log(`seed: ${line}`),
  });
  console.log(
    `seed: catalogue ${result.catalogue} (${result.albums} albums, ${result.tracks} tracks) in ${Date.now() - started} ms`,
  );
} finally {
  await db.close();
}
