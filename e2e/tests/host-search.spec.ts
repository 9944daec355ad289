import { expect, test, type APIRequestContext } from '@playwright/test';

const apiUrl = process.env.E2E_API_URL ?? 'http://localhost:3000';

/** A word the catalogue has suggestions for: the first word of a track's name (a search runs only with results). */
async function searchableWord(request: APIRequestContext): Promise<string> {
  const response = await request.get(`${apiUrl}/v1_rsm/tracks/search?per=1`);
  expect(response.ok()).toBe(true);
  const [track] = ((await response.json()) as { tracks: { name: string }[] }).tracks;
  return track!.name.split(/\s+/)[0]!;
}

test.describe('search bar on desktop', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('shows on the albums page and is left out on login and register', async ({ page }) => {
    await page.goto('/albums');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('combobox', { name: 'Search' })).toBeVisible();
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Search' })).toHaveCount(0);
    await page.goto('/register');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Search' })).toHaveCount(0);
  });

  test('runs a search from the top bar', async ({ page, request }) => {
    const word = await searchableWord(request);
    await page.goto('/about-us');
    const field = page.getByRole('banner').getByRole('combobox', { name: 'Search' });
    await field.fill(word);
    await field.press('Enter');
    await expect(page).toHaveURL(/\/search\?/);
    expect(new URL(page.url()).searchParams.getAll('q[text][]')).toEqual([word]);
  });
});

test.describe('search on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the search overlay slides in, blocks scrolling and closes', async ({ page, request }) => {
    const word = await searchableWord(request);
    await page.goto('/albums');
    const trigger = page.getByRole('banner').getByRole('button', { name: 'Open search' });
    await trigger.click();
    const overlay = page.getByRole('dialog', { name: 'Search' });
    await expect(overlay).toBeVisible();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
    const field = overlay.getByRole('combobox', { name: 'Search' });
    await expect(field).toBeVisible();
    await page.getByRole('button', { name: 'Close search' }).click();
    await expect(overlay).toBeHidden();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');

    await trigger.click();
    await expect(overlay).toBeVisible();
    await field.fill(word);
    await field.press('Enter');
    await expect(page).toHaveURL(/\/search\?/);
    await expect(overlay).toBeHidden();
  });

  test('has no search button on the login page', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Open search' })).toHaveCount(0);
  });
});
