// Optimistic playlist changes (issue 7 budgets): how long after the action the page shows a track removed, moved or
// added while the server's answer is held back, and that each reorder sends exactly one request.
// Against a running stack (npm start): node e2e/bench/playlist-bench.mjs [tracks=60] [runs=5]
// BASE_URL / E2E_API_URL override http://localhost:8080 / http://localhost:3000.
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../chromium.mjs';

const base = process.env.BASE_URL ?? 'http://localhost:8080';
const api = process.env.E2E_API_URL ?? 'http://localhost:3000';
const wanted = Number(process.argv[2] ?? 60);
const runs = Number(process.argv[3] ?? 5);
const SERVER_DELAY_MS = 1500;
const email = 'customer@demo.test';
const password = 'listen-to-the-music';

async function call(path, { method = 'GET', headers = {}, body } = {}) {
  const response = await fetch(`${api}${path}`, {
    method,
    headers: body ? { 'Content-Type': 'application/json', ...headers } : headers,
    body: body && JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return { data: await response.json(), headers: response.headers };
}

const signIn = await call('/v2/auth/sign_in', { method: 'POST', body: { email, password } });
const auth = Object.fromEntries(
  ['access-token', 'client', 'uid', 'expiry'].map((n) => [n, signIn.headers.get(n)]),
);
const { data: folders } = await call('/v2/project_categories', { headers: auth });
const { data: created } = await call('/v2/projects', {
  method: 'POST',
  headers: auth,
  body: { name: `Bench ${Date.now()}`, project_category_id: folders.project_categories[0].id },
});
const { uuid, name } = created.project;
const trackIds = [];
for (let page = 1; trackIds.length < wanted; page += 1) {
  const { data } = await call(`/v1_rsm/tracks/search?page=${page}&per=250`, { headers: auth });
  if (data.tracks.length === 0) break;
  trackIds.push(...data.tracks.map((track) => track.id));
}
for (const id of trackIds.slice(0, wanted))
  await call(`/v2/projects/${uuid}/tracks`, { method: 'POST', headers: auth, body: { id } });
console.log(
  `Playlist "${name}" with ${Math.min(wanted, trackIds.length)} tracks; server answers held ${SERVER_DELAY_MS} ms`,
);

const browser = await chromium.launch(chromiumLaunchOptions);
const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
const page = await context.newPage();
await page.goto(`${base}/login?redirect=${encodeURIComponent(`/dashboard/playlists/${uuid}`)}`);
await page.getByLabel('Email').fill(email);
await page.getByLabel('Password').fill(password);
await page.getByRole('button', { name: 'Log in' }).click();
await page.getByRole('heading', { level: 1, name }).waitFor();

const sortRequests = [];
const hold = (route) => setTimeout(() => void route.continue(), SERVER_DELAY_MS);
await page.route(/\/v2\/projects\/[^/]+\/tracks\/\d+\/sort$/, (route) => {
  sortRequests.push(route.request().postDataJSON());
  hold(route);
});
await page.route(/\/v2\/projects\/[^/]+\/tracks\/\d+$/, (route) =>
  route.request().method() === 'DELETE' ? hold(route) : route.continue(),
);

/** Runs `act` in the page and polls each frame until `done` holds: ms from the action to the change on screen. */
const timeChange = (act, done) =>
  page.evaluate(
    ([actSource, doneSource]) =>
      new Promise((resolve) => {
        const check = new Function(`return (${doneSource})()`);
        const started = performance.now();
        new Function(`return (${actSource})()`)();
        const poll = () => (check() ? resolve(performance.now() - started) : requestAnimationFrame(poll));
        poll();
      }),
    [act.toString(), done.toString()],
  );
const handles = () => page.getByRole('button', { name: /^Reorder / });
const firstTitle = async () =>
  ((await handles().first().getAttribute('aria-label')) ?? '').replace(/^Reorder /, '');

const figures = { reorder: [], remove: [] };
for (let run = 0; run < runs; run += 1) {
  const title = await firstTitle();
  await handles().first().focus();
  const before = sortRequests.length;
  const started = Date.now();
  await page.keyboard.press('Alt+ArrowDown');
  const moved = await page
    .waitForFunction(
      (moved) =>
        document.querySelector('[aria-label^="Reorder "]')?.getAttribute('aria-label') !== `Reorder ${moved}`,
      title,
      { polling: 'raf', timeout: SERVER_DELAY_MS - 100 },
    )
    .then(
      () => true,
      () => false,
    );
  // Not moved before the server answered: not optimistic (or no keyboard move on this table).
  figures.reorder.push(moved ? Date.now() - started : Infinity);
  await page.waitForTimeout(SERVER_DELAY_MS + 500);
  if (sortRequests.length - before !== 1)
    console.log(`  reorder ${run}: ${sortRequests.length - before} requests`);

  const removing = await firstTitle();
  await page.getByRole('button', { name: `Remove ${removing}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove track' });
  await dialog.waitFor();
  const ms = await timeChange(
    () =>
      [...document.querySelectorAll('dialog[open] button')].find((b) => b.textContent === 'Remove').click(),
    new Function(
      `return () => !document.querySelector('[aria-label=${JSON.stringify(`Reorder ${removing}`)}]')`,
    )(),
  );
  figures.remove.push(ms);
  await page.waitForTimeout(SERVER_DELAY_MS + 500);
}
await browser.close();

const summary = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return `median ${sorted[Math.floor(sorted.length / 2)].toFixed(0)} ms, max ${sorted.at(-1).toFixed(0)} ms`;
};
console.log(
  `  reorder visible: ${summary(figures.reorder)} (budget 50 ms; server held ${SERVER_DELAY_MS} ms)`,
);
console.log(`  remove visible:  ${summary(figures.remove)} (budget 50 ms)`);
console.log(
  `  sort requests: ${sortRequests.length} for ${runs} moves, positions ${sortRequests.map((b) => b.position)}`,
);
await call(`/v2/projects/${uuid}`, { method: 'DELETE', headers: auth });
