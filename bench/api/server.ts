import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { apiRoot } from '../../api/src/root-dir';
import { inheritedEnv } from './env';

export interface RunningServer {
  child: ChildProcess;
  /** From spawning the server to its "ready" line, in ms. */
  startMs: number;
  /** CPU time (user + system) the API and its database process spent until then, in ms: less load-dependent. */
  startCpuMs: number;
  /** What the server printed while starting (its own phase timings). */
  startLog: string;
}

export interface ServerCommand {
  /** The JavaScript that scripts/build-server.mjs wrote to dist/, rather than src/server.ts under tsx. */
  compiled?: boolean;
  /** Options for node itself (e.g. V8's heap flags). */
  nodeFlags?: string[];
}

/** Starts the real server on `port` and resolves once it is ready. */
export async function startServer(
  serverEnv: Record<string, string>,
  port: number,
  { compiled = false, nodeFlags = [] }: ServerCommand = {},
): Promise<RunningServer> {
  const started = Date.now();
  const script = compiled ? ['dist/server.js'] : ['--import', 'tsx', 'src/server.ts'];
  const env: Record<string, string | undefined> = {
    ...inheritedEnv(),
    ...serverEnv,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
  };
  const child = spawn(process.execPath, [...nodeFlags, ...script], {
    cwd: apiRoot,
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let startLog = '';
  await new Promise<void>((resolve, reject) => {
    (child.stdout as NodeJS.ReadableStream).on('data', (chunk: Buffer) => {
      startLog += chunk.toString();
      // Measured once briefs are answered as they will be: after the brief index is read (or failed to be).
      const indexed = env.SEARCH_INDEX === 'false' || startLog.includes('brief index');
      if (startLog.includes('ready in') && indexed) resolve();
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${startLog}`)));
  });
  return { child, startMs: Date.now() - started, startCpuMs: cpuMs(child.pid!), startLog };
}

export const stopServer = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

/** The direct children of a process (the PGlite process of whoever opened the database). */
export function childPids(pid: number): number[] {
  const file = `/proc/${pid}/task/${pid}/children`;
  return existsSync(file) ? readFileSync(file, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number) : [];
}

/** A process and its descendants (the PGlite child is where the database lives). */
const tree = (pid: number): number[] => [pid, ...childPids(pid).flatMap(tree)];

/** User + system CPU time in ms of a process and its descendants, from /proc/<pid>/stat (clock ticks of 10 ms). */
export function cpuMs(pid: number): number {
  let ticks = 0;
  for (const id of tree(pid)) {
    const stat = existsSync(`/proc/${id}/stat`) ? readFileSync(`/proc/${id}/stat`, 'utf8') : '';
    // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    ticks += Number(fields[11] ?? 0) + Number(fields[12] ?? 0);
  }
  return ticks * 10;
}

/** RSS in MB of a process and its descendants, or of the process alone. */
export function rssMb(pid: number, alone = false): number {
  let kb = 0;
  for (const id of alone ? [pid] : tree(pid)) {
    const status = existsSync(`/proc/${id}/status`) ? readFileSync(`/proc/${id}/status`, 'utf8') : '';
    kb += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  }
  return Math.round(kb / 1024);
}
