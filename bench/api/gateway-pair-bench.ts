/**
 * Two API processes behind the nginx gateway (deploy/nginx, round robin), sharing PostgreSQL and Redis:
 *   1. thirty people behind one office address sign in while one of them mistypes;
 *   2. thirty wrong passwords for one account from three addresses, spread over both processes, lock it;
 *   3. sustained mixed load (search, suggestions, albums, tracks) on 50 connections: p99 and error rate.
 * Needs nginx, PostgreSQL and Redis (redis://127.0.0.1:6379). The catalogue is the demo's, in
 * postgres://postgres@127.0.0.1:5432/rsm_gateway_bench (created if missing), or the one BENCH_DATABASE_URL names as it
 * is (the search bench's 100k catalogue: BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/rsm_bench_100000).
 * `--wide` spreads the mixed load over 700 distinct requests across the catalogue (mixed-load.ts `widePaths`) rather
 * than the seven the demo catalogue answers; the mixed load's line is followed by each kind of request's p50 and p99.
 * Usage: pnpm --filter @rsm/bench gateway [-- [load seconds, 30] [--wide]]
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import pg from 'pg';
import { migrate } from '@rsm/db/migrate';
import { openDatabase } from '@rsm/db/database';
import { apiRoot } from '../../api/src/root-dir';
import { seed } from '@rsm/demo';
import { DEMO_PASSWORD, TEST_DATA_DIR } from '../../api/test/helper';
import { benchNodeFlags, givenCatalogueUrl } from './env';
import { mixedLoad, mixedPaths, SPREAD_TRACKS_SQL, widePaths } from './mixed-load';

const DATABASE = 'rsm_gateway_bench';
const SERVER = 'postgres://postgres@127.0.0.1:5432';
const REDIS = 'redis://127.0.0.1:6379';
const PORTS = [3202, 3203];
const GATEWAY = 8290;
const args = process.argv.slice(2);
const seconds = Number(args.find((arg) => /^\d+$/.test(arg)) ?? 30);
const wide = args.includes('--wide');
const givenCatalogue = givenCatalogueUrl();
const gatewayUrl = `http://127.0.0.1:${GATEWAY}/api`;
const children: ChildProcess[] = [];

/** Thirty colleagues of the demo customer, signing in from one office. */
const addColleagues = (pool: pg.Pool) =>
  pool.query(
    `INSERT INTO customers (email, password_hash, first_name, confirmed_at)
     SELECT 'colleague' || n || '@office.test', c.password_hash, 'Colleague ' || n, now()
     FROM customers c, generate_series(1, 30) n WHERE c.email = 'customer@demo.test'
     ON CONFLICT DO NOTHING`,
  );

async function prepareDatabase(): Promise<string> {
  if (givenCatalogue) {
    const db = await openDatabase({ kind: 'server', url: givenCatalogue });
    await migrate(db.pool);
    await addColleagues(db.pool);
    await db.close();
    return givenCatalogue;
  }
  const admin = new pg.Client({ connectionString: `${SERVER}/postgres` });
  await admin.connect();
  const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE]);
  if (!exists.rowCount) await admin.query(`CREATE DATABASE ${DATABASE}`);
  await admin.end();
  const url = `${SERVER}/${DATABASE}`;
  const db = await openDatabase({ kind: 'server', url });
  await migrate(db.pool);
  await seed(db.pool, { size: 'small', dataDir: TEST_DATA_DIR });
  await addColleagues(db.pool);
  await db.close();
  return url;
}

/** A hundred main tracks spread over the catalogue, for the mixes' track requests. */
async function trackIds(url: string): Promise<number[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query<{ id: number }>(SPREAD_TRACKS_SQL);
  await client.end();
  return rows.map((row) => row.id);
}

function start(command: string, args: string[]): Promise<ChildProcess> {
  const child = spawn(command, args, { cwd: apiRoot, stdio: ['ignore', 'pipe', 'inherit'] });
  children.push(child);
  return new Promise((resolve, reject) => {
    createInterface({ input: child.stdout! }).once('line', () => resolve(child));
    child.once('exit', (code) => reject(new Error(`${args.join(' ')} exited with ${code}`)));
  });
}

async function startGateway(): Promise<void> {
  const dir = join(tmpdir(), 'rsm-gateway-bench');
  mkdirSync(join(dir, 'logs'), { recursive: true });
  const template = readFileSync(join(apiRoot, '..', 'deploy', 'nginx', 'gateway.conf.template'), 'utf8');
  const values: Record<string, string> = {
    GATEWAY_PORT: String(GATEWAY),
    PUBLIC_ORIGIN: `http://localhost:${GATEWAY}`,
    API_UPSTREAM: 'http://api_pair',
  };
  const server = template.replace(
    /\$\{(\w+)\}/g,
    (match, name: string) =>
      values[name] ??
      (name.endsWith('_VERSION') ? 'dist' : name.endsWith('_UPSTREAM') ? 'http://127.0.0.1:9' : match),
  );
  const conf = join(dir, 'nginx.conf');
  writeFileSync(
    conf,
    `worker_processes 1;\ndaemon off;\npid ${dir}/nginx.pid;\nerror_log ${dir}/logs/error.log warn;\n` +
      `events { worker_connections 1024; }\nhttp {\n  access_log off;\n  client_body_temp_path ${dir};\n` +
      `  proxy_temp_path ${dir};\n  include /etc/nginx/mime.types;\n` +
      `  upstream api_pair { ${PORTS.map((port) => `server 127.0.0.1:${port};`).join(' ')} keepalive 32; }\n` +
      `${server}\n}\n`,
  );
  const child = spawn('nginx', ['-c', conf, '-p', dir], { stdio: 'inherit' });
  children.push(child);
  for (let i = 0; i < 40; i += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${GATEWAY}/config.json`)).ok) return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  throw new Error('the gateway did not start');
}

const signIn = (email: string, password: string, address: string) =>
  fetch(`${gatewayUrl}/v2/auth/sign_in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ email, password }),
  }).then((response) => response.status);

async function officeSignIn(): Promise<string> {
  const statuses = await Promise.all(
    Array.from({ length: 30 }, async (_, i) => {
      if (i % 6 === 0) await signIn('colleague1@office.test', 'mistyped-it', '203.0.113.7');
      return signIn(`colleague${i + 1}@office.test`, DEMO_PASSWORD, '203.0.113.7');
    }),
  );
  return `${statuses.filter((status) => status === 200).length}/30 signed in (statuses ${[...new Set(statuses)]})`;
}

async function accountLock(): Promise<string> {
  execFileSync('redis-cli', ['-u', REDIS, 'DEL', 'rsm:count:sign-in:account:blocked@demo.test']);
  for (const address of ['198.51.100.1', '198.51.100.2', '198.51.100.3'])
    for (let i = 0; i < 10; i += 1) await signIn('blocked@demo.test', `guess-${i}`, address);
  const right = await signIn('blocked@demo.test', DEMO_PASSWORD, '198.51.100.4');
  return `right password after 30 wrong ones from 3 addresses over 2 processes: ${right}`;
}

async function main(): Promise<void> {
  const url = await prepareDatabase();
  for (const port of PORTS)
    await start(process.execPath, [
      // BENCH_NODE_FLAGS='--cpu-prof --cpu-prof-dir=/tmp/profiles' profiles both processes under the load.
      ...benchNodeFlags(),
      '--import',
      'tsx',
      new URL('./api-replica.ts', import.meta.url).pathname,
      url,
      String(port),
      REDIS,
    ]);
  await startGateway();
  const ids = await trackIds(url);
  if (!ids.length) throw new Error('the catalogue holds no tracks: is it the one meant?');
  console.log(await officeSignIn());
  console.log(await accountLock());
  console.log(
    await mixedLoad(`http://127.0.0.1:${GATEWAY}/api`, seconds, wide ? widePaths(100, ids) : mixedPaths(ids)),
  );
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => children.forEach((child) => child.kill('SIGTERM')));
