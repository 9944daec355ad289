import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiSignIn, apiUrl, DEMO_PASSWORD } from './support';

/** Logs in through the form at any viewport (on a phone, Log out sits in the closed menu) and lands on `returnTo`. */
async function logIn(page: Page, email: string, returnTo: string) {
  await page.goto(`/login?redirect=${encodeURIComponent(returnTo)}`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(new RegExp(`${returnTo}$`));
}

/** Gives the demo customer a play in their history, through the API as the player records one. */
async function recordPlay(request: APIRequestContext) {
  const auth = await apiSignIn(request);
  const search = await request.get(`${apiUrl}/v1_rsm/tracks/search?per=1`, { headers: auth });
  expect(search.ok()).toBe(true);
  const track = ((await search.json()) as { tracks: { id: number; name: string }[] }).tracks[0]!;
  const played = await request.post(`${apiUrl}/v1_rsm/customers/history`, {
    headers: auth,
    data: { track_id: track.id },
  });
  expect(played.status()).toBe(201);
  return track;
}

for (const viewport of [
  { name: 'desktop', size: { width: 1366, height: 900 } },
  { name: 'phone', size: { width: 390, height: 844 } },
]) {
  test.describe(`account pages on ${viewport.name}`, () => {
    test.use({ viewport: viewport.size });

    test('a visitor is asked to log in on the dashboard and the history', async ({ page }) => {
      await page.goto('/dashboard');
      await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
      const main = page.getByRole('main');
      await expect(main.getByText('Log in to see your playlists, favourites and history.')).toBeVisible();
      await expect(main.getByRole('link', { name: 'Log in' })).toHaveAttribute(
        'href',
        '/login?redirect=%2Fdashboard',
      );
      await page.goto('/dashboard/history');
      await expect(main.getByText('Log in to see what you played and downloaded.')).toBeVisible();
    });

    test("the customer's dashboard shows playlists, favourites and recent plays", async ({
      page,
      request,
    }) => {
      const track = await recordPlay(request);
      await logIn(page, 'customer@demo.test', '/dashboard');
      await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
      for (const name of ['Recent playlists', 'Favourite albums', 'Recently played and downloaded'])
        await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();
      const recent = page.getByRole('region', { name: 'Recently played and downloaded' });
      await expect(recent.getByRole('link', { name: track.name }).first()).toBeVisible();
      await page.getByRole('link', { name: 'Full history' }).click();
      await expect(page).toHaveURL(/\/dashboard\/history$/);
      await expect(page.getByRole('heading', { name: 'History', level: 1 })).toBeVisible();
    });
  });
}

test.describe('history on desktop', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('lists plays with dates written per language', async ({ page, request }) => {
    const track = await recordPlay(request);
    await logIn(page, 'customer@demo.test', '/dashboard/history');
    const firstRow = page.getByRole('main').getByRole('row').nth(1);
    await expect(firstRow.getByRole('link', { name: track.name })).toBeVisible();
    await expect(firstRow.getByRole('cell', { name: 'Played' })).toBeVisible();
    const date = firstRow.locator('time');
    await expect(date).toHaveText(/^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}$/);

    await page.getByRole('banner').getByRole('button', { name: 'Português' }).click();
    await expect(page.getByRole('heading', { name: 'Histórico', level: 1 })).toBeVisible();
    await expect(firstRow.getByRole('cell', { name: 'Ouvida' })).toBeVisible();
    // Brazilian Portuguese, as date-fns writes it: "5 mar 2026, 14:07".
    await expect(date).toHaveText(/^\d{1,2} [a-zç]{3,4} \d{4}, \d{2}:\d{2}$/);

    await page.getByRole('link', { name: 'Downloads' }).click();
    await expect(page).toHaveURL(/kind=download/);
    await page.getByRole('banner').getByRole('button', { name: 'English' }).click();
  });

  test('the composer profile and billing details pages ask visitors to log in', async ({ page }) => {
    await page.goto('/dashboard/account/composers');
    await expect(page.getByRole('heading', { name: 'Composer profile', level: 1 })).toBeVisible();
    await expect(page.getByText('Log in to see and change your composer profile.')).toBeVisible();
    await page.goto('/dashboard/account/payment');
    await expect(page.getByRole('heading', { name: 'Billing details', level: 1 })).toBeVisible();
    await expect(page.getByText('Log in to see and change your billing details.')).toBeVisible();
  });
});
