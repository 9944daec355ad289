import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '../src/app';
import { databaseName, openDatabase, type Database } from '@rsm/db/database';
import { migrate } from '@rsm/db/migrate';
import { openTestDatabase as openEmptyDatabase } from '@rsm/db/test-database';
import { env } from '../src/env';
import { apiRoot } from '../src/root-dir';
import { seed } from '@rsm/demo';

/** Rendered test audio and the empty PGlite dump are cached here across runs (both engines' runs share it). */
export const TEST_DATA_DIR = join(apiRoot, '.data-test');
export const PUBLIC_URL = 'http://api.test';
/** Written by global-setup.ts at the start of every run. */
export const SEEDED_DUMP = join(TEST_DATA_DIR, 'pglite-seeded.tar.gz');
/**
 * On a PostgreSQL server: the migrated, seeded database each test file copies, beside TEST_DATABASE_URL's database
 * (made by global-setup.ts, dropped by global-teardown.ts).
 */
export const seededTemplate = (url: string) => `${databaseName(url)}_seeded`;

export interface TestContext {
  app: FastifyInstance;
  db: Database;
  close(): Promise<void>;
}

/** A fresh database for a test file: a schema on TEST_DATABASE_URL when set, else an in-memory PGlite. */
export function openTestDatabase(): Promise<Database> {
  return openEmptyDatabase(TEST_DATA_DIR);
}

/** Tests of the embedded engine itself (its child process, its data folder): skipped on a PostgreSQL server. */
export function describeOnPGlite(name: string, tests: () => void): void {
  (env.TEST_DATABASE_URL ? describe.skip : describe)(name, tests);
}

/** Another app on a test's database, as the tests build theirs (no rate limits, silent); `options` override. */
export const buildAppOn = (pool: AppOptions['db'], options: Partial<AppOptions> = {}) =>
  buildApp({
    db: pool,
    mediaDir: join(TEST_DATA_DIR, 'media'),
    publicUrl: PUBLIC_URL,
    logLevel: 'silent',
    rateLimit: false,
    ...options,
  });

/** The real app on a migrated database with the small seed (real audio files, few albums); `options` override. */
export async function buildTestApp(options: Partial<AppOptions> = {}): Promise<TestContext> {
  const db = env.TEST_DATABASE_URL
    ? await openDatabase({
        kind: 'scratch-copy',
        url: env.TEST_DATABASE_URL,
        template: seededTemplate(env.TEST_DATABASE_URL),
      })
    : await openDatabase({ kind: 'pglite', fromDump: SEEDED_DUMP });
  // No-ops on the seeded copy or dump that global-setup.ts made; they check that it is complete.
  await migrate(db.pool);
  await seed(db.pool, { size: 'small', dataDir: TEST_DATA_DIR });
  const app = await buildAppOn(db.pool, options);
  return {
    app,
    db,
    async close() {
      await app.close();
      await db.close();
    },
  };
}

export const DEMO_PASSWORD = 'listen-to-the-music';

/** Signs a demo account in and returns the four auth headers to send back. */
export async function signIn(app: FastifyInstance, email: string): Promise<Record<string, string>> {
  const response = await app.inject({
    method: 'POST',
    url: '/v2/auth/sign_in',
    payload: { email, password: DEMO_PASSWORD },
  });
  if (response.statusCode !== 200)
    throw new Error(`sign in as ${email}: ${response.statusCode} ${response.body}`);
  const headers: Record<string, string> = {};
  for (const name of ['access-token', 'client', 'uid', 'expiry'])
    headers[name] = String(response.headers[name]);
  return headers;
}

/**
 * What a file's app is built with over the test defaults; a function when they come from earlier hooks of the file
 * (a folder, a provider), read as the app is built.
 */
export type FileTestAppOptions = Partial<AppOptions> | (() => Partial<AppOptions>);

/** The app of one test file, built before its tests and closed after them; read `app` and `db` inside tests. */
export type FileTestApp = Pick<TestContext, 'app' | 'db'>;

export function setUpTestApp(options: FileTestAppOptions = {}): FileTestApp {
  let built: TestContext | undefined;
  beforeAll(async () => {
    built = await buildTestApp(typeof options === 'function' ? options() : options);
  });
  afterAll(() => built?.close());
  const current = () => {
    if (!built) throw new Error('The test app is built in beforeAll: use it inside tests and hooks.');
    return built;
  };
  return {
    get app() {
      return current().app;
    },
    get db() {
      return current().db;
    },
  };
}

/** The auth headers of a demo account, filled in once it has signed in before the file's tests run. */
export function signedInAs(ctx: Pick<TestContext, 'app'>, email: string): Record<string, string> {
  const headers: Record<string, string> = {};
  beforeAll(async () => {
    Object.assign(headers, await signIn(ctx.app, email));
  });
  return headers;
}

/** A GET asking for one of the API's languages (ENRSM unless told), as the apps send it. */
export const getInLanguage =
  (ctx: Pick<TestContext, 'app'>) =>
  (url: string, language = 'ENRSM') =>
    ctx.app.inject({ method: 'GET', url, headers: { 'accept-language': language } });

/** Requests of a test file, sent as `account` unless other headers are given. */
export const requestsAs =
  (ctx: Pick<TestContext, 'app'>, account: Record<string, string>) =>
  (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers = account) =>
    ctx.app.inject({ method, url, headers, payload });

/** The web app's origin in development, which the API allows by default. */
export const WEB_ORIGIN = 'http://localhost:8080';

/** A browser's CORS preflight from the web app, asking to send `method`, and `headers` when given. */
export const preflight = (ctx: Pick<TestContext, 'app'>, url: string, method: string, headers?: string) =>
  ctx.app.inject({
    method: 'OPTIONS',
    url,
    headers: {
      origin: WEB_ORIGIN,
      'access-control-request-method': method,
      ...(headers ? { 'access-control-request-headers': headers } : {}),
    },
  });
