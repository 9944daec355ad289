import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from '@rsm/db/database';
import { linkTrackSounds } from '@rsm/db/audio-jobs';
import { migrate } from '@rsm/db/migrate';
import { seed } from '@rsm/demo';
import { synthesize } from '@rsm/demo/synthetic';
import { audioJobRepository } from '../../api/src/analysis/audio-job-repository';
import { createAudioWorker } from '../../api/src/analysis/audio-worker';
import { storeVocabulary } from '../../api/src/repositories/search-meaning-totals';

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
 * Works through the audio analyses the seed queued, with the product's own worker. A server started with them still
 * queued analyses them while the first run measures: analysis processes beside the server, and each result copied
 * into track_sounds for every track sharing that recording, left without statistics. That run measured searches 5 to
 * 15 times slower than the next one. Answers how many recordings were analysed.
 */
async function analyseQueued(db: Database, log: (line: string) => void, dataDir: string): Promise<number> {
  const worker = createAudioWorker({
    jobs: audioJobRepository(db.pool),
    mediaDir: join(dataDir, 'media'),
    log,
  });
  const started = Date.now();
  let analysed = 0;
  for (let handled = await worker.runDue(); handled > 0; handled = await worker.runDue()) analysed += handled;
  if (analysed) log(`${analysed} recordings analysed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  return analysed;
}

/**
 * Copies the seed's analyses to the synthetic tracks playing its recordings, the way a catalogue's analyses land
 * once it is imported and refreshed: a recording, so a track, at a time, each in its own transaction. The synthetic
 * tracks share the seed's dozen recordings; copied a recording at a time (8,000 tracks at 100k in one statement),
 * every row of a page would be rewritten at once and most would move away from the tracks alike beside them
 * (migration 520), which no real catalogue does. Each round copies at most one track per page of track_text, so a
 * page meets its analyses one after another, as it does in use; the tracks outside the search rows (other versions)
 * come last.
 */
async function landSyntheticSounds(pool: Database['pool'], log: (line: string) => void) {
  const started = Date.now();
  const { rows } = await pool.query<{ ids: number[] }>(
    `SELECT array_agg(track_id) AS ids FROM (SELECT t.track_id,
       row_number() OVER (PARTITION BY (t.ctid::text::point)[0] ORDER BY t.ctid) AS round
       FROM track_text t WHERE NOT EXISTS (SELECT 1 FROM track_sounds s WHERE s.track_id = t.track_id)) x
     GROUP BY round ORDER BY round`,
  );
  for (const { ids } of rows) await linkTrackSounds(pool, { tracks: ids });
  const rest = await pool.query<{ ids: number[] }>(
    `SELECT ARRAY(SELECT f.track_id FROM track_files f
       WHERE NOT EXISTS (SELECT 1 FROM track_sounds s WHERE s.track_id = f.track_id)) AS ids`,
  );
  await linkTrackSounds(pool, { tracks: rest.rows[0]!.ids });
  log(`analyses copied to the synthetic tracks in ${rows.length} rounds, ${Date.now() - started} ms`);
}

/**
 * Gathers the planner's statistics of the tables the analyses wrote. Each result also writes the key into those
 * tracks' search rows (migration 510), so those are vacuumed too, their indexes' pending entries merged.
 */
async function settle(pool: Database['pool']) {
  await pool.query('SELECT merge_search_pending_lists()');
  await pool.query('VACUUM ANALYZE track_sounds, audio_analyses, audio_jobs, track_search, track_text');
}

/**
 * Migrates the database (and, for throw-away catalogues, seeds it, analyses the seed's recordings, grows it and lands
 * those analyses on the tracks added), works through its queued analyses, writes the brief vocabulary and counts its
 * phrases when they are not counted; answers its main track count.
 */
async function ready(db: Database, dataDir: string, tracks: number | null, log: (line: string) => void) {
  try {
    await migrate(db.pool);
    if (tracks !== null) {
      await seed(db.pool, { size: 'small', dataDir, log: (line) => log(`seed: ${line}`) });
      await analyseQueued(db, log, dataDir);
      const started = Date.now();
      const result = await synthesize(db.pool, { tracks, log: (line) => log(`synth: ${line}`) });
      if (result.added)
        log(`${result.added} tracks added in ${((Date.now() - started) / 1000).toFixed(0)} s`);
      await landSyntheticSounds(db.pool, log);
      await settle(db.pool);
    } else if (await analyseQueued(db, log, dataDir)) await settle(db.pool);
    // The vocabulary as the server writes it when it starts, its phrases counted before the server measures.
    if (await storeVocabulary(db.pool)) await db.pool.query('SELECT refresh_search_meaning_totals()');
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
