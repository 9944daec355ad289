// Search with a reference track, budget 2 s: a 30 s excerpt of a catalogue track chosen in the search bar's dialog,
// from the file input's change (the upload starts) until the ranked rows are painted on /search?reference=…
// Timed inside the page (a capturing change listener, then requestAnimationFrame polling). Median of N rounds.
// Usage: node bench/web/reference-search-bench.mjs [base-url] [rounds] [api-url]   (against a running built stack)
import { chromium } from '@playwright/test';
import { loadavg } from 'node:os';
import { chromiumLaunchOptions } from '../../e2e/chromium.mjs';

const base = (process.argv[2] ?? 'http://localhost:8080').replace(/\/$/, '');
const rounds = Number(process.argv[3] ?? 3);
const api = (process.argv[4] ?? process.env.E2E_API_URL ?? 'http://localhost:3000').replace(/\/$/, '');
const EXCERPT_SECONDS = 30;
const BUDGET_MS = 2000;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

// The first tracks of the catalogue long enough for a 30 s excerpt: the start of a constant-bit-rate mp3, cut at
// the byte its length gives (decoders skip the last partial frame).
const { tracks } = await (await fetch(`${api}/v1_rsm/tracks/search?per=20`)).json();
const long = tracks.filter((track) => track.length >= EXCERPT_SECONDS && track.file.url);
if (long.length === 0) throw new Error('no track of 30 s or more to cut an excerpt from');
const excerpts = [];
for (const track of long.slice(0, rounds)) {
  const whole = Buffer.from(await (await fetch(track.file.url)).arrayBuffer());
  const bytes = Math.round((whole.length * EXCERPT_SECONDS) / track.length);
  excerpts.push({
    name: `excerpt-${track.id}.mp3`,
    mimeType: 'audio/mpeg',
    buffer: whole.subarray(0, bytes),
  });
}

const browser = await chromium.launch(chromiumLaunchOptions);
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
const times = [];
const loads = [];
for (let round = 0; round < rounds; round += 1) {
  const file = excerpts[round % excerpts.length];
  await page.goto(`${base}/albums`);
  await page.getByRole('banner').getByRole('button', { name: 'Search with a reference track' }).click();
  const input = page
    .getByRole('dialog', { name: 'Search with a reference track' })
    .getByLabel(/Drop an audio file/);
  await input.waitFor({ state: 'attached' });
  await page.evaluate(() => {
    window.__referenceTiming = new Promise((resolve, reject) => {
      document.addEventListener(
        'change',
        () => {
          const started = performance.now();
          const check = () => {
            const row = document.querySelector(
              'table[aria-label="Tracks that sound alike"] tbody tr[data-track-id]',
            );
            if (row) requestAnimationFrame(() => resolve(performance.now() - started));
            else requestAnimationFrame(check);
          };
          check();
          setTimeout(() => reject(new Error('no results within 30 s')), 30_000);
        },
        { capture: true, once: true },
      );
    });
  });
  loads.push(loadavg()[0]);
  await input.setInputFiles(file);
  times.push(await page.evaluate(() => window.__referenceTiming));
}
await browser.close();
console.log(
  `reference search, ${EXCERPT_SECONDS} s excerpt (${(excerpts[0].buffer.length / 1024).toFixed(0)} KiB mp3): ` +
    `median ${median(times).toFixed(0)} ms (budget ${BUDGET_MS} ms, ${rounds} rounds) — ` +
    `${times.map((v) => v.toFixed(0)).join(', ')}; load average at each start ${loads.map((l) => l.toFixed(2)).join(', ')}`,
);
