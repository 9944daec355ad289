// Measures what the first view of a page costs: JS transferred (compressed bytes on the wire, headers included) per
// origin, the typeface's and the images' bytes, and the time until the page's main content is visible.
// Usage: node first-view.mjs [url] [runs] [--list]
//   --gzip: as a browser that does not take brotli would fetch it (Accept-Encoding: gzip, deflate); the JS budget,
//   200 KiB, is counted so. Exits 1 when the JS is over it.
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../../e2e/chromium.mjs';

const url = process.argv.slice(2).filter((arg) => !arg.startsWith('--'))[0] ?? 'http://localhost:8080/';
const runs = Number(process.argv.slice(2).filter((arg) => !arg.startsWith('--'))[1] ?? 5);
const browser = await chromium.launch(chromiumLaunchOptions);

const results = [];
for (let run = 0; run < runs; run += 1) {
  const context = await browser.newContext(
    process.argv.includes('--gzip') ? { extraHTTPHeaders: { 'Accept-Encoding': 'gzip, deflate' } } : {},
  );
  const page = await context.newPage();
  const scripts = [];
  const others = { font: [], image: [] };
  page.on('requestfinished', async (request) => {
    const type = request.resourceType();
    if (type !== 'script' && !(type in others)) return;
    const sizes = await request.sizes();
    const response = await request.response();
    const entry = {
      url: request.url(),
      bytes: sizes.responseBodySize + sizes.responseHeadersSize,
      contentType: response?.headers()['content-type'] ?? '',
    };
    (type === 'script' ? scripts : others[type]).push(entry);
  });
  const started = Date.now();
  await page.goto(url, { waitUntil: 'domcontentloaded' });
  await page.getByRole('main').getByRole('heading').first().waitFor();
  const visibleMs = Date.now() - started;
  await page.waitForLoadState('networkidle');
  results.push({ visibleMs, scripts, others });
  await context.close();
}
await browser.close();

const last = results.at(-1);
const byOrigin = {};
for (const { url: scriptUrl, bytes } of last.scripts) {
  const origin = new URL(scriptUrl).origin;
  byOrigin[origin] = (byOrigin[origin] ?? 0) + bytes;
}
const total = last.scripts.reduce((sum, { bytes }) => sum + bytes, 0);
const times = results.map((r) => r.visibleMs).sort((a, b) => a - b);
console.log(`First view of ${url} (${runs} runs, cold cache each)`);
for (const [origin, bytes] of Object.entries(byOrigin))
  console.log(`  ${origin.padEnd(28)} ${(bytes / 1024).toFixed(1)} KiB`);
const JS_BUDGET_KIB = 200;
console.log(
  `  JS transferred: ${(total / 1024).toFixed(1)} KiB in ${last.scripts.length} files (budget ${JS_BUDGET_KIB} KiB gzip)`,
);
for (const [type, files] of Object.entries(last.others)) {
  const bytes = files.reduce((sum, file) => sum + file.bytes, 0);
  const kinds = [...new Set(files.map((file) => file.contentType.split(';')[0]))].join(', ');
  console.log(
    `  ${type}s: ${(bytes / 1024).toFixed(1)} KiB in ${files.length} files${kinds ? ` (${kinds})` : ''}`,
  );
}
if (total / 1024 > JS_BUDGET_KIB && process.argv.includes('--gzip')) process.exitCode = 1;
console.log(`  main content visible: median ${times[Math.floor(times.length / 2)]} ms`);
if (process.argv.includes('--list'))
  for (const s of last.scripts.sort((a, b) => b.bytes - a.bytes))
    console.log(`    ${(s.bytes / 1024).toFixed(1).padStart(6)} KiB ${s.url}`);
if (process.argv.includes('--list'))
  for (const file of [...last.others.font, ...last.others.image])
    console.log(`    ${(file.bytes / 1024).toFixed(1).padStart(6)} KiB ${file.url.slice(0, 120)}`);
