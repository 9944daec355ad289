// Search budgets on a synthetic catalogue (issue 3): latency p50/p95 of search and suggestions, throughput with
// autocannon from another process, API cold start on existing data and idle RSS with PGlite.
//   pnpm --filter @rsm/api bench -- [--tracks 100000] [--engines postgres,pglite] [--pg-url postgres://…/postgres]
// Postgres databases are throw-away `rsm_bench_<tracks>` (created and filled when missing; --drop removes them
// afterwards); PGlite data lives in $TMPDIR/rsm-bench-pglite-<tracks>.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openDatabase, type Database } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { apiRoot } from '../src/root-dir';
import { seed } from '../src/seed/index';
import { synthesize } from '../src/seed/synthetic';
import { inheritedEnv } from './env';
import { percentile, scenarios, type Scenario } from './scenarios';

const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    tracks: { type: 'string', default: '100000' },
    engines: { type: 'string', default: 'postgres,pglite' },
    'pg-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
    samples: { type: 'string', default: '200' },
    seconds: { type: 'string', default: '10' },
    port: { type: 'string', default: '3090' },
    drop: { type: 'boolean', default: false },
  },
});
const tracks = Number(values.tracks);
const samples = Number(values.samples);
const port = Number(values.port);
const base = `http://127.0.0.1:${port}`;
const dataDir = join(tmpdir(), 'rsm-bench-data');
const log = (line: string) => console.log(`[bench] ${line}`);

/** The database URL (Postgres) or data dir (PGlite) of the catalogue, filled to `tracks` when needed. */
async function prepare(engine: 'postgres' | 'pglite'): Promise<Record<string, string>> {
  let db: Database;
  let serverEnv: Record<string, string>;
  if (engine === 'postgres') {
    const name = `rsm_bench_${tracks}`;
    const admin = new pg.Client({ connectionString: values['pg-url'] });
    await admin.connect();
    const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (exists.rowCount === 0) await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(values['pg-url']!);
    url.pathname = `/${name}`;
    db = await openDatabase({ kind: 'server', url: url.toString() });
    serverEnv = { DATABASE_URL: url.toString(), DATA_DIR: dataDir };
  } else {
    const dir = join(tmpdir(), `rsm-bench-pglite-${tracks}`);
    mkdirSync(dir, { recursive: true });
    db = await openDatabase({ kind: 'pglite', dataDir: join(dir, 'pgdata') });
    serverEnv = { DATA_DIR: dir };
  }
  try {
    await migrate(db.pool);
    await seed(db.pool, { size: 'small', dataDir: serverEnv.DATA_DIR!, log: (line) => log(`seed: ${line}`) });
    const started = Date.now();
    const result = await synthesize(db.pool, { tracks, log: (line) => log(`synth: ${line}`) });
    if (result.added)
      log(`${engine}: ${result.added} tracks added in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  } finally {
    await db.close();
  }
  return serverEnv;
}

/** Starts the real server (src/server.ts) and resolves once it answers, with the time that took. */
async function startServer(serverEnv: Record<string, string>): Promise<{ child: ChildProcess; ms: number }> {
  const started = Date.now();
  const child = spawn(join(apiRoot, 'node_modules', '.bin', 'tsx'), ['src/server.ts'], {
    cwd: apiRoot,
    env: { ...inheritedEnv(), ...serverEnv, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    (child.stdout as NodeJS.ReadableStream).on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready in')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  return { child, ms: Date.now() - started };
}

/** RSS in MB of a process and its descendants (the PGlite child is where the database lives). */
function rssMb(pid: number): number {
  const children = (id: number): number[] => {
    const file = `/proc/${id}/task/${id}/children`;
    const ids = existsSync(file)
      ? readFileSync(file, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number)
      : [];
    return ids.flatMap((child) => [child, ...children(child)]);
  };
  let kb = 0;
  for (const id of [pid, ...children(pid)]) {
    const status = existsSync(`/proc/${id}/status`) ? readFileSync(`/proc/${id}/status`, 'utf8') : '';
    kb += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  }
  return Math.round(kb / 1024);
}

async function latency(scenario: Scenario): Promise<{ p50: number; p95: number; total: number }> {
  const times: number[] = [];
  let total = 0;
  for (let i = 0; i < samples + 20; i++) {
    const path = scenario.path(i);
    const started = performance.now();
    const response = await fetch(`${base}${path}`, { headers: { 'accept-language': 'ENRSM' } });
    const body = (await response.json()) as { meta?: { total_count: number } };
    const ms = performance.now() - started;
    if (response.status !== 200) throw new Error(`${path}: ${response.status}`);
    if (i >= 20) times.push(ms);
    total = Math.max(total, body.meta?.total_count ?? 0);
  }
  return { p50: percentile(times, 50), p95: percentile(times, 95), total };
}

/** autocannon in its own process, so the load tool does not share the server's event loop. */
function throughput(path: string): Promise<number> {
  const cli = join(apiRoot, 'node_modules', 'autocannon', 'autocannon.js');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [cli, '-c', '16', '-d', values.seconds!, '-j', `${base}${path}`], {
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    let out = '';
    (child.stdout as NodeJS.ReadableStream).on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.once('exit', () => {
      try {
        const result = JSON.parse(out) as { requests: { average: number }; non2xx: number; errors: number };
        if (result.non2xx || result.errors)
          log(`autocannon: ${result.non2xx} non-2xx, ${result.errors} errors`);
        resolve(result.requests.average);
      } catch (error) {
        reject(error as Error);
      }
    });
  });
}

const stop = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

const report: string[] = [];
for (const engine of values.engines!.split(',') as ('postgres' | 'pglite')[]) {
  log(`${engine}: preparing ${tracks} tracks`);
  const serverEnv = await prepare(engine);
  const { child, ms } = await startServer(serverEnv);
  try {
    const rows: string[] = [`${engine}, ${tracks} tracks: cold start ${(ms / 1000).toFixed(2)} s`];
    for (const scenario of scenarios) {
      const result = await latency(scenario);
      const budget = scenario.budget[engine];
      const ok = result.p95 <= budget ? 'ok' : 'OVER BUDGET';
      rows.push(
        `  ${scenario.name.padEnd(28)} p50 ${result.p50.toFixed(1).padStart(6)} ms  p95 ${result.p95.toFixed(1).padStart(6)} ms` +
          `  (budget ${budget} ms: ${ok}${result.total ? `; up to ${result.total} matches` : ''})`,
      );
    }
    const rps = await throughput(scenarios[0]!.path(0));
    rows.push(`  throughput (text + 2 facets)  ${Math.round(rps)} req/s (16 connections, autocannon)`);
    await new Promise((resolve) => setTimeout(resolve, 5000));
    rows.push(`  idle RSS (API + database process) ${rssMb(child.pid!)} MB`);
    report.push(...rows);
    for (const row of rows) log(row);
  } finally {
    await stop(child);
  }
  if (values.drop && engine === 'postgres') {
    const admin = new pg.Client({ connectionString: values['pg-url'] });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS rsm_bench_${tracks}`);
    await admin.end();
  }
}
console.log(`\n${report.join('\n')}`);
