import { migrate } from '@rsm/db/migrate';
import { seed } from '@rsm/demo';
import { openTestDatabase, SEEDED_DUMP, TEST_DATA_DIR } from './helper';
import { env } from '../src/env';

/**
 * Migrates and seeds one PGlite database per run and dumps it, so each test file starts from a copy in about a
 * second instead of migrating and seeding again. Rebuilt every run: the dump can never be stale.
 */
export default async function globalSetup(): Promise<void> {
  if (env.TEST_DATABASE_URL) return;
  const db = await openTestDatabase();
  try {
    await migrate(db.pool);
    await seed(db.pool, { size: 'small', dataDir: TEST_DATA_DIR });
    await db.dump!(SEEDED_DUMP);
  } finally {
    await db.close();
  }
}
