import { devices, expect, test, type Locator, type Page } from '@playwright/test';
import { apiSignIn, apiUrl, audioTime, logIn, openFirstAlbum, playFirstRow } from './support';

const audioPaused = (page: Page) => page.locator('audio').evaluate((audio: HTMLAudioElement) => audio.paused);

/** Plays the first album's first track from its row; returns the track's title as the row names it. */
async function playFirstTrack(page: Page): Promise<string> {
  await openFirstAlbum(page);
  const title = await playFirstRow(page);
  await expect.poll(() => audioTime(page), { timeout: 10_000 }).toBeGreaterThan(0.3);
  return title;
}

test.describe('player on desktop', () => {
  test('plays, pauses with Space, and walks the album with Next and Previous', async ({ page }) => {
    const title = await playFirstTrack(page);
    const player = page.getByRole('region', { name: 'Player' });
    await expect(player.getByRole('link', { name: title, exact: true })).toBeVisible();

    // Away from the row's button, which would answer Space itself.
    await page.getByRole('heading', { level: 1 }).click();
    await page.keyboard.press('Space');
    await expect(player.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
    expect(await audioPaused(page)).toBe(true);
    await page.keyboard.press('Space');
    await expect(player.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();

    await player.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(player.getByRole('link', { name: title, exact: true })).toBeHidden();
    const second = page
      .getByRole('row')
      .nth(2)
      .getByRole('button', { name: /^(Play|Pause) / });
    const secondTitle = (await second.getAttribute('aria-label'))!.replace(/^(Play|Pause) /, '');
    await expect(player.getByRole('link', { name: secondTitle, exact: true })).toBeVisible();
    await expect.poll(() => audioTime(page), { timeout: 10_000 }).toBeGreaterThan(0.3);

    await player.getByRole('button', { name: 'Previous', exact: true }).click();
    await expect(player.getByRole('link', { name: title, exact: true })).toBeVisible();
  });

  test('seeks with the slider and with the arrow keys', async ({ page }) => {
    await playFirstTrack(page);
    const player = page.getByRole('region', { name: 'Player' });
    await player.getByRole('button', { name: 'Pause', exact: true }).click();
    const start = await audioTime(page);

    const seek = player.getByRole('slider', { name: 'Seek' });
    await seek.focus();
    for (let step = 0; step < 6; step += 1) await seek.press('ArrowRight');
    await expect.poll(() => audioTime(page)).toBeGreaterThanOrEqual(Math.floor(start) + 5);
    const afterSlider = await audioTime(page);

    // The ← shortcut, from outside the slider: five seconds back.
    await page.getByRole('heading', { level: 1 }).click();
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => audioTime(page)).toBeLessThan(afterSlider - 4);
  });

  test('keeps the volume across a reload', async ({ page }) => {
    await playFirstTrack(page);
    const volume = page.getByRole('region', { name: 'Player' }).getByRole('slider', { name: 'Volume' });
    await volume.focus();
    await volume.press('Home');
    for (let step = 0; step < 6; step += 1) await volume.press('ArrowRight');
    await expect(volume).toHaveValue('30');
    await page.reload();
    await playFirstTrack(page);
    await expect(
      page.getByRole('region', { name: 'Player' }).getByRole('slider', { name: 'Volume' }),
    ).toHaveValue('30');
    expect(await page.locator('audio').evaluate((audio: HTMLAudioElement) => audio.volume)).toBeCloseTo(0.3);
  });

  test('shows no player until something plays', async ({ page }) => {
    const playerCode: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('__federation_expose_player')) playerCode.push(request.url());
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Last releases' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('region', { name: 'Player' })).toHaveCount(0);
    expect(playerCode).toEqual([]);
    await playFirstTrack(page);
    await expect(page.getByRole('region', { name: 'Player' })).toBeVisible();
  });

  test('lists the keyboard shortcuts on ?', async ({ page }) => {
    await playFirstTrack(page);
    await expect(page.getByRole('region', { name: 'Player' })).toBeVisible();
    await page.getByRole('heading', { level: 1 }).click();
    await page.keyboard.press('Shift+Slash');
    const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Back or forward 5 seconds')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('hides to a Show player toggle and comes back', async ({ page }) => {
    await playFirstTrack(page);
    await page.getByRole('region', { name: 'Player' }).getByRole('button', { name: 'Hide player' }).click();
    await expect(page.getByRole('region', { name: 'Player' })).toBeHidden();
    await page.getByRole('button', { name: 'Show player' }).click();
    await expect(page.getByRole('region', { name: 'Player' })).toBeVisible();
  });

  test('shows the pinned playlist above the player and unpins it', async ({ page, request }) => {
    const auth = await apiSignIn(request);
    // A playlist of its own: other tests change the demo customer's playlists while this one runs.
    const folders = await request.get(`${apiUrl}/v2/project_categories`, { headers: auth });
    expect(folders.ok()).toBe(true);
    const folderId = ((await folders.json()) as { project_categories: { id: number }[] })
      .project_categories[0]!.id;
    const created = await request.post(`${apiUrl}/v2/projects`, {
      headers: auth,
      data: { name: `Pinned ${Date.now()}`, project_category_id: folderId },
    });
    expect(created.ok()).toBe(true);
    const playlist = (
      (await created.json()) as { project: { uuid: string; name: string; tracks_count: number } }
    ).project;

    await logIn(page, 'customer@demo.test');
    await page.evaluate(
      (pinned) => window.localStorage.setItem('rsm:pinned-playlist', JSON.stringify(pinned)),
      { uuid: playlist.uuid, name: playlist.name },
    );
    await page.reload();
    const bar = page.getByRole('complementary', { name: 'Active playlist' });
    await expect(bar.getByText('Add tracks and albums to:')).toBeVisible();
    const count = playlist.tracks_count === 1 ? '1 track' : `${playlist.tracks_count} tracks`;
    const link = bar.getByRole('link', { name: `${playlist.name} (${count})` });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', `/dashboard/playlists/${encodeURIComponent(playlist.uuid)}`);

    await bar.getByRole('button', { name: 'Unpin playlist' }).click();
    await expect(bar).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.getByText('Add tracks and albums to:')).toBeHidden();
    await request.delete(`${apiUrl}/v2/projects/${playlist.uuid}`, { headers: auth });
  });
});

test.describe('player on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('opens the sheet from the mini bar and closes it by dragging past a third of the screen', async ({
    page,
  }) => {
    const title = await playFirstTrack(page);
    const miniBar = page.getByRole('region', { name: 'Player' });
    await expect(miniBar).toBeVisible();
    expect((await miniBar.boundingBox())!.height).toBe(64);

    // The play button pauses without opening the sheet.
    await miniBar.getByRole('button', { name: 'Pause', exact: true }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await miniBar.getByRole('button', { name: 'Play', exact: true }).click();

    await miniBar.getByText(title, { exact: true }).click();
    const sheet = page.getByRole('dialog', { name: title });
    await expect(sheet).toBeVisible();
    await expect(sheet.getByRole('slider', { name: 'Seek' })).toBeVisible();
    await expect(sheet.getByRole('button', { name: 'Track details' })).toBeVisible();
    await expect.poll(async () => (await sheet.boundingBox())!.y).toBe(0);

    const dragBy = async (distance: number) => {
      const box = (await sheet.boundingBox())!;
      const x = box.x + box.width / 2;
      await page.mouse.move(x, box.y + 12);
      await page.mouse.down();
      await page.mouse.move(x, box.y + 12 + distance, { steps: 8 });
      await page.mouse.up();
    };

    // Less than a third of 844 px: it springs back.
    await dragBy(200);
    await expect(sheet).toBeVisible();
    await expect.poll(async () => (await sheet.boundingBox())!.y).toBe(0);

    await dragBy(844 / 3 + 40);
    await expect(sheet).toBeHidden();
    await expect(miniBar).toBeVisible();
  });

  test('goes to the track page with Track details and copies its link with Share', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const title = await playFirstTrack(page);
    await page.getByRole('region', { name: 'Player' }).getByText(title, { exact: true }).click();
    const sheet = page.getByRole('dialog', { name: title });
    await sheet.getByRole('button', { name: 'Share' }).click();
    await expect(page.getByText('Currently playing track copied to clipboard')).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(/^http:\/\/[^/]+\/tracks\/\d+$/);

    await sheet.getByRole('button', { name: 'Track details' }).click();
    await expect(sheet).toBeHidden();
    await expect(page).toHaveURL(new URL(copied).pathname);
  });
});

/** Inside the window, and what a tap at its centre reaches (nothing drawn over it). */
const onScreenAndOnTop = (control: Locator) =>
  control.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const inside = box.left >= 0 && box.top >= 0 && box.right <= innerWidth && box.bottom <= innerHeight;
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return inside && !!hit && (hit === element || element.contains(hit));
  });

test.describe('player on a phone that zooms out wide pages (Pixel 7)', () => {
  const { defaultBrowserType: _browser, ...pixel7 } = devices['Pixel 7'];
  test.use(pixel7);

  test('the mini bar, the pinned playlist and every control of the sheet are on the screen', async ({
    page,
    request,
  }) => {
    const auth = await apiSignIn(request);
    const list = await (
      await request.get(`${apiUrl}/v1_rsm/projects`, { headers: auth, params: { per: 100 } })
    ).json();
    const [shown, pinned] = (list.projects as { uuid: string; name: string; tracks_count: number }[]).filter(
      (playlist) => playlist.tracks_count > 1,
    );
    await page.addInitScript(
      ([headers, pin]) => {
        window.localStorage.setItem('rsm:auth', JSON.stringify(headers));
        window.localStorage.setItem('rsm:pinned-playlist', JSON.stringify(pin));
      },
      [auth, { uuid: pinned!.uuid, name: pinned!.name }] as const,
    );
    // A playlist's wide track table: the page it is on must not widen, or the phone zooms out and the bar drops
    // below the screen.
    await page.goto(`/dashboard/playlists/${shown!.uuid}`);
    const title = await playFirstRow(page);
    const miniBar = page.getByRole('region', { name: 'Player' });
    await expect(miniBar).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(412);
    const box = (await miniBar.boundingBox())!;
    expect(box.y + box.height).toBe(await page.evaluate(() => innerHeight));
    expect(await onScreenAndOnTop(miniBar.getByRole('button', { name: 'Pause', exact: true }))).toBe(true);
    const bar = page.getByRole('complementary', { name: 'Active playlist' });
    await expect(bar.getByRole('link', { name: new RegExp(`^${pinned!.name} \\(`) })).toBeVisible();
    expect(await onScreenAndOnTop(bar.getByRole('button', { name: 'Unpin playlist' }))).toBe(true);

    await miniBar.getByText(title, { exact: true }).tap();
    const sheet = page.getByRole('dialog', { name: title });
    await expect.poll(async () => (await sheet.boundingBox())!.y).toBe(0);
    for (const control of await sheet.getByRole('button').all())
      expect(await onScreenAndOnTop(control), (await control.getAttribute('aria-label')) ?? '').toBe(true);
    expect(await onScreenAndOnTop(sheet.getByRole('slider', { name: 'Seek' }))).toBe(true);
  });
});
