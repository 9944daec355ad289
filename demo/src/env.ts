import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The API's own default, so that a seed without DATA_DIR writes where a server without it reads. */
const apiDataDir = join(dirname(fileURLToPath(import.meta.resolve('@rsm/api/package.json'))), '.data');

const envSchema = z.object({
  /** The product's database on a PostgreSQL server; without it, the embedded PGlite under DATA_DIR/pgdata. */
  DATABASE_URL: z.url().optional(),
  /** The product's data dir: PGlite's data and the media (audio, covers) the catalogue points at. */
  DATA_DIR: z.string().min(1).default(apiDataDir),
});

const parsed = envSchema.safeParse(process.env);
if (!parsed.success) {
  console.error(`[demo] invalid environment:\n${z.prettifyError(parsed.error)}`);
  process.exit(1);
}

export const env = parsed.data;
