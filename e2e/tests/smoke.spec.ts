import { expect, test } from '@playwright/test';
import { audioTime, openFirstAlbum, playFirstRow } from './support';

test.describe('composed stack @smoke', () => {
  test('home shows the host and the catalogue remote; the player remote comes with the first track', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Albums' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Last releases' })).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Player' })).toHaveCount(0);
    // The tab's icon comes with the page: the browser asks for no /favicon.ico (which would answer 404).
    await expect(page.locator('head link[rel="icon"]')).toHaveAttribute('href', /^data:image\/svg\+xml,/);
  });

  test('a track played from the catalogue plays in the player: one bus for all apps', async ({ page }) => {
    await openFirstAlbum(page);
    const title = await playFirstRow(page);
    const player = page.getByRole('region', { name: 'Player' });
    await expect(player.getByRole('link', { name: title, exact: true })).toBeVisible();
    await expect(player.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();
    await expect.poll(() => audioTime(page), { timeout: 10_000 }).toBeGreaterThan(0.5);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
    await expect(page.getByRole('heading', { name: 'Last releases' })).toBeVisible();
    const before = await audioTime(page);
    await expect.poll(() => audioTime(page)).toBeGreaterThan(before);
  });

  test('an unknown route shows the translated 404 page', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await page.getByRole('button', { name: 'Português' }).click();
    await expect(page.getByRole('heading', { name: 'Página não encontrada' })).toBeVisible();
  });
});
