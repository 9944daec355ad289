import { openDatabase } from '@rsm/db/database';
import { migrate } from '@rsm/db/migrate';
import { createPool } from '@rsm/db/pool';
import { seed } from '@rsm/demo';
import { openTestDatabase, SEEDED_DUMP, seededTemplate, TEST_DATA_DIR } from './helper';
import { env } from '../src/env';

/**
 * Migrates and seeds one database per run, which each test file then copies in well under a second instead of
 * migrating and seeding again: a PGlite dump, or on a PostgreSQL server a template database beside
 * TEST_DATABASE_URL's. Rebuilt every run: it can never be stale.
 */
export default async function globalSetup(): Promise<void> {
  const url = env.TEST_DATABASE_URL;
  if (url) await dropSeededTemplate(url);
  if (url) await createSeededTemplate(url);
  const db = url ? await openDatabase({ kind: 'server', url: templateUrl(url) }) : await openTestDatabase();
  try {
    await migrate(db.pool);
    await seed(db.pool, { size: 'small', dataDir: TEST_DATA_DIR });
    if (!url) await db.dump!(SEEDED_DUMP);
  } finally {
    await db.close();
  }
}

function templateUrl(url: string) {
  const template = new URL(url);
  template.pathname = `/${seededTemplate(url)}`;
  return template.href;
}

async function onServer(url: string, statement: string) {
  const admin = createPool({ connectionString: url, max: 1 });
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

const createSeededTemplate = (url: string) => onServer(url, `CREATE DATABASE ${seededTemplate(url)}`);
export const dropSeededTemplate = (url: string) =>
  onServer(url, `DROP DATABASE IF EXISTS ${seededTemplate(url)} WITH (FORCE)`);
