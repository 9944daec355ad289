import { expect, test } from '@playwright/test';
import { logIn } from './support';

test('a customer signs in and sees their playlists from the playlists remote @smoke', async ({ page }) => {
  await logIn(page, 'customer@demo.test', '/dashboard/playlists');
  await expect(page).toHaveURL(/\/dashboard\/playlists$/);
  await expect(page.getByRole('columnheader', { name: 'Playlist Name' })).toBeVisible();
  await expect(page.getByRole('row')).not.toHaveCount(1);
});

test('a composer signs in and sees the briefings from the composer remote', async ({ page }) => {
  await logIn(page, 'composer@demo.test', '/dashboard/briefings');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(/open|closed/i).first()).toBeVisible();
});

test('a customer who is not a composer is kept out of the composer area', async ({ page }) => {
  await logIn(page, 'customer@demo.test', '/dashboard/briefings');
  await expect(page.getByText('The composer area is only available to composers.')).toBeVisible();
});

test('logging out returns the top bar to the visitor state', async ({ page }) => {
  await logIn(page, 'customer@demo.test');
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
});

test("after the first view, a customer's playlists page opens on data fetched while another remote's page showed", async ({
  page,
}) => {
  const playlistsRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/v1_rsm/projects?')) playlistsRequests.push(request.url());
  });
  await logIn(page, 'customer@demo.test', '/albums');
  await expect(page.getByRole('article').first()).toBeVisible();
  // Rehearsed off the page once the main thread idles: the list is asked for while /albums shows, and nothing of it
  // shows there.
  await expect.poll(() => playlistsRequests.length).toBe(1);
  await expect(page.getByRole('columnheader', { name: 'Playlist Name' })).toHaveCount(0);

  await page.getByRole('button', { name: /^Account menu for / }).click();
  await page.getByRole('menuitem', { name: 'My playlists' }).click();
  await expect(page).toHaveURL(/\/dashboard\/playlists$/);
  await expect(page.getByRole('columnheader', { name: 'Playlist Name' })).toBeVisible();
  await expect(page.getByRole('row')).not.toHaveCount(1);
  // The page rendered from the cache the rehearsal filled: no second request for the list.
  expect(playlistsRequests).toHaveLength(1);
});

test('reloading while the account is still loading keeps the customer signed in', async ({ page }) => {
  await logIn(page, 'customer@demo.test');
  // Hold the account's answer, reload while it is on its way: the browser cuts that request off.
  await page.route('**/v1/customer', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue().catch(() => undefined);
  });
  const held = page.waitForRequest('**/v1/customer');
  await page.reload();
  await held;
  await page.reload();
  await page.unroute('**/v1/customer');
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log in' })).toHaveCount(0);
});
