/**
 * One API process on a PostgreSQL database, as src/server.ts runs it, for the gateway bench's pair
 * of processes: limits in Redis (REDIS_URL), the client's address from the gateway (TRUST_PROXY).
 * Briefs are answered from the brief index, read before the first request, unless SEARCH_INDEX=false (as the server).
 * Usage: tsx api/api-replica.ts <database url> <port> <redis url>
 */
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { buildApp } from '../../api/src/app';
import { openDatabase } from '@rsm/db/database';
import { TEST_DATA_DIR } from '../../api/test/helper';
import { briefIndexOn } from './env';

const [url, port, redisUrl] = process.argv.slice(2) as [string, string, string];
const db = await openDatabase({ kind: 'server', url });
const redis = new Redis(redisUrl);
const app = await buildApp({
  db: db.pool,
  mediaDir: join(TEST_DATA_DIR, 'media'),
  publicUrl: `http://localhost:${port}`,
  logLevel: 'silent',
  redis,
  trustProxy: ['127.0.0.1'],
  searchCache: { briefIndex: briefIndexOn() },
});
await app.repos.briefIndex?.load();
await app.listen({ port: Number(port), host: '127.0.0.1' });
console.log(JSON.stringify({ ready: Number(port) }));
process.on(
  'SIGTERM',
  () =>
    void app
      .close()
      .then(() => redis.quit())
      .then(() => db.pool.end())
      .then(() => process.exit(0)),
);
