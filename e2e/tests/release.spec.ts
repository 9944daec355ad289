import { createHash } from 'node:crypto';
import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, test, type Page } from '@playwright/test';

/**
 * Independent releases, as a user with the site open sees them: the test command serves the release store
 * (RELEASE_STORE) and this spec releases the catalogue remote while a tab is open on it.
 */
const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const store = process.env.RELEASE_STORE ? path.resolve(repo, process.env.RELEASE_STORE) : '';
const run = promisify(execFile);

/** `npm run release|rollback -- <app>`, as the release script runs them (the unit tests ran earlier in `npm test`). */
async function releaseCommand(command: 'release' | 'rollback', app: string, ...args: string[]) {
  const extra = command === 'release' ? ['--skip-tests'] : [];
  await run('node', ['scripts/release.mjs', command, app, ...extra, ...args], {
    cwd: repo,
    env: process.env,
    maxBuffer: 16 * 1024 * 1024,
  });
}

interface RegistryEntry {
  current: string;
  versions: { version: string }[];
}
const registry = (): Record<string, RegistryEntry> =>
  existsSync(path.join(store, 'registry.json'))
    ? (
        JSON.parse(readFileSync(path.join(store, 'registry.json'), 'utf8')) as {
          apps: Record<string, RegistryEntry>;
        }
      ).apps
    : {};

/** sha256 of every file under `dir`, by relative path. */
function digests(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (current: string) => {
    if (!existsSync(current)) return;
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) walk(full);
      else
        out[path.relative(dir, full)] = createHash('sha256')
          .update(new Uint8Array(readFileSync(full)))
          .digest('hex');
    }
  };
  walk(dir);
  return out;
}

/** Everything the host and the other remotes serve: their released versions and their dist/ folders. */
const othersFiles = (app: string) =>
  Object.fromEntries(
    ['host', 'player', 'playlists', 'composer']
      .filter((other) => other !== app)
      .flatMap((other) => [
        [`store/${other}`, digests(path.join(store, other))],
        [`dist/${other}`, digests(path.join(repo, other === 'host' ? 'host' : `mfe-${other}`, 'dist'))],
      ]),
  );

/** Every request of the page that failed or answered an error, and every script error. */
function watchFailures(page: Page) {
  const failures: string[] = [];
  // A request the page itself cancels (a query left behind by a navigation) is not a failure of the release.
  page.on('requestfailed', (request) => {
    const error = request.failure()?.errorText;
    if (error !== 'net::ERR_ABORTED') failures.push(`${request.url()} failed: ${error}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) failures.push(`${response.url()} answered ${response.status()}`);
  });
  page.on('pageerror', (error) => failures.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') failures.push(`console error: ${message.text()}`);
  });
  return failures;
}

const servedVersion = (page: Page, app: string) =>
  page.evaluate(
    (name) =>
      (
        JSON.parse(document.getElementById('rsm-runtime-config')?.textContent ?? '{}') as {
          versions?: Record<string, string>;
        }
      ).versions?.[name],
    app,
  );

test.describe('releases', () => {
  test.skip(!store, 'needs the release store the test command serves (RELEASE_STORE)');
  test.describe.configure({ mode: 'serial', timeout: 240_000 });

  test('an open tab keeps working across a release of the catalogue; a reload shows the new version', async ({
    page,
  }) => {
    // On a fresh store (CI) this is the catalogue's first release: the open tab runs the unreleased build (`dist`).
    const before = registry().catalogue?.current ?? 'dist';

    const failures = watchFailures(page);
    await page.goto('/albums');
    await expect(page.getByRole('article').first()).toBeVisible();
    expect(await servedVersion(page, 'catalogue')).toBe(before);
    const othersBefore = othersFiles('catalogue');

    await releaseCommand('release', 'catalogue');
    const after = registry().catalogue!.current;
    expect(after).not.toBe(before);
    // A release of the catalogue changes no byte of what the host and the other remotes serve.
    expect(othersFiles('catalogue')).toEqual(othersBefore);

    // The open tab goes on: a dialog it never opened (a chunk it never loaded), other pages, a played track.
    await page.getByRole('banner').getByRole('button', { name: 'Advanced search' }).click();
    const dialog = page.getByRole('dialog', { name: 'Advanced search' });
    await expect(dialog.getByRole('combobox', { name: 'Category of row 1' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Catalogues' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Catalogues' })).toBeVisible();
    await page.goBack();
    await page.getByRole('article').first().getByRole('link').first().click();
    const play = page
      .getByRole('row')
      .nth(1)
      .getByRole('button', { name: /^Play / });
    await play.click();
    await expect(
      page.getByRole('region', { name: 'Player' }).getByRole('button', { name: 'Pause', exact: true }),
    ).toBeVisible();
    expect(failures).toEqual([]);

    const manifests: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/mf-manifest.json')) manifests.push(request.url());
    });
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await servedVersion(page, 'catalogue')).toBe(after);
    await expect.poll(() => manifests.some((url) => url.includes(`/catalogue/${after}/`))).toBe(true);
    expect(failures).toEqual([]);
  });

  test('a rollback serves the previous version on the next page load', async ({ page }) => {
    const entry = registry().catalogue!;
    const current = entry.current;
    const index = entry.versions.findIndex((item) => item.version === current);
    // The oldest kept release rolls back to the unreleased build.
    const previous = index > 0 ? entry.versions[index - 1]!.version : 'dist';
    const failures = watchFailures(page);
    await page.goto('/albums');
    await expect(page.getByRole('article').first()).toBeVisible();

    const started = Date.now();
    await releaseCommand('rollback', 'catalogue');
    await page.reload();
    await expect(page.getByRole('article').first()).toBeVisible();
    const seconds = (Date.now() - started) / 1000;
    expect(await servedVersion(page, 'catalogue')).toBe(previous);
    console.log(`rollback of the catalogue: command to page served in ${seconds.toFixed(2)} s`);

    // Forward again, so the store ends where this spec found it plus one release.
    await releaseCommand('rollback', 'catalogue', '--to', current);
    await page.reload();
    await expect(page.getByRole('article').first()).toBeVisible();
    expect(await servedVersion(page, 'catalogue')).toBe(current);
    expect(failures).toEqual([]);
  });
});
