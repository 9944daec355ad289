// Lighthouse (mobile preset: emulated phone, simulated slow 4G and CPU) on the built stack, driving Debian's
// Chromium with the flags every browser run here uses. Budgets: performance >= 90, accessibility >= 95, CLS <= 0.05.
// Usage: node bench/lighthouse.mjs [base-url] [runs]
//   LIGHTHOUSE_REPORTS=<dir> also writes each run's full JSON report there (LCP element and phases, waterfall).
//   with a base URL, measures that running stack; without, starts the built apps (scripts/lib/stack.mjs) on spare
//   ports, measures, and stops them. The median run per page is reported.
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { chromiumLaunchOptions } from '../chromium.mjs';

const PAGES = ['/', '/albums', '/search?q[text][]=piano'];
const BUDGET = { performance: 90, accessibility: 95, cls: 0.05 };
const runs = Number(process.argv[3] ?? 3);
const reportDir = process.env.LIGHTHOUSE_REPORTS;

async function stackUrl() {
  if (process.argv[2]) return { base: process.argv[2].replace(/\/$/, ''), stop: async () => undefined };
  const { startStack } = await import('../../scripts/lib/stack.mjs');
  const { root } = await import('../../scripts/lib/tools.mjs');
  const env = {
    ...process.env,
    API_PORT: '3030',
    HOST_PORT: '8190',
    CATALOGUE_PORT: '8191',
    PLAYER_PORT: '8192',
    PLAYLISTS_PORT: '8193',
    COMPOSER_PORT: '8194',
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

const { base, stop } = await stackUrl();
const chromium = await launchChromium();
const rows = [];
try {
  for (const pagePath of PAGES) {
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
    results.sort((a, b) => a.performance - b.performance);
    rows.push({ pagePath, ...results[Math.floor(results.length / 2)] });
  }
} finally {
  await chromium.close();
  await stop();
}

const mark = (ok) => (ok ? 'ok  ' : 'MISS');
console.log(`Lighthouse, mobile preset, ${base} (median of ${runs} runs per page)`);
for (const row of rows) {
  console.log(
    `  ${row.pagePath.padEnd(26)} performance ${String(row.performance).padStart(3)} ${mark(row.performance >= BUDGET.performance)}` +
      `  accessibility ${String(row.accessibility).padStart(3)} ${mark(row.accessibility >= BUDGET.accessibility)}` +
      `  CLS ${row.cls.toFixed(3)} ${mark(row.cls <= BUDGET.cls)}` +
      `  (LCP ${(row.lcp / 1000).toFixed(1)} s, TBT ${row.tbt.toFixed(0)} ms)`,
  );
}
console.log(
  `  budgets: performance >= ${BUDGET.performance}, accessibility >= ${BUDGET.accessibility}, CLS <= ${BUDGET.cls}`,
);
