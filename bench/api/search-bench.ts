// Search budgets on a large catalogue: latency p50/p95 of search and suggestions (with the in-memory search cache
// off, then on: first time and repeated), throughput with autocannon from another process (cache off and on), API
// cold start on existing data, and RSS (API + PGlite process) idle after start and after the run.
//   pnpm --filter @rsm/bench search -- [--tracks 100000] [--engines postgres,pglite] [--pg-url postgres://…/postgres]
//   pnpm --filter @rsm/bench search -- --database-url postgres://…/db | --data-dir dir   (an existing catalogue)
//   … --compiled: the server compiled to dist/ first (scripts/build-server.mjs) and run by node alone, not tsx
//   … --node-flags "--optimize-for-size": options for the server's node process
//   … --only sort,albums: the scenarios whose names contain any of these; --uncached-only: the cache-off latencies
//     alone (no cached runs, no throughput), the budgets' own measure; --runs 5: that many passes, the median of
//     their p50s and p95s reported with each pass's p95 beside it
// Without --database-url/--data-dir the catalogues are throw-away: Postgres `rsm_bench_<tracks>` (created and filled
// when missing; --drop removes it afterwards) and PGlite in $TMPDIR/rsm-bench-pglite-<tracks>.
import { execFileSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { apiRoot } from '../../api/src/root-dir';
import { prepareCatalogue, type Catalogue } from './catalogue';
import { latency, throughput } from './measure';
import { percentile, scenarios as allScenarios } from './scenarios';
import { rssMb, startServer, stopServer } from './server';

const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    tracks: { type: 'string', default: '100000' },
    engines: { type: 'string', default: 'postgres,pglite' },
    'pg-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
    'database-url': { type: 'string' },
    'data-dir': { type: 'string' },
    samples: { type: 'string', default: '200' },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '16' },
    port: { type: 'string', default: '3090' },
    drop: { type: 'boolean', default: false },
    compiled: { type: 'boolean', default: false },
    'node-flags': { type: 'string', default: '' },
    only: { type: 'string' },
    'uncached-only': { type: 'boolean', default: false },
    runs: { type: 'string', default: '1' },
  },
});
const compiled = values.compiled;
const only = values.only?.split(',').filter(Boolean);
const scenarios = only
  ? allScenarios.filter((scenario) => only.some((part) => scenario.name.includes(part)))
  : allScenarios;
const uncachedOnly = values['uncached-only'];
const runs = Number(values.runs);
const median = (list: number[]) => percentile(list, 50);
const command = { compiled, nodeFlags: (values['node-flags'] ?? '').split(' ').filter(Boolean) };
const samples = Number(values.samples);
const port = Number(values.port);
const base = `http://127.0.0.1:${port}`;
const log = (line: string) => console.log(`[bench] ${line}`);
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
const ms = (value: number) => value.toFixed(1).padStart(6);

/** RSS of the server and its children ("API alone" tells the PGlite process apart). */
const rss = (pid: number) => `${rssMb(pid)} MB (API alone ${rssMb(pid, true)} MB)`;

const WARM_UP_SEARCHES = 10;

/**
 * Requests that take the server's code paths and bring the tables a scenario reads into the database's buffers
 * (a server that has just started has read nothing yet), without repeating any measured search: searches of each
 * scenario's kind numbered past the measured ones.
 */
const warmUp = async () => {
  for (let i = 0; i < 20; i++)
    await fetch(
      `${base}/v1_rsm/tracks/search?per=20&sort=track_name%20asc&q[text][]=${'abcdefghij'[i % 10]}`,
    );
  for (const scenario of scenarios)
    if (samples + WARM_UP_SEARCHES <= scenario.distinct)
      for (let i = samples; i < samples + WARM_UP_SEARCHES; i++)
        await fetch(`${base}${scenario.path(i)}`, { headers: { 'accept-language': 'ENRSM' } });
};

/** The server's own start-up phase timings ("database open in 1.20 s", …) on one line. */
const startPhases = (startLog: string) =>
  startLog
    .split('\n')
    .filter((line) => / in \d/.test(line))
    .map((line) => line.replace(/^\[api\] /, '').replace(/:.*$/, ''))
    .join(', ');

async function bench(catalogue: Catalogue): Promise<string[]> {
  const { engine } = catalogue;
  const server = `${compiled ? 'compiled to dist/' : 'under tsx'}${values['node-flags'] ? `, ${values['node-flags']}` : ''}`;
  const rows = [
    `${catalogue.label}: ${catalogue.mainTracks} main tracks, server ${server} (load average ${load()})`,
  ];
  const paths = scenarios.map((scenario) => Array.from({ length: samples }, (_, i) => scenario.path(i)));
  const loadPaths = paths[0]!;

  // Cache off: every search runs its SQL, as the first search of its kind would.
  const uncached = await startServer({ ...catalogue.serverEnv, SEARCH_CACHE: 'false' }, port, command);
  const results: { p50: number; p95: number }[][] = scenarios.map(() => []);
  let rpsUncached;
  try {
    await warmUp();
    for (let run = 0; run < (uncachedOnly ? runs : 1); run++)
      for (const [i, scenario] of scenarios.entries()) {
        results[i]!.push(await latency(base, paths[i]!));
        log(`${scenario.name}: uncached pass ${run + 1} done (load ${load()})`);
      }
    if (!uncachedOnly)
      rpsUncached = await throughput(base, loadPaths, Number(values.connections), Number(values.seconds));
  } finally {
    await stopServer(uncached.child);
  }

  if (uncachedOnly) {
    rows.push(`  ${'p50 / p95 in ms'.padEnd(30)} ${'cache off'.padEnd(17)} budget (p95, cache off)`);
    for (const [i, scenario] of scenarios.entries()) {
      const passes = results[i]!;
      const off = { p50: median(passes.map((r) => r.p50)), p95: median(passes.map((r) => r.p95)) };
      const budget = scenario.budget[engine];
      rows.push(
        `  ${scenario.name.padEnd(30)} ${ms(off.p50)} /${ms(off.p95)}  ${budget} ms: ${off.p95 <= budget ? 'ok' : 'OVER'}` +
          (passes.length > 1
            ? ` (median of ${passes.length} passes; p95s ${passes.map((r) => r.p95.toFixed(1)).join(', ')})`
            : ''),
      );
    }
    rows.push(`  (load average after the run ${load()})`);
    return rows;
  }

  // Cache on: each search the first time, then the same searches again.
  const cached = await startServer(catalogue.serverEnv, port, command);
  let rpsCached;
  let rssAfterStart;
  let rssAfterRun;
  try {
    await new Promise((resolve) => setTimeout(resolve, 2000));
    rssAfterStart = rss(cached.child.pid!);
    await warmUp();
    for (const [i] of scenarios.entries()) {
      results[i]!.push(await latency(base, paths[i]!));
      results[i]!.push(await latency(base, paths[i]!));
    }
    rpsCached = await throughput(base, loadPaths, Number(values.connections), Number(values.seconds));
    await new Promise((resolve) => setTimeout(resolve, 5000));
    rssAfterRun = rss(cached.child.pid!);
  } finally {
    await stopServer(cached.child);
  }

  rows.push(
    `  cold start on existing data: ${(uncached.startMs / 1000).toFixed(2)} s, ` +
      `${(cached.startMs / 1000).toFixed(2)} s (spawn to ready, two starts; CPU time ` +
      `${(uncached.startCpuMs / 1000).toFixed(2)} s, ${(cached.startCpuMs / 1000).toFixed(2)} s)`,
    `  second start: ${startPhases(cached.startLog)}`,
    `  ${'p50 / p95 in ms'.padEnd(30)} ${'cache off'.padEnd(17)} ${'first time'.padEnd(17)} ${'repeated'.padEnd(17)} budget (p95, cache off)`,
  );
  for (const [i, scenario] of scenarios.entries()) {
    const [off, first, again] = results[i]!;
    const budget = scenario.budget[engine];
    const distinct = new Set(paths[i]).size;
    rows.push(
      `  ${scenario.name.padEnd(30)} ${ms(off!.p50)} /${ms(off!.p95)}  ${ms(first!.p50)} /${ms(first!.p95)}  ` +
        `${ms(again!.p50)} /${ms(again!.p95)}  ${budget} ms: ${off!.p95 <= budget ? 'ok' : 'OVER'}` +
        ` (${distinct} distinct of ${samples})`,
    );
  }
  rows.push(
    `  throughput, text + 2 facets (${new Set(loadPaths).size} distinct searches in turn, ${values.connections} ` +
      `connections, autocannon): cache off ${Math.round(rpsUncached!.rps)} req/s, cache on ` +
      `${Math.round(rpsCached.rps)} req/s (every one of them already kept by the latency runs; load ${load()})`,
    `  RSS (API + database process): ${rssAfterStart} idle after start, ${rssAfterRun} idle after the run`,
  );
  return rows;
}

if (compiled)
  execFileSync(process.execPath, ['scripts/build-server.mjs'], { cwd: apiRoot, stdio: 'inherit' });
const report: string[] = [];
for (const catalogue of await prepareCatalogue(values, log)) {
  const rows = await bench(catalogue);
  for (const row of rows) log(row);
  report.push(...rows);
  await catalogue.done();
}
console.log(`\n${report.join('\n')}`);
