// Measures how fast playback starts: a click on a track row's Play button until the <audio> element fires
// 'playing', median of 20 plays. Usage: BASE_URL=http://localhost:8090 node player-bench.mjs [plays]
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../../e2e/chromium.mjs';

const baseUrl = process.env.BASE_URL ?? 'http://localhost:8090';
const plays = Number(process.argv[2] ?? 20);
const browser = await chromium.launch(chromiumLaunchOptions);
const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
const playerScripts = new Set();
page.on('requestfinished', (request) => {
  if (request.resourceType() === 'script' && new URL(request.url()).port !== new URL(baseUrl).port)
    playerScripts.add(request.url());
});

await page.goto(`${baseUrl}/albums`);
await page.getByRole('article').first().getByRole('link').first().click();
await page.getByRole('heading', { level: 1 }).waitFor();
const rows = page.getByRole('row').filter({ has: page.getByRole('button', { name: /^(Play|Pause) / }) });
const rowCount = await rows.count();
if (rowCount < 2) throw new Error('The first album needs at least two tracks to alternate between.');

const times = [];
for (let play = 0; play < plays; play += 1) {
  // Alternate between tracks so every click loads a new file rather than toggling the current one.
  const button = rows.nth(play % Math.min(rowCount, 4)).getByRole('button', { name: /^Play / });
  await button.waitFor();
  const audio = await page.locator('audio').elementHandle();
  // One evaluate: the listener is in place before the click, and both times come from the page's clock.
  const ms = await page.evaluate(
    ([element, player]) =>
      new Promise((resolve, reject) => {
        const clickedAt = performance.now();
        player.addEventListener('playing', () => resolve(performance.now() - clickedAt), { once: true });
        setTimeout(() => reject(new Error('no playing event within 10 s')), 10_000);
        element.click();
      }),
    [await button.elementHandle(), audio],
  );
  times.push(ms);
}
await browser.close();

times.sort((a, b) => a - b);
const median =
  times.length % 2
    ? times[(times.length - 1) / 2]
    : (times[times.length / 2 - 1] + times[times.length / 2]) / 2;
console.log(`Click on Play → 'playing', ${plays} plays against ${baseUrl}`);
console.log(
  `  median ${median.toFixed(1)} ms, min ${times[0].toFixed(1)} ms, max ${times.at(-1).toFixed(1)} ms`,
);
console.log(`  all: ${times.map((t) => t.toFixed(0)).join(', ')}`);
if (process.argv.includes('--scripts')) for (const url of playerScripts) console.log(`  script ${url}`);
