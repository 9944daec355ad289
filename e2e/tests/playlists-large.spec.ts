import { expect, test, type APIRequestContext, type Request } from '@playwright/test';
import { DEMO_PASSWORD } from './support';

const apiUrl = process.env.E2E_API_URL ?? 'http://localhost:3000';
/** The size asked for; the demo catalogue holds 1,923 tracks (640 main tracks and their alternates). */
const WANTED = 2000;
const PER = 250;
const PAGE = 7;

async function apiAuth(request: APIRequestContext) {
  const signIn = await request.post(`${apiUrl}/v2/auth/sign_in`, {
    data: { email: 'customer@demo.test', password: DEMO_PASSWORD },
  });
  expect(signIn.ok()).toBe(true);
  return Object.fromEntries(
    ['access-token', 'client', 'uid', 'expiry'].map((name) => [name, signIn.headers()[name] ?? '']),
  );
}

/** Runs `work` over `items`, `width` at a time. */
async function inBatches<T>(items: T[], width: number, work: (item: T) => Promise<unknown>) {
  for (let start = 0; start < items.length; start += width)
    await Promise.all(items.slice(start, start + width).map(work));
}

/**
 * A playlist of up to WANTED tracks, built through the API: every album (its main tracks, one request an album),
 * then the alternates of each main track, one by one.
 */
async function largePlaylist(request: APIRequestContext, name: string) {
  const headers = await apiAuth(request);
  const folders = await (await request.get(`${apiUrl}/v2/project_categories`, { headers })).json();
  const created = await request.post(`${apiUrl}/v2/projects`, {
    headers,
    data: { name, project_category_id: folders.project_categories[0].id },
  });
  expect(created.ok()).toBe(true);
  const { uuid } = (await created.json()).project as { uuid: string };
  const albums = (await (await request.get(`${apiUrl}/v1_rsm/albums`, { params: { per: 100 } })).json())
    .albums as { id: number }[];
  await inBatches(albums, 4, async (album) =>
    expect(
      (await request.post(`${apiUrl}/v2/projects/${uuid}/albums`, { headers, data: { id: album.id } })).ok(),
    ).toBe(true),
  );
  const listed = await request.get(`${apiUrl}/v2/projects/${uuid}/tracks`, {
    headers,
    params: { all_tracks: true },
  });
  const main = (await listed.json()).tracks as { id: number; alternative_tracks_count: number }[];
  let count = main.length;
  const withAlternates = main.filter((track) => track.alternative_tracks_count > 0);
  await inBatches(withAlternates, 8, async (track) => {
    const { tracks } = await (await request.get(`${apiUrl}/v1_rsm/tracks/${track.id}/alternatives`)).json();
    for (const alternate of tracks as { id: number }[]) {
      if (count >= WANTED) return;
      count += 1;
      const added = await request.post(`${apiUrl}/v2/projects/${uuid}/tracks`, {
        headers,
        data: { id: alternate.id },
      });
      expect(added.ok()).toBe(true);
    }
  });
  return { uuid, count, headers };
}

test.describe('a large playlist', () => {
  test('pages at 250 a page and reorders a row of a later page with one request', async ({
    page,
    request,
  }) => {
    // Nearly two thousand API calls to build the playlist, then eight pages of 250 rows.
    test.setTimeout(300_000);
    const name = `Large ${Date.now()}`;
    const { uuid, count, headers } = await largePlaylist(request, name);
    expect(count).toBeGreaterThan((PAGE - 1) * PER + PER);
    const pages = Math.ceil(count / PER);

    // The page shares the API session: one sign-in a test (the API allows ten a minute).
    await page.addInitScript(
      (auth) => window.localStorage.setItem('rsm:auth', JSON.stringify(auth)),
      headers,
    );
    await page.goto(`/dashboard/playlists/${uuid}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByText(`${count.toLocaleString('en')} tracks`, { exact: true })).toBeVisible();
    await page.getByLabel('Tracks per page').selectOption(String(PER));
    const pagination = page.getByRole('navigation', { name: 'Pagination' });
    await expect(pagination.getByText(`Page 1 of ${pages}`)).toBeVisible();
    // Each page is 250 rows: one step by the pager, then the address of the page before the wanted one, and a last step.
    const next = async (target: number) => {
      await pagination.getByRole('link', { name: 'Next page' }).click();
      await expect(pagination.getByText(`Page ${target} of ${pages}`)).toBeVisible({ timeout: 30_000 });
    };
    await next(2);
    await page.goto(`/dashboard/playlists/${uuid}?page=${PAGE - 1}&per=${PER}`);
    await expect(pagination.getByText(`Page ${PAGE - 1} of ${pages}`)).toBeVisible({ timeout: 30_000 });
    await next(PAGE);
    await expect(page).toHaveURL(new RegExp(`[?&]page=${PAGE}&per=${PER}$`));
    const rows = page.locator('tbody tr[data-track-id]');
    await expect(rows).toHaveCount(PER, { timeout: 30_000 });
    const first = (PAGE - 1) * PER + 1;
    await expect(rows.first().getByRole('cell').nth(1)).toHaveText(String(first));

    // Alt+↓ on the 11th row of page 7: one request, with the absolute position 11 + 6 × 250.
    const index = 10;
    const moved = await rows.nth(index).getAttribute('data-track-id');
    const following = await rows.nth(index + 1).getAttribute('data-track-id');
    const sorts: Request[] = [];
    page.on('request', (sent) => {
      if (/\/tracks\/\d+\/sort$/.test(sent.url())) sorts.push(sent);
    });
    const answered = page.waitForResponse((response) => /\/sort$/.test(response.url()));
    await rows.nth(index).focus();
    await page.keyboard.press('Alt+ArrowDown');
    await expect(rows.nth(index + 1)).toHaveAttribute('data-track-id', moved!);
    await expect(
      rows
        .nth(index + 1)
        .getByRole('cell')
        .nth(1),
    ).toHaveText(String(first + index + 1));
    expect((await answered).ok()).toBe(true);
    // Whatever refetches follow, the move itself is one request.
    await page.waitForTimeout(1000);
    expect(sorts).toHaveLength(1);
    expect(sorts[0]!.method()).toBe('POST');
    expect(sorts[0]!.url()).toContain(`/v2/projects/${encodeURIComponent(uuid)}/tracks/${moved}/sort`);
    expect(sorts[0]!.postDataJSON()).toEqual({ position: (PAGE - 1) * PER + index + 1 });

    await page.reload();
    await expect(rows).toHaveCount(PER, { timeout: 30_000 });
    await expect(rows.nth(index)).toHaveAttribute('data-track-id', following!);
    await expect(rows.nth(index + 1)).toHaveAttribute('data-track-id', moved!);
    const stored = await request.get(`${apiUrl}/v2/projects/${uuid}/tracks`, {
      headers,
      params: { page: PAGE, per: PER },
    });
    const { tracks } = (await stored.json()) as { tracks: { id: number }[] };
    expect(tracks.slice(index, index + 2).map((track) => String(track.id))).toEqual([following, moved]);

    expect((await request.delete(`${apiUrl}/v2/projects/${uuid}`, { headers })).ok()).toBe(true);
  });
});
