// Times client-side navigation between pages of two different remotes, after the first load: from the click until
// the new page's content (its first album card, its first playlist row) is visible. Budget: 150 ms.
// Usage: node bench/web/navigation-bench.mjs [base-url] [rounds] [--phone]   (a running built stack; the demo customer signs
// in; --phone: a 390 x 844 touch screen, the links taken from the full-screen menu)
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../../e2e/chromium.mjs';

const base = (process.argv[2] ?? 'http://localhost:8080').replace(/\/$/, '');
const rounds = Number(process.argv[3] ?? 5);
const phone = process.argv.includes('--phone');
const BUDGET_MS = 150;

const browser = await chromium.launch(chromiumLaunchOptions);
const page = await browser.newPage(
  phone
    ? { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true }
    : { viewport: { width: 1366, height: 900 } },
);

await page.goto(`${base}/login?redirect=${encodeURIComponent('/albums')}`);
await page.getByLabel('Email').fill('customer@demo.test');
await page.getByLabel('Password').fill('listen-to-the-music');
await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
await page.waitForURL(/\/albums$/);
await page.locator('main article').first().waitFor();
await page.waitForLoadState('networkidle');

/**
 * Arms an in-page timer: the click is stamped by a capturing listener (before the router handles it) and every
 * frame checks whether `selector` is visible on `pathname`. The figure is taken in the page, not by Playwright.
 */
async function arm(pathname, selector) {
  await page.evaluate(
    ({ pathname, selector }) => {
      window.__nav = { clickAt: null, visibleAt: null };
      document.addEventListener('click', () => (window.__nav.clickAt ??= performance.now()), {
        capture: true,
        once: true,
      });
      const check = () => {
        const element = document.querySelector(selector);
        const box = element?.getBoundingClientRect();
        if (window.location.pathname === pathname && box && box.height > 0 && window.__nav.clickAt !== null) {
          window.__nav.visibleAt = performance.now();
          return;
        }
        requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    },
    { pathname, selector },
  );
}

/** `open` gets the link on screen (a menu opened); the clock starts at `click`, the navigation's own click. */
async function measure(pathname, selector, click, open = async () => {}) {
  await open();
  await arm(pathname, selector);
  await click();
  await page.waitForFunction(() => window.__nav?.visibleAt !== null, null, { timeout: 15_000 });
  const { clickAt, visibleAt } = await page.evaluate(() => window.__nav);
  return visibleAt - clickAt;
}

const mobileMenu = page.getByRole('dialog', { name: 'Menu' });
const openMenu = phone
  ? async () => {
      // The menu slides out after a link in it is followed.
      await mobileMenu.waitFor({ state: 'hidden' });
      await page.getByRole('button', { name: 'Menu', exact: true }).click();
      await mobileMenu.getByRole('link', { name: 'My playlists' }).waitFor();
    }
  : async () => {
      await page.getByRole('button', { name: /^Account menu for / }).click();
      await page.getByRole('menuitem', { name: 'My playlists' }).waitFor();
    };
const toPlaylists = () =>
  phone
    ? mobileMenu.getByRole('link', { name: 'My playlists' }).click()
    : page.getByRole('menuitem', { name: 'My playlists' }).click();
const toAlbums = () =>
  (phone ? mobileMenu : page.getByRole('banner'))
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Albums' })
    .click();
const openAlbumsLink = phone
  ? async () => {
      // The menu slides out after a link in it is followed.
      await mobileMenu.waitFor({ state: 'hidden' });
      await page.getByRole('button', { name: 'Menu', exact: true }).click();
      await mobileMenu.getByRole('link', { name: 'Albums', exact: true }).waitFor();
    }
  : async () => {};

const samples = { playlists: [], albums: [] };
for (let round = 0; round < rounds; round += 1) {
  samples.playlists.push(await measure('/dashboard/playlists', 'main table tbody tr', toPlaylists, openMenu));
  samples.albums.push(await measure('/albums', 'main article', toAlbums, openAlbumsLink));
}
await browser.close();

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const fmt = (ms) => `${ms.toFixed(0)} ms`;
const first = samples.playlists[0];
const warm = [...samples.playlists.slice(1), ...samples.albums];
console.log(
  `Navigation between remotes on ${base} (${rounds} rounds, ${phone ? 'phone' : 'desktop'}, signed in)`,
);
console.log(
  `  first visit of the playlists pages (rehearsed off the page after the first view): ${fmt(first)}`,
);
console.log(`  /albums -> /dashboard/playlists: ${samples.playlists.map(fmt).join(', ')}`);
console.log(`  /dashboard/playlists -> /albums: ${samples.albums.map(fmt).join(', ')}`);
console.log(
  `  median ${fmt(median([...samples.playlists, ...samples.albums]))}, worst after the first ${fmt(Math.max(...warm))} (budget ${BUDGET_MS} ms)`,
);
