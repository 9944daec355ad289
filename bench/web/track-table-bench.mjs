// Renders a 250-row track table (the search page at 250 per page) and reports the longest main-thread task
// (PerformanceObserver 'longtask', tasks over 50 ms) while the page loads, while its rows render (the tasks ending
// once the first row is in the page), and while switching view.
// Budget: no long task over 100 ms. Usage: BASE_URL=http://localhost:8080 node track-table-bench.mjs [runs]
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../../e2e/chromium.mjs';

const baseUrl = process.env.BASE_URL ?? 'http://localhost:8080';
const runs = Number(process.argv[2] ?? 3);
const browser = await chromium.launch(chromiumLaunchOptions);

const collectLongTasks = () => {
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      window.__longTasks.push({ start: entry.startTime, ms: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  // When the first row is in the page: tasks ending from then on render rows, the earlier ones load the page.
  const rows = new MutationObserver(() => {
    if (!document.querySelector('table tbody tr[data-track-id]')) return;
    window.__firstRowAt = performance.now();
    rows.disconnect();
  });
  document.addEventListener('DOMContentLoaded', () =>
    rows.observe(document.body, { childList: true, subtree: true }),
  );
};
const longest = (tasks, from = 0) => Math.max(0, ...tasks.filter((t) => t.start >= from).map((t) => t.ms));
const longestEnding = (tasks, from, to) =>
  Math.max(0, ...tasks.filter((t) => t.start + t.ms >= from && t.start + t.ms < to).map((t) => t.ms));

const results = [];
for (let run = 0; run < runs; run += 1) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  await context.addInitScript(() => {
    window.localStorage.setItem('perPage', '250');
    window.localStorage.setItem('rsm:track-view', '"tabelar"');
  });
  await context.addInitScript(collectLongTasks);
  const page = await context.newPage();
  await page.goto(`${baseUrl}/search?per=250`);
  const rows = page.locator('table tbody tr[data-track-id]');
  await rows.nth(249).waitFor({ timeout: 30_000 });
  const count = await rows.count();
  // Rows visible: the long tasks so far cover loading the page and rendering the 250 rows.
  const renderTasks = await page.evaluate(() => window.__longTasks);
  const firstRowAt = await page.evaluate(() => window.__firstRowAt);
  const switchFrom = await page.evaluate(() => performance.now());
  await page.getByRole('button', { name: 'Detailed table view' }).click();
  await page.getByRole('columnheader', { name: 'Description' }).waitFor();
  await page.locator('table tbody tr[data-track-id]').nth(249).waitFor();
  await page.waitForTimeout(300);
  const switchTasks = await page.evaluate(() => window.__longTasks);
  results.push({
    rows: count,
    boot: longestEnding(renderTasks, 0, firstRowAt),
    rowsRender: longestEnding(renderTasks, firstRowAt, Infinity),
    load: longest(renderTasks),
    loadTasks: renderTasks.length,
    viewSwitch: longest(switchTasks, switchFrom),
  });
  await context.close();
}
await browser.close();

console.log(
  `250-row track table on ${baseUrl}/search, ${runs} runs (longest long task, ms; 0 = none over 50 ms)`,
);
for (const [index, result] of results.entries())
  console.log(
    `  run ${index + 1}: ${result.rows} rows; page load + render ${result.load.toFixed(0)} ms ` +
      `(${result.loadTasks} long tasks: page load ${result.boot.toFixed(0)} ms, ` +
      `rows ${result.rowsRender.toFixed(0)} ms); switch to detailed view ${result.viewSwitch.toFixed(0)} ms`,
  );
