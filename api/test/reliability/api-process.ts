/**
 * The real API app in a process of its own, on a PGlite data dir, as src/server.ts runs it but without the seed
 * (the data dir starts from the tests' seeded dump). The restart test kills it and its PGlite child with kill -9.
 * Usage: tsx test/reliability/api-process.ts <data-dir> <port> [<dump to start from>]
 * Prints one JSON line {"ready": port, "pid": n} once it listens.
 */
import { join } from 'node:path';
import { audioJobRepository } from '../../src/analysis/audio-job-repository';
import { createAudioWorker } from '../../src/analysis/audio-worker';
import { buildApp } from '../../src/app';
import { openDatabase } from '@rsm/db/database';
import { migrate } from '@rsm/db/migrate';
import { gracefulStop } from '../../src/lib/graceful-stop';

async function main(): Promise<void> {
  const [dataDir, port, fromDump] = process.argv.slice(2);
  if (!dataDir || !port) throw new Error('usage: api-process.ts <data-dir> <port> [dump]');
  const db = await openDatabase({ kind: 'pglite', dataDir, fromDump });
  await migrate(db.pool);
  const app = await buildApp({
    db: db.pool,
    mediaDir: join(dataDir, 'media'),
    publicUrl: `http://localhost:${port}`,
    logLevel: 'silent',
    rateLimit: false,
  });
  const audioWorker = createAudioWorker({
    jobs: audioJobRepository(db.pool),
    mediaDir: join(dataDir, 'media'),
  });
  await app.listen({ port: Number(port), host: '127.0.0.1' });
  audioWorker.start();
  process.stdout.write(`${JSON.stringify({ ready: Number(port), pid: process.pid })}\n`);
  const stop = async () => {
    // As src/server.ts stops: the audio worker is killed mid-batch, the database closed, within 5 s.
    await gracefulStop(app, [{ close: () => audioWorker.stop() }, db], (line) =>
      process.stderr.write(`[api] ${line}\n`),
    );
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
}

main().catch((error: unknown) => {
  console.error(`api-process failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
