import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiSignIn, apiUrl, setSession } from './support';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/**
 * A fresh, empty playlist of the demo customer's, and the page signed in as that customer with the same session (one
 * sign-in a test: the API allows ten a minute).
 */
async function freshPlaylist(page: Page, request: APIRequestContext, name: string) {
  const headers = await apiSignIn(request);
  await setSession(page, headers);
  const folders = await (await request.get(`${apiUrl}/v2/project_categories`, { headers })).json();
  const created = await request.post(`${apiUrl}/v2/projects`, {
    headers,
    data: { name, project_category_id: folders.project_categories[0].id },
  });
  expect(created.ok()).toBe(true);
  return { uuid: (await created.json()).project.uuid as string, headers };
}

test.describe('playlists on a phone', () => {
  test("a playlist row's actions are in its More menu", async ({ page, request }) => {
    const name = `Phone ${Date.now()}`;
    const { uuid, headers } = await freshPlaylist(page, request, name);
    await page.goto('/dashboard/playlists');
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) });
    await expect(row).toBeVisible();
    // The row's buttons are folded away: only the menu button shows.
    await expect(row.getByRole('button', { name: 'Edit playlist' })).toHaveCount(0);
    await expect(row.getByRole('link', { name: 'Playlist details' })).toHaveCount(0);

    const more = row.getByRole('button', { name: `More actions for ${name}` });
    await expect(more).toHaveAttribute('aria-haspopup', 'menu');
    await more.click();
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem')).toHaveText([
      'Playlist details',
      'Edit playlist',
      'Delete playlist',
      'Pin playlist',
      'Playlist mp3',
      'Playlist + Edits mp3',
      'Playlist wav',
      'Playlist + Edits wav',
      'Export CSV',
      'Export PDF',
    ]);
    // Keyboard: the first item has focus, arrows move, Escape closes and gives focus back.
    await expect(menu.getByRole('menuitem', { name: 'Playlist details' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'Edit playlist' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(more).toBeFocused();

    await more.click();
    await menu.getByRole('menuitem', { name: 'Edit playlist' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit playlist' });
    await expect(edit.getByLabel('Playlist name')).toHaveValue(name);
    await page.keyboard.press('Escape');
    await expect(edit).toBeHidden();

    await more.click();
    const exported = page.waitForEvent('download');
    await menu.getByRole('menuitem', { name: 'Export CSV' }).click();
    expect((await exported).suggestedFilename()).toMatch(/\.csv$/);

    await more.click();
    await menu.getByRole('menuitem', { name: 'Delete playlist' }).click();
    const remove = page.getByRole('dialog', { name: 'Delete playlist' });
    await expect(remove.getByText(`Are you sure you want to delete "${name}" playlist?`)).toBeVisible();
    await remove.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Playlist has been deleted.')).toBeVisible();
    await expect(row).toHaveCount(0);
    expect((await request.get(`${apiUrl}/v1_rsm/projects/${uuid}`, { headers })).status()).toBe(404);
  });

  test('the More menu is named in Portuguese too', async ({ page, request }) => {
    const name = `Telefone ${Date.now()}`;
    const { uuid, headers } = await freshPlaylist(page, request, name);
    await page.goto('/dashboard/playlists');
    await page.evaluate(() => window.localStorage.setItem('rsm:locale', JSON.stringify('pt')));
    await page.reload();
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) });
    await row.getByRole('button', { name: `Mais ações para ${name}` }).click();
    await expect(page.getByRole('menu').getByRole('menuitem').first()).toHaveText('Detalhes da playlist');
    expect((await request.delete(`${apiUrl}/v2/projects/${uuid}`, { headers })).ok()).toBe(true);
  });
});
