import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { apiRoot } from '../root-dir';

export interface PgliteProcess {
  connectionString: string;
  /** Writes the database as it is now to a dump file (call with no transaction open). */
  dump(path: string): Promise<void>;
  stop(): Promise<void>;
}

function waitForPort(child: ChildProcess): Promise<number> {
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    lines.once('line', (line) => {
      const port = (JSON.parse(line) as { port?: number }).port;
      if (port) resolve(port);
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
}

/** Starts src/db/pglite-server.mjs and waits until it accepts connections. */
export async function startPgliteProcess(options: PgliteOptions = {}): Promise<PgliteProcess> {
  const script = join(apiRoot, 'src', 'db', 'pglite-server.mjs');
  const args = Object.entries({
    'data-dir': options.dataDir,
    'from-dump': options.fromDump,
    'write-dump': options.writeDump,
  })
    .filter(([, value]) => value)
    .flatMap(([name, value]) => [`--${name}`, value!]);
  const child = spawn(process.execPath, [script, ...args], {
    cwd: apiRoot,
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  const port = await waitForPort(child);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    connectionString: `postgres://postgres@127.0.0.1:${port}/postgres`,
    dump: (path) =>
      new Promise((resolve, reject) => {
        child.once('message', (reply: { dumped?: string; error?: string }) =>
          reply.dumped ? resolve() : reject(new Error(reply.error ?? 'dump failed')),
        );
        child.send({ dump: path });
      }),
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await exited;
    },
  };
}
