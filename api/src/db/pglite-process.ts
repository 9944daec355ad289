import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { apiRoot } from '../root-dir';

export interface PgliteProcess {
  connectionString: string;
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

/** Starts src/db/pglite-server.ts under tsx; dataDir undefined = an in-memory database (tests). */
export async function startPgliteProcess(dataDir?: string): Promise<PgliteProcess> {
  const script = join(apiRoot, 'src', 'db', 'pglite-server.ts');
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...(dataDir ? [dataDir] : [])], {
    cwd: apiRoot,
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  const port = await waitForPort(child);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    connectionString: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await exited;
    },
  };
}
