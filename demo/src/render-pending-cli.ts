import { getPriority, setPriority } from 'node:os';
import { env } from '@rsm/db/env';
import { openProductDatabase } from './open-database';
import { renderPending } from './render-pending';

// `pnpm --filter @rsm/demo render [-- --small]`: renders the demo pieces the catalogue still waits for and moves
// their tracks to them. Runs beside a serving API (npm start leaves it running in the background), below it in
// priority: the synthesis children inherit the nice value, so the site keeps answering on a small machine.
try {
  setPriority(Math.min(19, getPriority() + 10));
} catch {
  // Not allowed here (a restricted container): rendering runs at the normal priority.
}
const size = process.argv.includes('--small') ? 'small' : 'full';
const log = (line: string) => console.log(`[demo] render: ${line}`);
const db = await openProductDatabase();
try {
  const started = Date.now();
  await renderPending(db.pool, { size, dataDir: env.DATA_DIR, log });
  log(`done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
} finally {
  await db.close();
}
// Nothing is left to wait for: a connection whose goodbye went unanswered must not hold the program open.
process.exit(0);
