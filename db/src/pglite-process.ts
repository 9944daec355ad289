import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { dbRoot } from './db-root';

export interface PgliteProcess {
  /** Connects over the child's Unix socket; stays the same when the child is restarted. */
  connectionString: string;
  /** Writes the database as it is now to a dump file (call with no transaction open). */
  dump(path: string): Promise<void>;
  stop(): Promise<void>;
}

function waitForSocket(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    lines.once('line', (line) => {
      const socket = (JSON.parse(line) as { socket?: string }).socket;
      if (socket) resolve(socket);
      else reject(new Error(`pglite-server said: ${line}`));
    });
    child.once('exit', (code) => reject(new Error(`pglite-server exited with code ${code}`)));
    child.once('error', reject);
  });
}

export interface PgliteOptions {
  /** Persist here; without it the database lives in memory (tests). */
  dataDir?: string;
  /** Start from this dump (dumpDataDir output) instead of running initdb. */
  fromDump?: string;
  /** Write a dump of the database as it was opened (before any query of ours). */
  writeDump?: string;
  /** Told when the child died and when its replacement is serving (persistent databases only). */
  log?: (line: string) => void;
}

/**
 * Starts src/pglite-server.mjs and waits until it accepts connections. A persistent database's child that dies
 * (killed, out of memory) is started again on the same socket: the pool's next connection reaches the new one.
 */
export async function startPgliteProcess(options: PgliteOptions = {}): Promise<PgliteProcess> {
  const script = join(dbRoot, 'src', 'pglite-server.mjs');
  // mkdtemp creates the directory 0700: only this user can reach the socket inside.
  const socketDir = mkdtempSync(join(tmpdir(), 'rsm-pglite-'));
  const log = options.log ?? ((line: string) => console.error(`[db] ${line}`));
  const spawnChild = (first: boolean) => {
    const args = Object.entries({
      'socket-dir': socketDir,
      'data-dir': options.dataDir,
      // A restart opens the data dir as it is: the dump was only where it started.
      'from-dump': first ? options.fromDump : undefined,
      'write-dump': first ? options.writeDump : undefined,
    })
      .filter(([, value]) => value)
      .flatMap(([name, value]) => [`--${name}`, value!]);
    return spawn(process.execPath, [script, ...args], {
      cwd: dbRoot,
      stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
    });
  };

  let stopping = false;
  let child = spawnChild(true);
  await waitForSocket(child).catch((error: unknown) => {
    rmSync(socketDir, { recursive: true, force: true });
    throw error;
  });
  const superviseChild = (current: ChildProcess) => {
    current.once('exit', (code, signal) => {
      // Exit code 0 is a clean shutdown (Ctrl-C reaches the whole process group): the API is stopping too.
      if (stopping || !options.dataDir || code === 0) return;
      log(`pglite-server died (${signal ?? `code ${code}`}); starting it again`);
      void restart(Date.now());
    });
  };
  const restart = async (since: number): Promise<void> => {
    for (let attempt = 1; !stopping; attempt += 1) {
      child = spawnChild(false);
      try {
        await waitForSocket(child);
        log(`pglite-server serving again after ${((Date.now() - since) / 1000).toFixed(2)} s`);
        superviseChild(child);
        return;
      } catch (error) {
        log(`restart ${attempt} failed: ${error instanceof Error ? error.message : String(error)}`);
        await new Promise((resolve) => setTimeout(resolve, Math.min(5_000, 250 * attempt)));
      }
    }
  };
  superviseChild(child);

  return {
    connectionString: `postgres://postgres@localhost/postgres?host=${encodeURIComponent(socketDir)}`,
    dump: (path) =>
      new Promise((resolve, reject) => {
        child.once('message', (reply: { dumped?: string; error?: string }) =>
          reply.dumped ? resolve() : reject(new Error(reply.error ?? 'dump failed')),
        );
        child.send({ dump: path });
      }),
    async stop() {
      stopping = true;
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(socketDir, { recursive: true, force: true });
    },
  };
}
