import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { blockingViolations } from './support';

for (const path of [
  '/catalogues',
  '/catalogues/1',
  '/playlists',
  '/playlists/1',
  '/search?q%5Btext%5D%5B%5D=ocean',
]) {
  test(`${path} has no serious or critical accessibility violations`, async ({ page }) => {
    test.slow(); // axe over a page of 50 track rows takes a while on a busy two-core machine
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await page.waitForLoadState('networkidle');
    expect(await blockingViolations(new AxeBuilder({ page }))).toEqual([]);
  });
}

test.describe('catalogue pages', () => {
  test('the catalogues list leads to one catalogue and its albums', async ({ page }) => {
    await page.goto('/catalogues');
    await expect(page.getByRole('heading', { level: 1, name: 'Catalogues' })).toBeVisible();
    const firstCatalogue = page.getByRole('main').getByRole('listitem').first().getByRole('link');
    const name = (await firstCatalogue.textContent())?.trim() ?? '';
    await firstCatalogue.click();
    await expect(page).toHaveURL(/\/catalogues\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Albums' })).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
  });

  test('a curated playlist lists its tracks and playing one shows it in the player', async ({ page }) => {
    await page.goto('/playlists');
    await expect(page.getByRole('heading', { level: 1, name: 'Playlists' })).toBeVisible();
    const firstPlaylist = page.getByRole('article').first().getByRole('link');
    const name = (await firstPlaylist.textContent())?.trim() ?? '';
    await firstPlaylist.click();
    await expect(page).toHaveURL(/\/playlists\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const firstRow = page.getByRole('main').getByRole('row').nth(1);
    const playButton = firstRow.getByRole('button', { name: /^Play / });
    const trackName = ((await playButton.getAttribute('aria-label')) ?? '').replace(/^Play /, '');
    await expect(firstRow.getByRole('link', { name: trackName, exact: true })).toBeVisible();
    await playButton.click();
    await expect(page.getByRole('region', { name: 'Player' })).toContainText(trackName);
  });

  test('home shows banners, last releases, curated playlists and who trusts us', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('region', { name: 'Featured' }).getByRole('link').first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Last releases' })).toBeVisible();
    const curated = page.getByRole('region', { name: 'Curated playlists' });
    await expect(curated.getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Trusted by' }).getByRole('img').first()).toBeVisible();
    await curated.getByRole('link', { name: 'See all playlists' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Playlists' })).toBeVisible();
  });

  test('searching from the form shows matching tracks and a removable filter chip', async ({ page }) => {
    await page.goto('/search');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
    const playButton = main
      .getByRole('row')
      .nth(1)
      .getByRole('button', { name: /^Play / });
    const trackName = ((await playButton.getAttribute('aria-label')) ?? '').replace(/^Play /, '');
    const word = trackName.split(' ')[0] ?? '';
    expect(word).not.toBe('');

    await main.getByRole('textbox', { name: 'Search' }).fill(word);
    await main.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/q%5Btext%5D%5B%5D=/);
    await expect(main.getByText(/^\d+ tracks?$/)).toBeVisible();
    await expect(main.getByRole('button', { name: `Play ${trackName}` }).first()).toBeVisible();
    const chip = main.getByRole('button', { name: `Remove ${word}` });
    await expect(chip).toBeVisible();

    await chip.click();
    await expect(chip).toBeHidden();
    await expect(page).not.toHaveURL(/q%5Btext%5D/);
    await expect(main.getByRole('textbox', { name: 'Search' })).toHaveValue('');
  });
});
