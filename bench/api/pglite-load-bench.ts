/**
 * One API process on PGlite, the embedded engine `npm start` runs by default: the gateway bench's mixed load
 * (mixed-load.ts), straight to the process. On the demo catalogue (the test-sized seed, in a throw-away folder), or
 * on the PGlite database BENCH_PGLITE_DIR names, as it is (the search bench's: /tmp/rsm-bench-pglite-100000/pgdata);
 * `--wide` spreads the load over 700 distinct requests (mixed-load.ts `widePaths`).
 * Usage: pnpm --filter @rsm/bench exec tsx api/pglite-load-bench.ts [<load seconds, default 30>] [--wide]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '@rsm/db/database';
import { migrate } from '@rsm/db/migrate';
import { seed } from '@rsm/demo';
import { buildApp } from '../../api/src/app';
import { TEST_DATA_DIR } from '../../api/test/helper';
import { givenPgliteDir } from './env';
import { mixedLoad, mixedPaths, SPREAD_TRACKS_SQL, widePaths } from './mixed-load';

const args = process.argv.slice(2);
const seconds = Number(args.find((arg) => /^\d+$/.test(arg)) ?? 30);
const given = givenPgliteDir();
const dataDir = given ?? mkdtempSync(join(tmpdir(), 'rsm-pglite-load-'));
const db = await openDatabase({ kind: 'pglite', dataDir });
try {
  await migrate(db.pool);
  if (!given) await seed(db.pool, { size: 'small', dataDir: TEST_DATA_DIR });
  const app = await buildApp({
    db: db.pool,
    mediaDir: join(TEST_DATA_DIR, 'media'),
    publicUrl: 'http://localhost:3204',
    logLevel: 'silent',
    // As the server: briefs answered from the brief index, read before the first request.
    searchCache: { briefIndex: true },
  });
  await app.repos.briefIndex?.load();
  const address = await app.listen({ port: 3204, host: '127.0.0.1' });
  const { rows } = await db.pool.query<{ id: number }>(SPREAD_TRACKS_SQL);
  const ids = rows.map((row) => row.id);
  if (!ids.length) throw new Error('the catalogue holds no tracks: is it the one meant?');
  const mix = args.includes('--wide') ? widePaths(100, ids) : mixedPaths(ids);
  console.log(`PGlite, one API process: ${await mixedLoad(address, seconds, mix)}`);
  await app.close();
} finally {
  await db.close();
  if (!given) rmSync(dataDir, { recursive: true, force: true });
}
