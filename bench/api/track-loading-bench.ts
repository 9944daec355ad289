// Loading track DTOs for pages of search results (trackRepository.findMany), on an existing catalogue: wall time
// p50/p95 per page and the database's CPU time per page (the Postgres backend's or the PGlite process's, from /proc,
// so a loaded machine still gives comparable figures).
//   pnpm --filter @rsm/bench exec tsx api/track-loading-bench.ts --database-url postgres://…/db | --data-dir dir (a DATA_DIR)
//     [--pages 200] [--per 20]
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '@rsm/db/database';
import { createPool } from '@rsm/db/pool';
import { mediaUrls } from '../../api/src/lib/media-urls';
import type { Language } from '../../api/src/plugins/language';
import { catalogueCache } from '../../api/src/repositories/catalogue-cache';
import { trackRepository } from '../../api/src/repositories/track-repository';
import { percentile } from './scenarios';
import { childPids, cpuMs } from './server';

const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    'database-url': { type: 'string' },
    'data-dir': { type: 'string' },
    pages: { type: 'string', default: '200' },
    per: { type: 'string', default: '20' },
  },
});
const pages = Number(values.pages);
const per = Number(values.per);
const WARM_UP_PAGES = 20;

async function open() {
  if (values['database-url']) {
    // One connection, so its backend is the one process doing the work.
    const pool = createPool({ connectionString: values['database-url'], max: 1, serverSettings: true });
    const { rows } = await pool.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
    return { pool, label: 'Postgres', cpuPid: rows[0]!.pid, close: () => pool.end() };
  }
  if (!values['data-dir']) throw new Error('--database-url or --data-dir is required');
  // A server's DATA_DIR, as the search bench takes it: the database lives in its pgdata folder.
  const db = await openDatabase({ kind: 'pglite', dataDir: join(values['data-dir'], 'pgdata') });
  return { pool: db.pool, label: 'PGlite', cpuPid: childPids(process.pid)[0]!, close: () => db.close() };
}

const { pool, label, cpuPid, close } = await open();
try {
  const tracks = trackRepository(
    pool,
    mediaUrls('http://bench.test'),
    catalogueCache(pool, { enabled: false }),
  );
  // Pages of main tracks spread over the whole catalogue, as search results are.
  const { rows } = await pool.query<{ id: number }>(
    'SELECT id FROM tracks WHERE main_track_id IS NULL ORDER BY id',
  );
  const ids = rows.map((row) => row.id);
  const stride = Math.max(per, Math.floor(ids.length / (pages + WARM_UP_PAGES)));
  const pageIds = (i: number) => ids.slice(i * stride, i * stride + per);
  for (let i = pages; i < pages + WARM_UP_PAGES; i++) await tracks.findMany(pageIds(i), 'en');

  const report: string[] = [];
  for (const language of ['en', 'pt'] as Language[]) {
    const times: number[] = [];
    const cpuBefore = cpuMs(cpuPid);
    for (let i = 0; i < pages; i++) {
      const started = performance.now();
      const found = await tracks.findMany(pageIds(i), language);
      times.push(performance.now() - started);
      if (found.size !== per) throw new Error(`page ${i}: ${found.size} tracks of ${per}`);
    }
    const cpu = (cpuMs(cpuPid) - cpuBefore) / pages;
    report.push(
      `${label} findMany, pages of ${per} (${language}, ${pages} pages): p50 ${percentile(times, 50).toFixed(1)} ms, ` +
        `p95 ${percentile(times, 95).toFixed(1)} ms, database CPU ${cpu.toFixed(1)} ms per page`,
    );
  }
  console.log(report.join('\n'));
} finally {
  await close();
}
