import { databaseUrl, openDatabase } from '@rsm/db/database';
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
  if (url) {
    await dropSeededTemplate(url);
    await onServer(url, `CREATE DATABASE "${seededTemplate(url)}"`);
  }
  const db = url
    ? await openDatabase({ kind: 'server', url: databaseUrl(url, seededTemplate(url)) })
    : await openTestDatabase();
  try {
    await migrate(db.pool);
    await seed(db.pool, { size: 'small', dataDir: TEST_DATA_DIR });
    if (!url) await db.dump!(SEEDED_DUMP);
  } finally {
    await db.close();
  }
}

async function onServer(url: string, statement: string) {
  const admin = createPool({ connectionString: url, max: 1 });
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

export const dropSeededTemplate = (url: string) =>
  onServer(url, `DROP DATABASE IF EXISTS "${seededTemplate(url)}" WITH (FORCE)`);
