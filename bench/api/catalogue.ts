import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from '@rsm/db/database';
import { migrate } from '@rsm/db/migrate';
import { seed } from '@rsm/demo';
import { synthesize } from '@rsm/demo/synthetic';
import { audioJobRepository } from '../../api/src/analysis/audio-job-repository';
import { createAudioWorker } from '../../api/src/analysis/audio-worker';

export interface Catalogue {
  engine: 'postgres' | 'pglite';
  label: string;
  mainTracks: number;
  /** DATABASE_URL or DATA_DIR of the server under test. */
  serverEnv: Record<string, string>;
  done(): Promise<void>;
}

interface Options {
  tracks?: string;
  engines?: string;
  'pg-url'?: string;
  'database-url'?: string;
  'data-dir'?: string;
  drop?: boolean;
}

const mediaDir = join(tmpdir(), 'rsm-bench-data');

/**
 * Works through the audio analyses the seed queued, with the product's own worker, then gathers the planner's
 * statistics of the tables they wrote. A server started with them still queued analyses them while the first run
 * measures: analysis processes beside the server, and each result copied into track_sounds for every synthetic track
 * sharing that recording (about 8,000 rows at 100k), left without statistics. That run measured searches 5 to 15
 * times slower than the next one. Each result also writes the key into those tracks' search rows (migration 510),
 * so those are vacuumed too, their indexes' pending entries merged.
 */
async function analyseQueued(db: Database, dataDir: string, log: (line: string) => void) {
  const worker = createAudioWorker({
    jobs: audioJobRepository(db.pool),
    mediaDir: join(dataDir, 'media'),
    log,
  });
  const started = Date.now();
  let analysed = 0;
  for (let handled = await worker.runDue(); handled > 0; handled = await worker.runDue()) analysed += handled;
  if (analysed === 0) return;
  await db.pool.query('SELECT merge_search_pending_lists()');
  await db.pool.query('VACUUM ANALYZE track_sounds, audio_analyses, audio_jobs, track_search, track_text');
  log(`${analysed} recordings analysed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

/**
 * Migrates the database (and, for throw-away catalogues, seeds and grows it), works through its queued analyses;
 * answers its main track count.
 */
async function ready(db: Database, dataDir: string, tracks: number | null, log: (line: string) => void) {
  try {
    await migrate(db.pool);
    if (tracks !== null) {
      await seed(db.pool, { size: 'small', dataDir, log: (line) => log(`seed: ${line}`) });
      const started = Date.now();
      const result = await synthesize(db.pool, { tracks, log: (line) => log(`synth: ${line}`) });
      if (result.added)
        log(`${result.added} tracks added in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    }
    await analyseQueued(db, dataDir, log);
    const { rows } = await db.pool.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM tracks WHERE main_track_id IS NULL',
    );
    return rows[0]!.n;
  } finally {
    await db.close();
  }
}

/** The catalogues to measure: the one given by --database-url / --data-dir, else one per engine of --engines. */
export async function prepareCatalogue(options: Options, log: (line: string) => void): Promise<Catalogue[]> {
  const nothing = async () => undefined;
  const catalogues: Catalogue[] = [];
  if (options['database-url']) {
    const url = options['database-url'];
    const db = await openDatabase({ kind: 'server', url });
    const mainTracks = await ready(db, mediaDir, null, log);
    const label = `postgres ${new URL(url).pathname.slice(1)}`;
    catalogues.push({
      engine: 'postgres',
      label,
      mainTracks,
      serverEnv: { DATABASE_URL: url, DATA_DIR: mediaDir },
      done: nothing,
    });
  }
  if (options['data-dir']) {
    const dir = options['data-dir'];
    const mainTracks = await ready(
      await openDatabase({ kind: 'pglite', dataDir: join(dir, 'pgdata') }),
      dir,
      null,
      log,
    );
    catalogues.push({
      engine: 'pglite',
      label: `pglite ${dir}`,
      mainTracks,
      serverEnv: { DATA_DIR: dir },
      done: nothing,
    });
  }
  if (catalogues.length) return catalogues;

  const tracks = Number(options.tracks);
  for (const engine of (options.engines ?? 'postgres,pglite').split(',') as Catalogue['engine'][]) {
    log(`${engine}: preparing ${tracks} tracks`);
    if (engine === 'postgres') {
      const name = `rsm_bench_${tracks}`;
      const admin = new pg.Client({ connectionString: options['pg-url'] });
      await admin.connect();
      const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (exists.rowCount === 0) await admin.query(`CREATE DATABASE ${name}`);
      await admin.end();
      const url = new URL(options['pg-url']!);
      url.pathname = `/${name}`;
      const db = await openDatabase({ kind: 'server', url: url.toString() });
      const mainTracks = await ready(db, mediaDir, tracks, log);
      catalogues.push({
        engine,
        label: `postgres ${name}`,
        mainTracks,
        serverEnv: { DATABASE_URL: url.toString(), DATA_DIR: mediaDir },
        async done() {
          if (!options.drop) return;
          const admin = new pg.Client({ connectionString: options['pg-url'] });
          await admin.connect();
          await admin.query(`DROP DATABASE IF EXISTS ${name}`);
          await admin.end();
        },
      });
    } else {
      const dir = join(tmpdir(), `rsm-bench-pglite-${tracks}`);
      mkdirSync(dir, { recursive: true });
      const db = await openDatabase({ kind: 'pglite', dataDir: join(dir, 'pgdata') });
      const mainTracks = await ready(db, dir, tracks, log);
      catalogues.push({
        engine,
        label: `pglite ${dir}`,
        mainTracks,
        serverEnv: { DATA_DIR: dir },
        done: nothing,
      });
    }
  }
  return catalogues;
}
