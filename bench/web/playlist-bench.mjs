// Optimistic playlist changes: how long after the action the page shows a track removed (confirm click in the
// delete-track dialog → row gone), moved (Alt+↓ on a row → row in its new place) and added to the pinned playlist
// from a list (click → the button flips to its remove state), while every server answer is held back; and that each
// reorder sends exactly one request. Budget: each change visible within 50 ms.
// Against a running stack (npm start): node bench/web/playlist-bench.mjs [tracks=60] [rounds=10] [per-page=50]
// BASE_URL / E2E_API_URL override http://localhost:8080 / http://localhost:3000.
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../../e2e/chromium.mjs';

const base = process.env.BASE_URL ?? 'http://localhost:8080';
const api = process.env.E2E_API_URL ?? 'http://localhost:3000';
const wanted = Number(process.argv[2] ?? 60);
const rounds = Number(process.argv[3] ?? 10);
const perPage = Number(process.argv[4] ?? 50);
const SERVER_DELAY_MS = 1500;
const BUDGET_MS = 50;
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
// The playlist takes tracks from the second search page on, so the first page lists tracks to add to it.
const { data: later } = await call(`/v1_rsm/tracks/search?page=2&per=${Math.max(wanted, 20)}`, {
  headers: auth,
});
for (const track of later.tracks.slice(0, wanted))
  await call(`/v2/projects/${uuid}/tracks`, { method: 'POST', headers: auth, body: { id: track.id } });
console.log(
  `Playlist "${name}" with ${Math.min(wanted, later.tracks.length)} tracks, ${perPage} a page; server answers held ${SERVER_DELAY_MS} ms`,
);

const browser = await chromium.launch(chromiumLaunchOptions);
const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
const page = await context.newPage();
await page.goto(
  `${base}/login?redirect=${encodeURIComponent(`/dashboard/playlists/${uuid}${perPage === 50 ? '' : `?per=${perPage}`}`)}`,
);
await page.getByLabel('Email').fill(email);
await page.getByLabel('Password').fill(password);
await page.getByRole('button', { name: 'Log in' }).click();
await page.getByRole('heading', { level: 1, name }).waitFor();
await page.locator('tbody tr[data-track-id]').first().waitFor();

// Every change the page sends to the server is answered only after SERVER_DELAY_MS: whatever shows before that is
// the optimistic update.
const held = { sort: [], remove: 0, add: 0 };
const hold = (route) => setTimeout(() => void route.continue().catch(() => undefined), SERVER_DELAY_MS);
await page.route(/\/v2\/projects\/[^/]+\/tracks\/\d+\/sort$/, (route) => {
  held.sort.push(route.request().postDataJSON());
  hold(route);
});
await page.route(/\/v2\/projects\/[^/]+\/tracks\/\d+$/, (route) => {
  if (route.request().method() !== 'DELETE') return route.continue();
  held.remove += 1;
  hold(route);
});
await page.route(/\/v2\/projects\/[^/]+\/tracks$/, (route) => {
  if (route.request().method() !== 'POST') return route.continue();
  held.add += 1;
  hold(route);
});

/**
 * Runs `act` in the page and checks on every animation frame (before it is painted) whether `done` holds: ms from
 * the action to the frame showing the change, or Infinity when the server would have answered first.
 */
const timeChange = (act, done, arg) =>
  page.evaluate(
    ([actSource, doneSource, value, limit]) =>
      new Promise((resolve) => {
        const check = new Function('arg', `return (${doneSource})(arg)`);
        const started = performance.now();
        new Function('arg', `return (${actSource})(arg)`)(value);
        const poll = () => {
          const ms = performance.now() - started;
          if (check(value)) resolve(ms);
          else if (ms > limit) resolve(Infinity);
          else requestAnimationFrame(poll);
        };
        poll();
      }),
    [act.toString(), done.toString(), arg, SERVER_DELAY_MS - 100],
  );
const settle = () => page.waitForTimeout(SERVER_DELAY_MS + 700);
const firstRowId = () => page.locator('tbody tr[data-track-id]').first().getAttribute('data-track-id');

const figures = { remove: [], reorder: [], add: [] };
const sortCounts = [];
for (let round = 0; round < rounds; round += 1) {
  // Alt+↓ on the first row: it is second on the next frame.
  const moving = await firstRowId();
  const before = held.sort.length;
  figures.reorder.push(
    await timeChange(
      (id) => {
        const row = document.querySelector(`tbody tr[data-track-id="${id}"]`);
        row.focus();
        row.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', altKey: true, bubbles: true }));
      },
      (id) => document.querySelectorAll('tbody tr[data-track-id]')[1]?.dataset.trackId === id,
      moving,
    ),
  );
  await settle();
  sortCounts.push(held.sort.length - before);

  // Remove the first row through its confirmation dialog.
  const removing = await firstRowId();
  const row = page.locator(`tbody tr[data-track-id="${removing}"]`);
  await row.getByRole('button', { name: /^Remove / }).click();
  await page.getByRole('dialog', { name: 'Remove track' }).waitFor();
  figures.remove.push(
    await timeChange(
      () =>
        [...document.querySelectorAll('dialog[open] button')].find((b) => b.textContent === 'Remove').click(),
      (id) => !document.querySelector(`tbody tr[data-track-id="${id}"]`),
      removing,
    ),
  );
  await settle();
}

// Pin the playlist, then add tracks to it from the search results.
await page.getByRole('button', { name: /^Pin / }).click();
await page.goto(`${base}/search`);
const addButtons = page.getByRole('button', { name: new RegExp(` to ${name}$`) });
await addButtons.first().waitFor();
for (let round = 0; round < rounds; round += 1) {
  const label = await addButtons.first().getAttribute('aria-label');
  const track = label.replace(/^Add /, '').replace(new RegExp(` to ${name}$`), '');
  const id = await page
    .locator('tbody tr[data-track-id]')
    .filter({ has: page.getByRole('button', { name: label, exact: true }) })
    .first()
    .getAttribute('data-track-id');
  figures.add.push(
    await timeChange(
      ({ id, label }) => document.querySelector(`tr[data-track-id="${id}"] [aria-label="${label}"]`).click(),
      ({ id, removeLabel }) =>
        !!document.querySelector(`tr[data-track-id="${id}"] [aria-label="${removeLabel}"]`),
      { id, label, removeLabel: `Remove ${track} from ${name}` },
    ),
  );
  await settle();
}
await browser.close();
await call(`/v2/projects/${uuid}`, { method: 'DELETE', headers: auth });

const summary = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const ms = (value) => (Number.isFinite(value) ? `${value.toFixed(0)} ms` : 'not before the server');
  const within = values.filter((value) => value <= BUDGET_MS).length;
  return `median ${ms(sorted[Math.floor(sorted.length / 2)])}, max ${ms(sorted.at(-1))} (${within}/${values.length} within ${BUDGET_MS} ms)`;
};
console.log(`  remove visible:  ${summary(figures.remove)}`);
console.log(`  reorder visible: ${summary(figures.reorder)}`);
console.log(`  add visible:     ${summary(figures.add)}`);
console.log(
  `  requests: ${sortCounts.join(',')} sort per move (positions ${held.sort.map((body) => body.position)}), ` +
    `${held.remove} DELETE for ${rounds} removals, ${held.add} POST for ${rounds} adds`,
);
