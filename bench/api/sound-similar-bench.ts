/**
 * Similar-by-sound at catalogue scale: builds the in-memory index over N vectors and times `nearest` (top 10, the
 * query's own group left out), as GET /v2/tracks/{id}/similar runs it after reading the track's vector.
 *
 *   pnpm --filter @rsm/bench exec tsx api/sound-similar-bench.ts [--tracks 100000] [--queries 300]
 *     [--engine memory|pglite|postgres] [--database-url postgres://127.0.0.1/test]
 *
 * With `--engine pglite` or `postgres` the vectors are stored in a table of that engine (PGlite served from a child
 * process as the API runs it; a scratch schema on the server), the index is built by reading them back, and each
 * query first reads the track's vector by id, as the route does (the track DTOs of the answer are not included).
 * Neither engine has pgvector here (PGlite 0.5.14 ships no `vector` extension; Debian 12 has no
 * postgresql-15-pgvector), so this in-memory index is the path on both.
 *
 * On a shared machine compare the CPU time a query, not only the wall times: the load is printed beside them.
 * Vectors are synthetic: real analyses of rendered pieces of every theme, each repeated with noise (so clusters
 * look like a catalogue's, not like uniform noise, which would make pruning look better than it is).
 */
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import { analyseAudio } from '@rsm/sound';
import { openDatabase, type Database } from '@rsm/db/database';
import { SoundIndex } from '@rsm/sound';
import { synthesise } from '@rsm/demo/audio/synth';
import { encodeWav } from '@rsm/sound/encode';
import { Random } from '@rsm/demo/random';
import { THEMES } from '@rsm/demo/themes';

const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    tracks: { type: 'string', default: '100000' },
    queries: { type: 'string', default: '300' },
    engine: { type: 'string', default: 'memory' },
    'database-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/test' },
  },
});
const total = Number(values.tracks);
const rng = new Random(7);
const seeds: number[][] = [];
for (const theme of THEMES) {
  const samples = synthesise({
    bpm: theme.bpm[0],
    seconds: 12,
    key: rng.int(0, 11),
    mode: theme.mode,
    style: theme.style,
    instruments: theme.instruments,
    seed: rng.int(1, 999_999),
    sampleRate: 22_050,
  });
  seeds.push((await analyseAudio(encodeWav(samples, 22_050))).features);
}
const gaussian = () => Math.sqrt(-2 * Math.log(1 - rng.next())) * Math.cos(2 * Math.PI * rng.next());
const entries = Array.from({ length: total }, (_, id) => {
  const base = seeds[id % seeds.length]!;
  return {
    id,
    group: id,
    features: base.map((value) => value + gaussian() * (Math.abs(value) * 0.2 + 0.05)),
  };
});
/** The vectors in a table of the engine, and a reader of one vector by id; null for the memory-only run. */
async function storeVectors(): Promise<{ db: Database; read: (id: number) => Promise<number[]> } | null> {
  if (values.engine === 'memory') return null;
  const db =
    values.engine === 'postgres'
      ? await openDatabase({ kind: 'scratch-schema', url: values['database-url']! })
      : await openDatabase({ kind: 'pglite' });
  await db.pool.query('CREATE TABLE bench_sounds (track_id integer PRIMARY KEY, features real[] NOT NULL)');
  for (let from = 0; from < entries.length; from += 2000)
    await db.pool.query(
      `INSERT INTO bench_sounds SELECT (e->>0)::int, ARRAY(SELECT jsonb_array_elements_text(e->1)::real)
       FROM jsonb_array_elements($1::jsonb) e`,
      [JSON.stringify(entries.slice(from, from + 2000).map((entry) => [entry.id, entry.features]))],
    );
  await db.pool.query('ANALYZE bench_sounds');
  const read = async (id: number) =>
    (
      await db.pool.query<{ features: number[] }>('SELECT features FROM bench_sounds WHERE track_id = $1', [
        id,
      ])
    ).rows[0]!.features;
  return { db, read };
}

const stored = await storeVectors();
let started = performance.now();
const index = stored
  ? new SoundIndex(
      (
        await stored.db.pool.query<{ id: number; features: number[] }>(
          'SELECT track_id AS id, features FROM bench_sounds',
        )
      ).rows.map((row) => ({ id: row.id, group: row.id, features: row.features })),
    )
  : new SoundIndex(entries);
const buildMs = performance.now() - started;
const times: number[] = [];
const cpuBefore = process.cpuUsage();
for (let q = 0; q < Number(values.queries); q++) {
  const id = rng.int(0, total - 1);
  started = performance.now();
  const features = stored ? await stored.read(id) : entries[id]!.features;
  index.nearest(features, 10, id);
  times.push(performance.now() - started);
}
const cpu = process.cpuUsage(cpuBefore);
await stored?.db.close();
const cpuPerQuery = (cpu.user + cpu.system) / 1000 / times.length;
times.sort((a, b) => a - b);
const at = (share: number) => times[Math.min(times.length - 1, Math.floor(share * times.length))]!.toFixed(2);
console.log(
  `${values.engine}: ${total} vectors of ${seeds[0]!.length}: index built in ${buildMs.toFixed(0)} ms, ` +
    `${(process.memoryUsage().heapUsed / 2 ** 20).toFixed(0)} MB heap; top-10 query p50 ${at(0.5)} ms, ` +
    `p95 ${at(0.95)} ms, max ${at(1)} ms, CPU ${cpuPerQuery.toFixed(2)} ms a query in this process (load ${loadavg()
      .map((x) => x.toFixed(2))
      .join(' ')})`,
);
