import { expect, test, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { apiSignIn, apiUrl, logIn, openFirstAlbum, recordShownTexts } from './support';

const tracksTable = (page: Page) => page.getByRole('table', { name: 'Tracks' });

test.describe('the track table', () => {
  test('keeps the chosen view in the URL and on this device across a reload', async ({ page }) => {
    // Four page loads on a busy two-core machine.
    test.setTimeout(60_000);
    await openFirstAlbum(page);
    await expect(tracksTable(page)).toBeVisible();
    await page.getByRole('button', { name: 'Card view' }).click();
    await expect(page).toHaveURL(/[?&]view=card/);
    await expect(tracksTable(page)).toBeHidden();
    await expect(page.getByRole('list', { name: 'Tracks' }).getByRole('listitem').first()).toBeVisible();

    // Without the parameter, the view remembered on this device.
    const albumPath = new URL(page.url()).pathname;
    await page.goto(albumPath);
    await expect(page.getByRole('button', { name: 'Card view' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('list', { name: 'Tracks' })).toBeVisible();

    await page.getByRole('button', { name: 'Table view', exact: true }).click();
    await page.reload();
    await expect(tracksTable(page)).toBeVisible();
  });

  test('row links open their pages inside the app, and a composer link runs a composer search', async ({
    page,
  }) => {
    await openFirstAlbum(page);
    const row = tracksTable(page).getByRole('row').nth(1);
    // Cells: #, play, cover, title, waveform, composers…
    const composer = row.getByRole('cell').nth(5).getByRole('link').first();
    const name = (await composer.textContent())!;
    // A marker on the window: it survives in-app navigation and is gone after a full page load.
    await page.evaluate(() => ((window as unknown as { inApp: boolean }).inApp = true));
    await composer.click();
    await expect(page).toHaveURL(/\/search\?/);
    expect(new URL(page.url()).searchParams.getAll('q[composers][]')).toEqual([name]);
    const main = page.getByRole('main');
    await expect(main.getByRole('button', { name: `Remove ${name}` })).toBeVisible();
    const results = main.getByRole('table', { name: 'Search results' });
    await expect(results).toBeVisible();
    // The first row's links: cover, then title.
    const title = results.getByRole('row').nth(1).getByRole('link').nth(1);
    const trackName = (await title.textContent())!;
    await title.click();
    await expect(page).toHaveURL(/\/tracks\/\d+$/);
    await expect(main.getByRole('heading', { level: 1, name: trackName })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { inApp?: boolean }).inApp)).toBe(true);
  });

  test('expands a track’s alternate versions inline', async ({ page }) => {
    await openFirstAlbum(page);
    const toggle = tracksTable(page)
      .getByRole('button', { name: /^Versions of .+: \d+$/ })
      .first();
    const label = (await toggle.getAttribute('aria-label'))!;
    const count = Number(/: (\d+)$/.exec(label)![1]);
    const expanded = tracksTable(page).getByRole('button', { name: label, exact: true });
    await expect(expanded).toHaveAttribute('aria-expanded', 'false');
    const rowsBefore = await tracksTable(page).getByRole('row').count();
    const alternatives = page.waitForResponse((response) =>
      /\/v1_rsm\/tracks\/\d+\/alternatives/.test(response.url()),
    );
    await toggle.click();
    await alternatives;
    await expect(tracksTable(page).getByRole('row')).toHaveCount(rowsBefore + count);
    await expect(expanded).toHaveAttribute('aria-expanded', 'true');
    // Collapsing takes the alternates away again.
    await expanded.click();
    await expect(tracksTable(page).getByRole('row')).toHaveCount(rowsBefore);
  });

  test('offers a menu of labelled downloads and a link downloads the real file', async ({ page }) => {
    await logIn(page, 'customer@demo.test');
    await openFirstAlbum(page);
    const row = tracksTable(page).getByRole('row').nth(1);
    const download = row.getByRole('button', { name: /^Download / });
    await download.click();
    await expect(download).toHaveAttribute('aria-expanded', 'true');
    const menu = page.getByRole('menu', { name: 'Download options' });
    await expect(menu.getByRole('menuitem', { name: /^Track mp3/ })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: /^Track wav/ })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: /^Track \+ Edits mp3/ })).toBeVisible();

    const file = page.waitForEvent('download');
    await menu.getByRole('menuitem', { name: /^Track mp3/ }).click();
    const saved = await file;
    expect(saved.suggestedFilename()).toMatch(/\.mp3$/);
    const bytes = await readFile((await saved.path())!);
    expect(bytes.length).toBeGreaterThan(1000);
    // An MP3 starts with an ID3 tag or a frame sync.
    expect(bytes.subarray(0, 3).toString('latin1') === 'ID3' || bytes[0] === 0xff).toBe(true);

    await download.click();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(download).toBeFocused();
  });

  test('adds a row to the pinned playlist and removes it again', async ({ page, request }) => {
    const headers = await apiSignIn(request);
    const folders = await request.get(`${apiUrl}/v2/project_categories`, { headers });
    const folderId = ((await folders.json()) as { project_categories: { id: number }[] })
      .project_categories[0]!.id;
    const created = await request.post(`${apiUrl}/v2/projects`, {
      headers,
      data: { name: `Rows ${Date.now()}`, project_category_id: folderId },
    });
    expect(created.ok()).toBe(true);
    const playlist = ((await created.json()) as { project: { uuid: string; name: string } }).project;
    try {
      await logIn(page, 'customer@demo.test');
      await page.evaluate(
        (pinned) => window.localStorage.setItem('rsm:pinned-playlist', JSON.stringify(pinned)),
        { uuid: playlist.uuid, name: playlist.name },
      );
      await openFirstAlbum(page);
      const row = tracksTable(page).getByRole('row').nth(1);
      const add = row.getByRole('button', { name: new RegExp(`^Add .+ to ${playlist.name}$`) });
      // The toasts last 2 s: the page records what it shows, as a busy machine may look after they have gone.
      const shown = await recordShownTexts(page);
      await add.click();
      await expect.poll(() => shown('Track has been added to playlist.')).toBe(true);
      const remove = row.getByRole('button', { name: new RegExp(`^Remove .+ from ${playlist.name}$`) });
      await expect(remove).toBeVisible();
      const tracks = async () =>
        (
          (await (
            await request.get(`${apiUrl}/v2/projects/${playlist.uuid}/tracks`, { headers })
          ).json()) as {
            tracks: unknown[];
          }
        ).tracks.length;
      await expect.poll(tracks).toBe(1);

      await remove.click();
      await expect(add).toBeVisible();
      await expect.poll(() => shown('Track has been removed.')).toBe(true);
      await expect.poll(tracks).toBe(0);
    } finally {
      await request.delete(`${apiUrl}/v2/projects/${playlist.uuid}`, { headers });
    }
  });
});
