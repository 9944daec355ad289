import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '@rsm/db/database';
import { migrate } from '@rsm/db/migrate';
import { env } from '@rsm/db/env';
import { seed } from './index';
import { synthesize } from './synthetic';

// pnpm --filter @rsm/demo synth -- --tracks 100000 [--database-url postgres://…] [--data-dir dir] [--small]
// Migrates and seeds the database when needed, then grows the catalogue to --tracks main tracks.
const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    tracks: { type: 'string', default: '100000' },
    'database-url': { type: 'string' },
    'data-dir': { type: 'string' },
    small: { type: 'boolean', default: false },
  },
});
const tracks = Number(values.tracks);
if (!Number.isInteger(tracks) || tracks < 1 || tracks > 10_000_000) {
  console.error('--tracks must be a whole number between 1 and 10,000,000');
  process.exit(1);
}
const dataDir = values['data-dir'] ?? env.DATA_DIR;
const url = values['database-url'] ?? env.DATABASE_URL;
const log = (line: string) => console.log(`synth: ${line}`);
const db = url
  ? await openDatabase({ kind: 'server', url })
  : await openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'pgdata') });
try {
  const started = Date.now();
  await migrate(db.pool);
  await seed(db.pool, { size: values.small ? 'small' : 'full', dataDir, log });
  const result = await synthesize(db.pool, { tracks, log });
  log(
    `${result.added} tracks added, ${result.total} in all, in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
} finally {
  await db.close();
}
