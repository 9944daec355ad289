import { expect, test } from '@playwright/test';
import { logIn } from './support';

test.describe('sharing a playlist by a copied link', () => {
  test('the owner copies a link; a visitor opens it and sees the playlist and who shared it', async ({
    page,
    browser,
  }) => {
    await logIn(page, 'customer@demo.test', '/dashboard/playlists');
    const playlist = page.getByRole('link', { name: 'Travel documentary' }).first();
    await playlist.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Travel documentary' })).toBeVisible();
    await page.getByRole('button', { name: 'Send playlist' }).click();
    const send = page.getByRole('dialog', { name: 'Send playlist' });
    const created = page.waitForResponse((response) => response.url().endsWith('/share_link'));
    await send.getByRole('button', { name: 'Copy link' }).click();
    expect((await created).status()).toBe(201);
    const field = send.getByRole('textbox', { name: 'Playlist link' });
    await expect(field).toHaveValue(/\/shared-playlists\/\d+\?token=[\w-]+$/);
    const link = new URL(await field.inputValue());

    const visitor = await browser.newContext();
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(`${link.pathname}${link.search}`);
    await expect(visitorPage.getByRole('heading', { level: 1, name: 'Travel documentary' })).toBeVisible();
    await expect(visitorPage.getByText('Carla Customer').first()).toBeVisible();
    await visitor.close();
  });
});
