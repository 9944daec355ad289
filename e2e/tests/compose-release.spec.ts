import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, test, type Page } from '@playwright/test';

/**
 * A release by image tag in the containers, as QA does it (`CATALOGUE_VERSION=… docker compose up -d catalogue
 * gateway`), with a tab open across it, and back. Runs only against the compose stack (`npm run compose:test` sets
 * COMPOSE_RELEASE), whose Docker it drives.
 */
const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const run = promisify(execFile);

async function upCatalogue(version: string) {
  await run(
    '/usr/bin/docker',
    ['compose', 'up', '-d', '--build', '--wait', '--wait-timeout', '300', 'catalogue', 'gateway'],
    { cwd: repo, env: { ...process.env, CATALOGUE_VERSION: version }, maxBuffer: 64 * 1024 * 1024 },
  );
}

const servedVersion = (page: Page) =>
  page.evaluate(
    () =>
      (
        JSON.parse(document.getElementById('rsm-runtime-config')?.textContent ?? '{}') as {
          versions?: Record<string, string>;
        }
      ).versions?.catalogue,
  );

test.describe('a release by image tag @compose', () => {
  test.skip(!process.env.COMPOSE_RELEASE, 'needs the compose stack (npm run compose:test)');
  test.describe.configure({ timeout: 900_000 });

  test('an open tab keeps working across a release of the catalogue and its rollback', async ({ page }) => {
    const failures: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400) failures.push(`${response.url()} answered ${response.status()}`);
    });
    page.on('pageerror', (error) => failures.push(`page error: ${error.message}`));

    await page.goto('/albums');
    await expect(page.getByRole('article').first()).toBeVisible();
    expect(await servedVersion(page)).toBe('local');

    await upCatalogue('qa-next');
    // The open tab loads a chunk it never loaded before: the previous version's files are still served.
    await page.getByRole('banner').getByRole('button', { name: 'Advanced search' }).click();
    await expect(
      page
        .getByRole('dialog', { name: 'Advanced search' })
        .getByRole('combobox', { name: 'Category of row 1' }),
    ).toBeVisible();
    await page.keyboard.press('Escape');
    await page.reload();
    await expect(page.getByRole('article').first()).toBeVisible();
    expect(await servedVersion(page)).toBe('qa-next');

    await upCatalogue('local');
    await page.getByRole('article').first().getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.reload();
    expect(await servedVersion(page)).toBe('local');
    expect(failures).toEqual([]);
  });
});
