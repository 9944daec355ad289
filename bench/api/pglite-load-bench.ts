/**
 * One API process on PGlite, the embedded engine `npm start` runs by default, on the demo catalogue (the test-sized
 * seed, in a throw-away folder): the gateway bench's mixed load (mixed-load.ts), straight to the process.
 * Usage: pnpm --filter @rsm/bench exec tsx api/pglite-load-bench.ts [<load seconds, default 30>]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '@rsm/db/database';
import { migrate } from '@rsm/db/migrate';
import { seed } from '@rsm/demo';
import { buildApp } from '../../api/src/app';
import { TEST_DATA_DIR } from '../../api/test/helper';
import { mixedLoad } from './mixed-load';

const seconds = Number(process.argv[2] ?? 30);
const dataDir = mkdtempSync(join(tmpdir(), 'rsm-pglite-load-'));
const db = await openDatabase({ kind: 'pglite', dataDir });
try {
  await migrate(db.pool);
  await seed(db.pool, { size: 'small', dataDir: TEST_DATA_DIR });
  const app = await buildApp({
    db: db.pool,
    mediaDir: join(TEST_DATA_DIR, 'media'),
    publicUrl: 'http://localhost:3204',
    logLevel: 'silent',
  });
  const address = await app.listen({ port: 3204, host: '127.0.0.1' });
  console.log(`PGlite, one API process: ${await mixedLoad(address, seconds)}`);
  await app.close();
} finally {
  await db.close();
  rmSync(dataDir, { recursive: true, force: true });
}
