import AxeBuilder from '@axe-core/playwright';
import { devices, expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { apiSignIn, apiUrl, blockingViolations, mailedEmail, type AuthHeaders } from './support';

const SITE = 'RSM Music';
const SEEDED = 'Travel documentary';

/** The page signed in with `headers` (one API sign-in a test: the API caps them), in `locale`. */
async function signIn(page: Page, headers: AuthHeaders | null, locale: 'en' | 'pt' = 'en') {
  await page.addInitScript(
    ([auth, language]) => {
      if (auth) window.localStorage.setItem('rsm:auth', JSON.stringify(auth));
      window.localStorage.setItem('rsm:locale', JSON.stringify(language));
    },
    [headers, locale] as const,
  );
}

async function playlistUuid(request: APIRequestContext, headers: AuthHeaders, name = SEEDED) {
  const list = await (
    await request.get(`${apiUrl}/v1_rsm/projects`, { headers, params: { per: 100 } })
  ).json();
  return (list.projects as { uuid: string; name: string }[]).find((playlist) => playlist.name === name)!.uuid;
}

/** True when the control is inside the window and is what a tap at its centre reaches (nothing drawn over it). */
async function onScreenAndOnTop(control: Locator) {
  return control.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const inside = box.left >= 0 && box.top >= 0 && box.right <= innerWidth && box.bottom <= innerHeight;
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return inside && !!hit && (hit === element || element.contains(hit));
  });
}

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

test.describe('playlists on a 1280 px laptop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("every action of a playlist's rows is on screen, without scrolling sideways", async ({
    page,
    request,
  }) => {
    const headers = await apiSignIn(request);
    await signIn(page, headers);
    await page.goto(`/dashboard/playlists/${await playlistUuid(request, headers)}`);
    await expect(page.getByRole('heading', { level: 1, name: SEEDED })).toBeVisible();
    await expect(page).toHaveTitle(`${SEEDED} · ${SITE}`);
    const row = page.getByRole('row').nth(1);
    const title = (await row.getByRole('button', { name: /^Play / }).getAttribute('aria-label'))!.slice(5);
    for (const name of [
      `Details of ${title}`,
      `Add ${title} to playlist`,
      `Download ${title}`,
      `Copy link to ${title}`,
      `Remove ${title}`,
    ]) {
      const control = row.getByRole('button', { name, exact: true });
      await control.scrollIntoViewIfNeeded();
      expect(await onScreenAndOnTop(control), name).toBe(true);
    }
    expect(await pageWidth(page)).toBeLessThanOrEqual(1280);
    // The description is read, not guessed: about a sixth of the table wide (at least a seventh is asked; the album
    // column gives way beside the playlists list), two lines of it.
    const description = row.locator('td.rsm-tt-description');
    const table = await page.getByRole('table').first().boundingBox();
    expect((await description.boundingBox())!.width).toBeGreaterThanOrEqual(table!.width / 7);
    await expect(page.getByRole('columnheader', { name: 'Album' })).toBeHidden();
    const lines = await description
      .locator('span')
      .evaluate(
        (text) => text.getBoundingClientRect().height / parseFloat(getComputedStyle(text).lineHeight),
      );
    expect(Math.round(lines)).toBe(2);
    // The actions stay at the table's right edge; a row's menu still opens over the rows below it.
    await row.getByRole('button', { name: `Download ${title}`, exact: true }).click();
    const item = page.getByRole('menuitem').first();
    await expect(item).toBeVisible();
    expect(await onScreenAndOnTop(item)).toBe(true);
  });

  for (const [locale, names] of [
    ['en', ['Download', 'Playlist details', 'Edit playlist', 'Delete playlist']],
    ['pt', ['Download de', 'Detalhes da playlist', 'Editar playlist', 'Excluir playlist']],
  ] as const) {
    test(`each row button of the playlists list says which playlist it acts on (${locale})`, async ({
      page,
      request,
    }) => {
      await signIn(page, await apiSignIn(request), locale);
      await page.goto('/dashboard/playlists');
      const row = page
        .getByRole('row')
        .filter({ has: page.getByRole('link', { name: SEEDED, exact: true }) });
      for (const name of names) {
        const label = { name: `${name} ${SEEDED}`, exact: true };
        await expect(row.getByRole('button', label).or(row.getByRole('link', label))).toBeVisible();
      }
      // Two rows never share a name: "Delete playlist" alone would not say which.
      await expect(page.getByRole('button', { name: names[3], exact: true })).toHaveCount(0);
    });
  }

  test('the playlists pages have titles of their own and no serious accessibility violation', async ({
    page,
    request,
  }) => {
    // Six pages, each read by axe: on two busy cores that takes longer than one page's default budget.
    test.setTimeout(90_000);
    const headers = await apiSignIn(request);
    await signIn(page, headers);
    const uuid = await playlistUuid(request, headers);
    const folders = await (await request.get(`${apiUrl}/v2/project_categories`, { headers })).json();
    const folder = (folders.project_categories as { id: number; name: string }[]).find(
      (f) => f.name !== 'Default',
    )!;
    for (const [path, title] of [
      ['/dashboard/playlists', 'My playlists'],
      ['/dashboard/playlists/received', 'Received playlists'],
      ['/dashboard/playlists/sent', 'Sent playlists'],
      [`/dashboard/playlists/${uuid}`, SEEDED],
      [`/dashboard/folders/${folder.id}`, folder.name],
      ['/shared-playlists', 'Shared playlists'],
    ] as const) {
      await page.goto(path);
      await expect(page).toHaveTitle(`${title} · ${SITE}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await blockingViolations(new AxeBuilder({ page })), path).toEqual([]);
    }
  });
});

test.describe('the shared playlists page', () => {
  test('a visitor learns what a shared playlist is and opens one from its pasted link', async ({
    page,
    request,
  }) => {
    const name = `Pasted ${Date.now()}`;
    const headers = await apiSignIn(request);
    const folders = await (await request.get(`${apiUrl}/v2/project_categories`, { headers })).json();
    const created = await request.post(`${apiUrl}/v2/projects`, {
      headers,
      data: { name, project_category_id: folders.project_categories[0].id },
    });
    const { uuid } = (await created.json()).project as { uuid: string };
    const shared = await request.post(`${apiUrl}/v2/projects/${uuid}/project_shares`, {
      headers,
      data: { emails: ['composer@demo.test'] },
    });
    expect(shared.status()).toBe(201);
    const article = await mailedEmail(request, (email) => email.includes(name));
    const link = /\/shared-playlists\/\d+\?token=[^\s<"]+/.exec(article)![0];

    await page.goto('/shared-playlists');
    await expect(page).toHaveTitle(`Shared playlists · ${SITE}`);
    await expect(page.getByText(/A shared playlist is a selection of tracks/)).toBeVisible();
    const field = page.getByRole('textbox', { name: 'Shared link or code' });
    await field.fill('not a link');
    await page.getByRole('button', { name: 'Open playlist' }).click();
    await expect(
      page.getByText('Paste the whole link from the email, or the code that ends it.'),
    ).toBeVisible();
    // The emailed code alone is looked up, then opens its playlist.
    await field.fill(decodeURIComponent(new URL(link, 'http://x').searchParams.get('token')!));
    await page.getByRole('button', { name: 'Open playlist' }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page).toHaveTitle(`${name} · ${SITE}`);
    expect(new URL(page.url()).pathname).toBe(link.split('?')[0]);
    await request.delete(`${apiUrl}/v2/projects/${uuid}`, { headers });
  });

  test('a signed-in customer sees the playlists sent to them, or that none were', async ({
    page,
    request,
  }) => {
    await signIn(page, await apiSignIn(request));
    await page.goto('/shared-playlists');
    const panel = page.getByRole('region', { name: 'Shared with you' });
    await expect(
      panel
        .getByRole('list', { name: 'Playlists shared with you' })
        .or(panel.getByText(/Nothing has been shared with you yet/)),
    ).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Log in' })).toHaveCount(0);
  });
});

test.describe('playlists on a phone', () => {
  const { defaultBrowserType: _browser, ...pixel7 } = devices['Pixel 7'];
  test.use(pixel7);

  test('the playlists pages are no wider than the screen', async ({ page, request }) => {
    const headers = await apiSignIn(request);
    await signIn(page, headers);
    const uuid = await playlistUuid(request, headers);
    for (const path of [
      '/dashboard/playlists',
      '/dashboard/playlists/sent',
      '/dashboard/playlists/received',
      `/dashboard/playlists/${uuid}`,
      '/shared-playlists',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await pageWidth(page), path).toBeLessThanOrEqual(412);
    }
  });
});
