import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { startPgliteProcess } from './pglite-process';
import { createPool, type Pool } from './pool';

export interface Database {
  pool: Pool;
  /** 'postgres' for a server, 'pglite' for the embedded engine. */
  engine: 'postgres' | 'pglite';
  /** PGlite only: snapshot the database to a dump file that `fromDump` can start from. */
  dump?(path: string): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseTarget =
  | { kind: 'server'; url: string }
  | { kind: 'pglite'; dataDir?: string; fromDump?: string; writeDump?: string }
  /** A throw-away schema on a server, dropped on close (tests). */
  | { kind: 'scratch-schema'; url: string }
  /** A throw-away copy of a template database on a server, dropped on close (tests). */
  | { kind: 'scratch-copy'; url: string; template: string };

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === 'server') {
    const pool = createPool({ connectionString: target.url, serverSettings: true, keepOpen: true });
    return { pool, engine: 'postgres', close: () => pool.end() };
  }
  if (target.kind === 'scratch-schema') return openScratchSchema(target.url);
  if (target.kind === 'scratch-copy') return openScratchCopy(target.url, target.template);
  if (target.dataDir) mkdirSync(target.dataDir, { recursive: true });
  const server = await startPgliteProcess(target);
  // PGlite is one connection: a larger pool would only queue inside the socket server.
  // A persistent database's child is restarted if it dies: new connections wait for it (about 1–2 s).
  const pool = createPool({
    connectionString: server.connectionString,
    max: 1,
    sharedSession: true,
    reconnectWithinMs: target.dataDir ? 10_000 : 0,
  });
  return {
    pool,
    engine: 'pglite',
    dump: (path) => server.dump(path),
    async close() {
      await pool.end();
      await server.stop();
    },
  };
}

async function openScratchSchema(url: string): Promise<Database> {
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = createPool({ connectionString: url, max: 1 });
  await admin.query(`CREATE SCHEMA ${schema}`);
  const pool = createPool({ connectionString: url, max: 4, schema, serverSettings: true });
  return {
    pool,
    engine: 'postgres',
    async close() {
      await pool.end();
      await admin.query(`DROP SCHEMA ${schema} CASCADE`);
      await admin.end();
    },
  };
}

/**
 * A copy of `template` (a database on the server of `url`, no session open on it): about 0.3 s, where migrating and
 * seeding a scratch schema takes seconds.
 */
async function openScratchCopy(url: string, template: string): Promise<Database> {
  const name = `${template}_${randomBytes(6).toString('hex')}`;
  const admin = createPool({ connectionString: url, max: 1 });
  await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
  const pool = createPool({ connectionString: databaseUrl(url, name), max: 4, serverSettings: true });
  return {
    pool,
    engine: 'postgres',
    async close() {
      await pool.end();
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    },
  };
}

/** The name of the database `url` connects to. */
export const databaseName = (url: string) => decodeURIComponent(new URL(url).pathname.slice(1));

/** `url` with another database on the same server. */
export function databaseUrl(url: string, name: string): string {
  const other = new URL(url);
  other.pathname = `/${encodeURIComponent(name)}`;
  return other.href;
}
