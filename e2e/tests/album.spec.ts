import { expect, test } from '@playwright/test';
import { apiAlbums, logIn } from './support';

test.describe('album page', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('a favourite toggles and appears in My albums', async ({ page, request }) => {
    const albums = await apiAlbums(request, 48);
    const album = albums[albums.length - 1]!;
    await logIn(page, 'customer@demo.test', `/albums/${album.uuid}`);
    await expect(page.getByRole('heading', { level: 1, name: album.name })).toBeVisible();
    const main = page.getByRole('main');
    const toggle = main.getByRole('button', { name: /My albums$/ });
    await expect(toggle).toBeEnabled();
    if ((await toggle.getAttribute('aria-pressed')) === 'true') {
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    }
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(toggle).toHaveText('In My albums');

    await page.goto('/dashboard/my-albums');
    await expect(page.getByRole('heading', { level: 1, name: 'My albums' })).toBeVisible();
    await expect(main.getByRole('link', { name: album.name }).first()).toBeVisible();

    await page.goto(`/albums/${album.uuid}`);
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await page.goto('/dashboard/my-albums');
    await expect(page.getByRole('heading', { level: 1, name: 'My albums' })).toBeVisible();
    await expect(main.getByRole('link', { name: album.name })).toHaveCount(0);
  });

  test('offers downloads, the cue sheet, similar albums and a shareable link', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await logIn(page, 'customer@demo.test', '/albums');
    const first = page.getByRole('article').first().getByRole('link').first();
    await first.click();
    await expect(page).toHaveURL(/\/albums\/[^/]+$/);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2, name: 'Tracks' })).toBeVisible();
    const name = ((await main.getByRole('heading', { level: 1 }).textContent()) ?? '').trim();
    await main.getByRole('button', { name: `Download album ${name}` }).click();
    await expect(page.getByRole('menuitem', { name: /Album \+ Edits mp3/ })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(
      main.getByRole('link', { name: `Download the cue sheet of ${name}: Cue sheet` }),
    ).toHaveAttribute('href', /\/v2\/albums\/\d+\/cuesheet\.csv/);
    await expect(main.getByRole('heading', { level: 2, name: 'Similar albums' })).toBeVisible();
    // The album's own button comes before the track table's, where a title track may share the album's name.
    await main
      .getByRole('button', { name: `Copy link to ${name}` })
      .first()
      .click();
    await expect(page.getByText('Album URL copied to clipboard!')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
  });

  test('My albums asks a visitor to log in', async ({ page }) => {
    await page.goto('/dashboard/my-albums');
    await expect(page.getByRole('heading', { level: 1, name: 'My albums' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Log in' })).toBeVisible();
  });
});
