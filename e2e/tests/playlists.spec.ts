import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiSignIn, apiUrl, logIn } from './support';

/** Adds the first `count` tracks of a seeded playlist to the playlist `uuid` (adding tracks lives in other remotes). */
async function addSeededTracks(request: APIRequestContext, uuid: string, count: number) {
  const headers = await apiSignIn(request);
  const list = await request.get(`${apiUrl}/v1_rsm/projects`, { headers, params: { per: 100 } });
  const { projects } = (await list.json()) as { projects: { uuid: string; name: string }[] };
  const seeded = projects.find((project) => project.name === 'Travel documentary')!;
  const tracks = await request.get(`${apiUrl}/v2/projects/${seeded.uuid}/tracks`, {
    headers,
    params: { page: 1, per: count },
  });
  const { tracks: found } = (await tracks.json()) as { tracks: { id: number; name: string }[] };
  for (const track of found) {
    const added = await request.post(`${apiUrl}/v2/projects/${uuid}/tracks`, {
      headers,
      data: { id: track.id },
    });
    expect(added.ok()).toBe(true);
  }
  return found.map((track) => track.name);
}

const trackTitles = (page: Page) =>
  page
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: /^Reorder / }) })
    .evaluateAll((rows) => rows.map((row) => row.querySelectorAll('a')[0]?.textContent ?? ''));

test.describe('playlists and folders', () => {
  test('creates, renames, opens, edits the tracks of and deletes a playlist', async ({ page, request }) => {
    const name = `Pitch ${Date.now()}`;
    const renamed = `${name} v2`;
    await logIn(page, 'customer@demo.test', '/dashboard/playlists');
    await expect(page.getByRole('heading', { level: 1, name: 'Playlists' })).toBeVisible();

    await page.getByRole('button', { name: 'Add playlist' }).click();
    const add = page.getByRole('dialog', { name: 'Add playlist' });
    await add.getByLabel('Playlist name').fill(name);
    await add.getByLabel('Folder').selectOption({ label: 'Client pitches' });
    await add.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByText('Playlist has been created.')).toBeVisible();
    await expect(add).toBeHidden();
    const link = page.getByRole('link', { name, exact: true });
    await expect(link).toBeVisible();
    const uuid = decodeURIComponent((await link.getAttribute('href'))!.split('/').pop()!);

    // The same name again is refused before anything is sent.
    await page.getByRole('button', { name: 'Add playlist' }).click();
    await add.getByLabel('Playlist name').fill(name.toUpperCase());
    await add.getByLabel('Folder').selectOption({ label: 'Client pitches' });
    await add.getByRole('button', { name: 'Create' }).click();
    await expect(add.getByText('Playlist name already exists')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(add).toBeHidden();

    const names = await addSeededTracks(request, uuid, 3);

    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) });
    await row.getByRole('button', { name: 'Edit playlist' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit playlist' });
    await edit.getByLabel('Playlist name').fill(renamed);
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Playlist has been updated.')).toBeVisible();
    await page.getByRole('link', { name: renamed, exact: true }).click();

    await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
    await expect(page.getByText('3 tracks', { exact: true })).toBeVisible();
    await expect.poll(() => trackTitles(page)).toEqual(names);

    // Removing shows at once; the server agrees after a reload.
    await page.getByRole('button', { name: `Remove ${names[1]}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove track' });
    await expect(
      confirm.getByText(`Are you sure you want to delete "${names[1]}" track from "${renamed}" playlist?`),
    ).toBeVisible();
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByRole('button', { name: `Remove ${names[1]}` })).toBeHidden();
    await expect(page.getByText('2 tracks', { exact: true })).toBeVisible();
    await expect(page.getByText('Track has been removed.')).toBeVisible();

    // Alt+↓ on the focused first row moves it down, and the order is kept.
    await page
      .getByRole('row')
      .filter({ has: page.getByRole('button', { name: `Reorder ${names[0]}` }) })
      .focus();
    const sorted = page.waitForResponse((response) => response.url().includes('/sort') && response.ok());
    await page.keyboard.press('Alt+ArrowDown');
    await expect.poll(() => trackTitles(page)).toEqual([names[2], names[0]]);
    await sorted;
    await page.reload();
    await expect.poll(() => trackTitles(page)).toEqual([names[2], names[0]]);

    await page.getByRole('link', { name: 'Back to playlists' }).click();
    const renamedRow = page
      .getByRole('row')
      .filter({ has: page.getByRole('link', { name: renamed, exact: true }) });
    await renamedRow.getByRole('button', { name: 'Delete playlist' }).click();
    const remove = page.getByRole('dialog', { name: 'Delete playlist' });
    await expect(remove.getByText(`Are you sure you want to delete "${renamed}" playlist?`)).toBeVisible();
    await remove.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Playlist has been deleted.')).toBeVisible();
    await expect(page.getByRole('link', { name: renamed, exact: true })).toBeHidden();
  });

  test('adds a folder and deletes it', async ({ page }) => {
    const folder = `Folder ${Date.now()}`;
    await logIn(page, 'customer@demo.test', '/dashboard/playlists');
    await page.getByRole('button', { name: 'Add folder' }).click();
    const add = page.getByRole('dialog', { name: 'Add folder' });
    await add.getByRole('button', { name: 'Create' }).click();
    await expect(add.getByText('Folder name is required')).toBeVisible();
    await add.getByLabel('Folder name').fill(folder);
    await add.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByText('Folder has been created.')).toBeVisible();

    await page.getByRole('navigation', { name: 'Folders' }).getByRole('link', { name: folder }).click();
    await expect(page.getByRole('heading', { level: 1, name: folder })).toBeVisible();
    await expect(page.getByText("You don't have any playlists in this folder")).toBeVisible();
    await page.getByRole('button', { name: 'Delete folder' }).click();
    const remove = page.getByRole('dialog', { name: 'Delete folder' });
    await expect(
      remove.getByText(
        `Are you sure you want to delete "${folder}" folder? All its playlists will move to Default.`,
      ),
    ).toBeVisible();
    await remove.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Playlists' })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Folders' }).getByRole('link', { name: folder }),
    ).toBeHidden();
  });
});
