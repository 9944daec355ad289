import { z } from 'zod';
import { defaultDataDir } from './db-root';

const envSchema = z.object({
  /** The product's database on a PostgreSQL server; without it, the embedded PGlite under DATA_DIR/pgdata. */
  DATABASE_URL: z.url().optional(),
  /** The product's data dir: PGlite's data and the media (audio, covers) the catalogue points at. */
  DATA_DIR: z.string().min(1).default(defaultDataDir),
  // Tests only: a Postgres server to run against instead of an in-memory PGlite.
  TEST_DATABASE_URL: z.url().optional(),
  /** `test` under jest: password hashes are made at the least cost (password-cost.ts). */
  NODE_ENV: z.string().optional(),
});

const parsed = envSchema.safeParse(process.env);
if (!parsed.success) {
  console.error(`[db] invalid environment:\n${z.prettifyError(parsed.error)}`);
  process.exit(1);
}

/** Parsed once at import; the database settings the server, the demo seed and the CLIs share. */
export const env = parsed.data;
