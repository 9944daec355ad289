import { expect, test } from '@playwright/test';
import { logIn, openFirstAlbum } from './support';

test.describe('add to playlist', () => {
  test('adds a track from an album page to a new playlist in a new folder, then to it again', async ({
    page,
  }) => {
    const playlist = `From album ${Date.now()}`;
    const folder = `Folder ${Date.now()}`;
    await logIn(page, 'customer@demo.test');
    await openFirstAlbum(page);

    const addButton = page
      .getByRole('row')
      .getByRole('button', { name: /^Add .+ to playlist$/ })
      .first();
    const label = (await addButton.getAttribute('aria-label'))!;
    const trackName = label.replace(/^Add /, '').replace(/ to playlist$/, '');
    await addButton.click();
    const dialog = page.getByRole('dialog', { name: 'Add to playlist' });
    await expect(dialog.getByText(trackName, { exact: true })).toBeVisible();

    await dialog.getByLabel('Playlist name').fill(playlist);
    const folderField = dialog.getByRole('combobox', { name: 'Folder' });
    await folderField.fill(folder);
    await dialog.getByRole('option', { name: `New folder: ${folder}` }).click();
    await dialog.getByRole('button', { name: 'Create and add' }).click();
    await expect(page.getByText('Track has been added to playlist.')).toBeVisible();
    await expect(dialog).toBeHidden();

    // The same track again, into the new playlist chosen on the left: refused on the field.
    await addButton.click();
    await dialog.getByLabel('Playlist', { exact: true }).selectOption({ label: playlist });
    await dialog.getByRole('button', { name: 'Add to playlist' }).click();
    await expect(dialog.getByText('Track already exists in this playlist', { exact: true })).toBeVisible();
    await expect(page.getByText('Track already exists in this playlist.')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // A whole album, into the same playlist.
    await page.getByRole('button', { name: 'Add album to playlist' }).click();
    const albumDialog = page.getByRole('dialog', { name: 'Add album to playlist' });
    await albumDialog.getByLabel('Playlist', { exact: true }).selectOption({ label: playlist });
    await albumDialog.getByRole('button', { name: 'Add to playlist' }).click();
    await expect(page.getByText('Track has been added to playlist.')).toBeVisible();
    await expect(albumDialog).toBeHidden();

    await page.goto('/dashboard/playlists');
    await page.getByRole('link', { name: playlist, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: playlist })).toBeVisible();
    await expect(page.getByRole('link', { name: trackName, exact: true }).first()).toBeVisible();
  });
});
