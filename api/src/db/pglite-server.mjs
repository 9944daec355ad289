/**
 * Child process that owns the PGlite database and serves it over the Postgres wire protocol. PGlite runs queries on
 * the calling thread, so keeping it out of the API process keeps the event loop free (see TOOLCHAIN.md).
 * Plain JavaScript, run by node without a TypeScript loader: the loader would cost this process ~40 MB of memory and
 * part of a second at every start.
 * Usage: pglite-server.mjs [--data-dir DIR] [--from-dump FILE] [--write-dump FILE]; without a data dir the database
 * lives in memory. A fresh PGlite runs initdb (about 7 s here); restoring an empty dump takes about 1.5 s, which is
 * what makes one fresh database per test file affordable. Prints one JSON line {"port": n} when ready.
 */
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

/** @returns {Promise<number>} */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** @param {PGlite} db */
async function listen(db) {
  // Another process may grab the probed port before we bind it: try again a few times.
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    const server = new PGLiteSocketServer({ db, port, host: '127.0.0.1', maxConnections: 4 });
    try {
      await server.start();
      return { server, port };
    } catch (error) {
      if (attempt >= 5) throw error;
    }
  }
}

/** @param {PGlite} db @param {string} path */
async function writeDump(db, path) {
  const file = await db.dumpDataDir('gzip');
  // Written aside then renamed, so a reader never sees half a dump.
  await writeFile(`${path}.tmp`, new Uint8Array(await file.arrayBuffer()));
  await rename(`${path}.tmp`, path);
}

/** @param {string} dataDir */
const lockFile = (dataDir) => `${dataDir.replace(/\/+$/, '')}.lock`;

/** Two processes on one data dir corrupt it (TOOLCHAIN.md): refuse to start while another live process holds it. */
/** @param {string} dataDir */
async function lockDataDir(dataDir) {
  const holder = Number(await readFile(lockFile(dataDir), 'utf8').catch(() => ''));
  if (holder && holder !== process.pid) {
    try {
      process.kill(holder, 0);
      throw new Error(`${dataDir} is in use by process ${holder}; stop it first`);
    } catch (error) {
      if (error.code !== 'ESRCH') throw error;
    }
  }
  await writeFile(lockFile(dataDir), String(process.pid));
}

async function main() {
  const { values } = parseArgs({
    options: {
      'data-dir': { type: 'string' },
      'from-dump': { type: 'string' },
      'write-dump': { type: 'string' },
    },
  });
  const dataDir = values['data-dir'];
  if (dataDir) await lockDataDir(dataDir);
  const dump = values['from-dump']
    ? new Blob([new Uint8Array(await readFile(values['from-dump']))])
    : undefined;
  const db = await PGlite.create({
    dataDir,
    loadDataDir: dump,
    extensions: { pg_trgm, unaccent },
    // PGlite touches its whole buffer pool at start: 32 MB instead of 128 MB keeps an idle API with its database
    // near 400 MB. Pages beyond it are read back from the data dir (the OS page cache) when needed, so random reads
    // cost little more than sequential ones (random_page_cost, as on API connections to a server: see pool.ts).
    startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB', '-c', 'random_page_cost=1.1'],
  });
  if (values['write-dump']) await writeDump(db, values['write-dump']);
  const { server, port } = await listen(db);
  let closing = false;
  const shutdown = async () => {
    if (closing) return;
    closing = true;
    // A clean checkpoint is what lets PGlite open the same data dir next time.
    await server.stop().catch(() => undefined);
    await db.exec('CHECKPOINT').catch(() => undefined);
    await db.close().catch(() => undefined);
    if (dataDir) await rm(lockFile(dataDir), { force: true });
    process.exit(0);
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
  // The parent died without telling us: do not outlive it holding the data dir.
  process.on('disconnect', shutdown);
  // The parent asks for a dump of the current state (tests snapshot a migrated, seeded database once per run).
  process.on('message', (message) => {
    if (!message.dump) return;
    writeDump(db, message.dump).then(
      () => process.send?.({ dumped: message.dump }),
      (error) => process.send?.({ error: String(error) }),
    );
  });
  process.stdout.write(`${JSON.stringify({ port })}\n`);
}

main().catch((error) => {
  console.error('pglite-server failed:', error);
  process.exit(1);
});
