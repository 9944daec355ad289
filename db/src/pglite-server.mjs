/**
 * Child process that owns the PGlite database and serves it over the Postgres wire protocol. PGlite runs queries on
 * the calling thread, so keeping it out of the API process keeps the event loop free (see TOOLCHAIN.md).
 * Plain JavaScript, run by node without a TypeScript loader: the loader would cost this process ~40 MB of memory and
 * part of a second at every start.
 * Usage: pglite-server.mjs --socket-dir DIR [--data-dir DIR] [--from-dump FILE] [--write-dump FILE]; without a data
 * dir the database lives in memory. A fresh PGlite runs initdb (about 7 s here); restoring an empty dump takes about
 * 1.5 s, which is what makes one fresh database per test file affordable. Prints one JSON line {"socket": path} when
 * ready.
 *
 * The wire protocol server checks no user or password: it listens on a Unix socket in a directory only this user can
 * enter (0700), never on a TCP port another local user could reach.
 */
import { chmod, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

/** libpq's socket name, so `host=<dir>` in a connection string finds it. */
const SOCKET_NAME = '.s.PGSQL.5432';

/** @param {PGlite} db @param {string} socketDir */
async function listen(db, socketDir) {
  const info = await stat(socketDir);
  if ((info.mode & 0o077) !== 0) throw new Error(`${socketDir} must be private to its owner (mode 0700)`);
  const path = join(socketDir, SOCKET_NAME);
  // A socket file left by a process that was killed: nobody listens on it any more.
  await rm(path, { force: true });
  // Every client's messages run one at a time on the one session (the server's query queue): a connection costs
  // only its socket. The API, its audio worker and the demo's seed and renderer each hold some.
  const server = new PGLiteSocketServer({ db, path, maxConnections: 32 });
  await server.start();
  await chmod(path, 0o600);
  return { server, path };
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
/**
 * Names the socket directory of the server holding a data dir, so that other local programs (a seed, psql) reach
 * the database while the API runs instead of waiting for the data dir.
 * @param {string} dataDir
 */
const socketFile = (dataDir) => `${dataDir.replace(/\/+$/, '')}.socket`;

/** @param {number} pid */
async function commandOf(pid) {
  return readFile(`/proc/${pid}/cmdline`, 'utf8').then(
    (line) => line.split('\0').join(' '),
    () => null,
  );
}

/** @param {number} pid */
function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/**
 * Two processes on one data dir corrupt it (TOOLCHAIN.md). The lock names the pid holding it; a holder counts only
 * if it is alive and is a pglite-server of this data dir (pids are reused: a stale lock may name any process). A
 * holder that is still shutting down (its API was killed; it checkpoints, ~1.5 s) is waited for, not refused.
 * @param {string} dataDir
 */
async function lockDataDir(dataDir, waitMs = 15_000) {
  const holder = Number(await readFile(lockFile(dataDir), 'utf8').catch(() => ''));
  const deadline = Date.now() + waitMs;
  const holds = async () => {
    if (!holder || holder === process.pid || !isAlive(holder)) return false;
    const command = await commandOf(holder);
    // Without /proc (not Linux) a live pid is taken at its word.
    return command === null || (command.includes('pglite-server') && command.includes(dataDir));
  };
  while (await holds()) {
    if (Date.now() > deadline) throw new Error(`${dataDir} is in use by process ${holder}; stop it first`);
    await sleep(100);
  }
  await writeFile(lockFile(dataDir), String(process.pid));
}

async function main() {
  const { values } = parseArgs({
    options: {
      'data-dir': { type: 'string' },
      'from-dump': { type: 'string' },
      'write-dump': { type: 'string' },
      'socket-dir': { type: 'string' },
    },
  });
  const socketDir = values['socket-dir'];
  if (!socketDir) throw new Error('--socket-dir is required');
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
  const { server, path } = await listen(db, socketDir);
  if (dataDir) await writeFile(socketFile(dataDir), socketDir);
  let closing = false;
  const shutdown = async () => {
    if (closing) return;
    closing = true;
    // A clean checkpoint is what lets PGlite open the same data dir next time.
    await server.stop().catch(() => undefined);
    await rm(path, { force: true });
    await db.exec('CHECKPOINT').catch(() => undefined);
    await db.close().catch(() => undefined);
    if (dataDir) await rm(socketFile(dataDir), { force: true });
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
  process.stdout.write(`${JSON.stringify({ socket: path })}\n`);
}

main().catch((error) => {
  console.error('pglite-server failed:', error);
  process.exit(1);
});
