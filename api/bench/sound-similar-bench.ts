/**
 * Similar-by-sound at catalogue scale: builds the in-memory index over N vectors and times `nearest` (top 10, the
 * query's own group left out), as GET /v2/tracks/{id}/similar runs it after reading the track's vector.
 *
 *   pnpm --filter @rsm/api exec tsx bench/sound-similar-bench.ts [--tracks 100000] [--queries 300]
 *
 * On a shared machine compare the CPU time a query, not only the wall times: the load is printed beside them.
 * Vectors are synthetic: real analyses of rendered pieces of every theme, each repeated with noise (so clusters
 * look like a catalogue's, not like uniform noise, which would make pruning look better than it is).
 */
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import { analyseAudio } from '../src/analysis/analyse';
import { SoundIndex } from '../src/analysis/sound-index';
import { synthesise } from '../src/seed/audio/synth';
import { encodeWav } from '../src/seed/audio/wav';
import { Random } from '../src/seed/random';
import { THEMES } from '../src/seed/themes';

const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: { tracks: { type: 'string', default: '100000' }, queries: { type: 'string', default: '300' } },
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
let started = performance.now();
const index = new SoundIndex(entries);
const buildMs = performance.now() - started;
const times: number[] = [];
const cpuBefore = process.cpuUsage();
for (let q = 0; q < Number(values.queries); q++) {
  const id = rng.int(0, total - 1);
  started = performance.now();
  index.nearest(entries[id]!.features, 10, id);
  times.push(performance.now() - started);
}
const cpu = process.cpuUsage(cpuBefore);
const cpuPerQuery = (cpu.user + cpu.system) / 1000 / times.length;
times.sort((a, b) => a - b);
const at = (share: number) => times[Math.min(times.length - 1, Math.floor(share * times.length))]!.toFixed(2);
console.log(
  `${total} vectors of ${seeds[0]!.length}: index built in ${buildMs.toFixed(0)} ms, ` +
    `${(process.memoryUsage().heapUsed / 2 ** 20).toFixed(0)} MB heap; top-10 query p50 ${at(0.5)} ms, ` +
    `p95 ${at(0.95)} ms, max ${at(1)} ms, CPU ${cpuPerQuery.toFixed(2)} ms a query (load ${loadavg()
      .map((x) => x.toFixed(2))
      .join(' ')})`,
);
