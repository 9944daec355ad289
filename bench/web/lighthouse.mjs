// Lighthouse (mobile preset: emulated phone, simulated slow 4G and CPU) on the built stack, driving Debian's
// Chromium with the flags every browser run here uses. Budgets: performance >= 95, accessibility 100, LCP <= 2.0 s,
// TBT <= 100 ms, CLS <= 0.05 on the home page, albums, a search and a track page (the first track the search lists).
// Usage: node bench/web/lighthouse.mjs [base-url] [runs]
//   LIGHTHOUSE_REPORTS=<dir> also writes each run's full JSON report there (LCP element and phases, waterfall).
//   with a base URL, measures that running stack; without, starts the built apps (scripts/lib/stack.mjs) on spare
//   ports (BENCH_PORT_BASE, default 8190, and BENCH_API_PORT, default 3030), measures, and stops them. Each figure
//   is the median of the runs per page, and the process exits 1 when one misses its budget.
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { chromiumLaunchOptions } from '../../e2e/chromium.mjs';

const PAGES = ['/', '/albums', '/search?q[text][]=piano', 'track'];
const BUDGET = { performance: 95, accessibility: 100, cls: 0.05, lcp: 2000, tbt: 100 };
const runs = Number(process.argv[3] ?? 3);
const reportDir = process.env.LIGHTHOUSE_REPORTS;

async function stackUrl() {
  if (process.argv[2]) return { base: process.argv[2].replace(/\/$/, ''), stop: async () => undefined };
  const { startStack } = await import('../../scripts/lib/stack.mjs');
  const { root } = await import('../../scripts/lib/tools.mjs');
  const portBase = Number(process.env.BENCH_PORT_BASE ?? 8190);
  const env = {
    ...process.env,
    API_PORT: process.env.BENCH_API_PORT ?? '3030',
    HOST_PORT: String(portBase),
    CATALOGUE_PORT: String(portBase + 1),
    PLAYER_PORT: String(portBase + 2),
    PLAYLISTS_PORT: String(portBase + 3),
    COMPOSER_PORT: String(portBase + 4),
  };
  const stack = await startStack({ env, dataDir: path.join(root, '.data', 'bench-lighthouse'), quiet: true });
  return { base: `http://localhost:${env.HOST_PORT}`, stop: () => stack.stop() };
}

/** Starts Chromium with a DevTools port for Lighthouse to attach to. */
async function launchChromium() {
  const profile = await mkdtemp(path.join(tmpdir(), 'rsm-lighthouse-'));
  const child = spawn(
    chromiumLaunchOptions.executablePath,
    [...chromiumLaunchOptions.args, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const port = await new Promise((resolve, reject) => {
    let err = '';
    child.stderr.on('data', (chunk) => {
      err += chunk;
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(err);
      if (match) resolve(Number(match[1]));
    });
    child.on('exit', (code) => reject(new Error(`chromium exited ${code}: ${err}`)));
  });
  return {
    port,
    close: async () => {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      await rm(profile, { recursive: true, force: true });
    },
  };
}

/** `/tracks/{id}` of the first track the catalogue lists, asked of the API the page itself uses. */
async function trackPagePath(base) {
  const { apiUrl } = await (await fetch(`${base}/config.json`)).json();
  const { tracks } = await (await fetch(`${apiUrl}/v1_rsm/tracks/search?per=1`)).json();
  return `/tracks/${tracks[0].id}`;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const { base, stop } = await stackUrl();
const chromium = await launchChromium();
const rows = [];
try {
  for (const page of PAGES) {
    const pagePath = page === 'track' ? await trackPagePath(base) : page;
    const results = [];
    for (let run = 0; run < runs; run += 1) {
      const { lhr } = await lighthouse(`${base}${pagePath}`, {
        port: chromium.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
      });
      if (reportDir) {
        await mkdir(reportDir, { recursive: true });
        const name = `${pagePath.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home'}-${run + 1}.json`;
        await writeFile(path.join(reportDir, name), JSON.stringify(lhr));
      }
      results.push({
        performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
        accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
        cls: lhr.audits['cumulative-layout-shift'].numericValue ?? NaN,
        lcp: lhr.audits['largest-contentful-paint'].numericValue ?? NaN,
        tbt: lhr.audits['total-blocking-time'].numericValue ?? NaN,
      });
    }
    const metric = (name) => median(results.map((result) => result[name]));
    rows.push({
      pagePath,
      ...Object.fromEntries(
        ['performance', 'accessibility', 'cls', 'lcp', 'tbt'].map((name) => [name, metric(name)]),
      ),
      all: results.map((result) => result.performance).join('/'),
    });
  }
} finally {
  await chromium.close();
  await stop();
}

let missed = false;
const mark = (ok) => {
  if (!ok) missed = true;
  return ok ? 'ok  ' : 'MISS';
};
console.log(`Lighthouse, mobile preset, ${base} (median of ${runs} runs per page)`);
for (const row of rows) {
  console.log(
    `  ${row.pagePath.padEnd(26)} performance ${String(row.performance).padStart(3)} ${mark(row.performance >= BUDGET.performance)}` +
      `  accessibility ${String(row.accessibility).padStart(3)} ${mark(row.accessibility >= BUDGET.accessibility)}` +
      `  LCP ${(row.lcp / 1000).toFixed(2)} s ${mark(row.lcp <= BUDGET.lcp)}` +
      `  TBT ${row.tbt.toFixed(0).padStart(3)} ms ${mark(row.tbt <= BUDGET.tbt)}` +
      `  CLS ${row.cls.toFixed(3)} ${mark(row.cls <= BUDGET.cls)}  (runs: ${row.all})`,
  );
}
console.log(
  `  budgets: performance >= ${BUDGET.performance}, accessibility >= ${BUDGET.accessibility}, ` +
    `LCP <= ${BUDGET.lcp / 1000} s, TBT <= ${BUDGET.tbt} ms, CLS <= ${BUDGET.cls}`,
);
if (missed) process.exitCode = 1;
