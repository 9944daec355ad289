import { join } from 'node:path';
import { buildApp } from './app';
import { migrate } from './db/migrate';
import { openConfiguredDatabase } from './db/open-configured';
import { corsOrigins, env } from './env';
import { seed } from './seed/index';

const log = (line: string): void => console.log(`[api] ${line}`);
const started = Date.now();
const since = (from: number): string => `${((Date.now() - from) / 1000).toFixed(1)} s`;

log(env.DATABASE_URL ? 'connecting to DATABASE_URL' : `opening PGlite in ${join(env.DATA_DIR, 'pgdata')}`);
const db = await openConfiguredDatabase();
const applied = await migrate(db.pool);
if (applied.length) log(`migrations applied: ${applied.join(', ')}`);

const seedStarted = Date.now();
const seeded = await seed(db.pool, { dataDir: env.DATA_DIR, log: (line) => log(`seed: ${line}`) });
if (seeded.catalogue === 'created') {
  log(`seed: ${seeded.albums} albums, ${seeded.tracks} tracks in ${since(seedStarted)}`);
}

const app = await buildApp({
  db: db.pool,
  mediaDir: join(env.DATA_DIR, 'media'),
  publicUrl: env.PUBLIC_URL,
  corsOrigins: corsOrigins(),
  logLevel: env.LOG_LEVEL,
});

let stopping = false;
async function stop(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  log(`${signal}: closing`);
  await app.close().catch(() => undefined);
  // Closing the database checkpoints PGlite so the data dir opens cleanly next time.
  await db.close().catch(() => undefined);
  process.exit(0);
}
process.on('SIGTERM', () => void stop('SIGTERM'));
process.on('SIGINT', () => void stop('SIGINT'));

await app.listen({ port: env.PORT, host: env.HOST });
log(`ready in ${since(started)}: ${env.PUBLIC_URL}  (API docs: ${env.PUBLIC_URL}/docs)`);
