import { expect, test, type APIRequestContext, type Page, type Request } from '@playwright/test';
import { DEMO_PASSWORD } from './support';

const apiUrl = process.env.E2E_API_URL ?? 'http://localhost:3000';
/** The size: the demo catalogue holds more tracks than this (68 albums of main tracks and their alternates). */
const SIZE = 2000;
const PER = 250;
/** Requests in flight at once while the playlist is built. */
const WIDTH = 16;

type Headers = Record<string, string>;

/**
 * A customer no other test signs in as (its downloads are blocked, which this test does not use): an account keeps
 * its ten newest sessions, and the other tests' sign-ins as customer@demo.test during this long test once took its
 * session away (401 on one of the 2,000 adds).
 */
const OWNER = 'blocked@demo.test';

async function apiAuth(request: APIRequestContext): Promise<Headers> {
  const signIn = await request.post(`${apiUrl}/v2/auth/sign_in`, {
    data: { email: OWNER, password: DEMO_PASSWORD },
  });
  expect(signIn.ok()).toBe(true);
  return Object.fromEntries(
    ['access-token', 'client', 'uid', 'expiry'].map((name) => [name, signIn.headers()[name] ?? '']),
  );
}

/** Runs `work` over `items`, `width` at a time; the answers in the order of `items`. */
async function inBatches<T, R>(items: T[], width: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += width)
    results.push(...(await Promise.all(items.slice(start, start + width).map(work))));
  return results;
}

/**
 * A playlist of exactly SIZE tracks, built through the API: the main tracks of every album (one request an album),
 * then alternates of those main tracks until the playlist holds SIZE.
 */
async function largePlaylist(request: APIRequestContext, headers: Headers, name: string) {
  const folders = await (await request.get(`${apiUrl}/v2/project_categories`, { headers })).json();
  const created = await request.post(`${apiUrl}/v2/projects`, {
    headers,
    data: { name, project_category_id: folders.project_categories[0].id },
  });
  expect(created.ok()).toBe(true);
  const { uuid } = (await created.json()).project as { uuid: string };
  const albums = (await (await request.get(`${apiUrl}/v1_rsm/albums`, { params: { per: 100 } })).json())
    .albums as { id: number }[];
  await inBatches(albums, WIDTH, async (album) =>
    expect(
      (await request.post(`${apiUrl}/v2/projects/${uuid}/albums`, { headers, data: { id: album.id } })).ok(),
    ).toBe(true),
  );
  const listed = await request.get(`${apiUrl}/v2/projects/${uuid}/tracks`, {
    headers,
    params: { all_tracks: true },
  });
  const main = (await listed.json()).tracks as { id: number; alternative_tracks_count: number }[];
  const withAlternates = main.filter((track) => track.alternative_tracks_count > 0);
  const alternates = (
    await inBatches(withAlternates, WIDTH, async (track) => {
      const answer = await request.get(`${apiUrl}/v1_rsm/tracks/${track.id}/alternatives`);
      return ((await answer.json()).tracks as { id: number }[]).map((alternate) => alternate.id);
    })
  ).flat();
  const missing = alternates.slice(0, SIZE - main.length);
  expect(main.length + missing.length).toBe(SIZE);
  await inBatches(missing, WIDTH, async (id) => {
    const added = await request.post(`${apiUrl}/v2/projects/${uuid}/tracks`, { headers, data: { id } });
    expect(added.status(), `track ${id}: ${await added.text()}`).toBe(201);
  });
  return uuid;
}

/** The sort requests the page sends from now on. */
function recordSorts(page: Page): Request[] {
  const sorts: Request[] = [];
  page.on('request', (sent) => {
    if (/\/tracks\/\d+\/sort$/.test(sent.url())) sorts.push(sent);
  });
  return sorts;
}

test.describe('a 2,000-track playlist', () => {
  test('shows 2,000 tracks over 8 pages, reaches the last by the page input, reorders on page 7 by one request a move', async ({
    page,
    request,
  }) => {
    // About 2,000 API calls to build the playlist (55 s on an idle two-core machine, over twice that beside the other
    // worker), then pages of 250 rows.
    test.setTimeout(420_000);
    const headers = await apiAuth(request);
    const name = `Large ${Date.now()}`;
    const uuid = await largePlaylist(request, headers, name);
    const total = await request.get(`${apiUrl}/v2/projects/${uuid}/tracks`, { headers, params: { per: 1 } });
    expect((await total.json()).meta.total_count).toBe(SIZE);

    // The page shares the API session: one sign-in a test (the API limits sign-ins a minute).
    await page.addInitScript(
      (auth) => window.localStorage.setItem('rsm:auth', JSON.stringify(auth)),
      headers,
    );
    const trackRequests: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().includes(`/v2/projects/${uuid}/tracks`)) trackRequests.push(sent.url());
    });
    await page.goto(`/dashboard/playlists/${uuid}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByText('2,000 tracks', { exact: true })).toBeVisible();
    // Play all and the total length need every track: read summed up in one answer, never as 2,000 whole tracks.
    await expect(page.getByRole('button', { name: 'Play all' })).toBeEnabled({ timeout: 30_000 });
    await expect(page.getByText(/^\d+ hr \d+ min$/)).toBeVisible();
    expect(trackRequests.filter((url) => url.includes('/tracks/summary'))).toHaveLength(1);
    expect(trackRequests.filter((url) => url.includes('all_tracks'))).toEqual([]);
    const pagination = page.getByRole('navigation', { name: 'Pagination' });
    const rows = page.locator('tbody tr[data-track-id]');
    const numberOf = (index: number) => rows.nth(index).getByRole('cell').nth(1);
    await expect(pagination.getByText('Page 1 of 40')).toBeVisible();
    await expect(rows).toHaveCount(50);

    await page.getByLabel('Tracks per page').selectOption(String(PER));
    await expect(pagination.getByText('Page 1 of 8')).toBeVisible();
    await expect(rows).toHaveCount(PER, { timeout: 30_000 });

    // The page input takes pages 1 to 8 only, and goes to the last page: its 250 rows end with the 2,000th.
    const pageNumber = pagination.getByLabel('Page number, 1 to 8');
    const go = pagination.getByRole('button', { name: 'Go' });
    await pageNumber.fill('9');
    await expect(go).toBeDisabled();
    await pageNumber.fill('8');
    await go.click();
    await expect(pagination.getByText('Page 8 of 8')).toBeVisible({ timeout: 30_000 });
    await expect(page).toHaveURL(new RegExp(`[?&]page=8&per=${PER}$`));
    await expect(rows).toHaveCount(PER, { timeout: 30_000 });
    await expect(numberOf(0)).toHaveText('1751');
    await expect(numberOf(PER - 1)).toHaveText('2000');
    await expect(pagination.getByRole('link', { name: 'Next page' })).toHaveCount(0);

    // Page 7 by the page input, then a move by Alt+↓: the absolute position is the new index + 6 × 250.
    await pageNumber.fill('7');
    await go.click();
    await expect(pagination.getByText('Page 7 of 8')).toBeVisible({ timeout: 30_000 });
    await expect(numberOf(0)).toHaveText('1501', { timeout: 30_000 });
    await expect(rows).toHaveCount(PER, { timeout: 30_000 });
    const sorts = recordSorts(page);
    const ids = async () =>
      rows.evaluateAll((found) => found.map((row) => row.getAttribute('data-track-id')));
    const before = await ids();
    const keyed = before[10]!;
    let answered = page.waitForResponse((response) => /\/sort$/.test(response.url()));
    await rows.nth(10).focus();
    await page.keyboard.press('Alt+ArrowDown');
    await expect(rows.nth(11)).toHaveAttribute('data-track-id', keyed);
    await expect(numberOf(11)).toHaveText('1512');
    expect((await answered).ok()).toBe(true);
    // The page refetches once the move has landed; the drag starts after that.
    await page.waitForTimeout(1000);

    // A drag by the handle, from row 41 up over row 31: wherever it lands, the request names that index + 6 × 250.
    const dragged = before[40]!;
    answered = page.waitForResponse((response) => /\/sort$/.test(response.url()));
    const handle = rows.nth(40).getByRole('button', { name: /^Reorder / });
    await handle.scrollIntoViewIfNeeded();
    const from = (await handle.boundingBox())!;
    const over = (await rows.nth(30).boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2, over.y + over.height / 4, { steps: 20 });
    await page.mouse.up();
    expect((await answered).ok()).toBe(true);
    const landed = (await ids()).indexOf(dragged);
    expect(landed).toBeGreaterThanOrEqual(12);
    expect(landed).toBeLessThan(40);
    await expect(numberOf(landed)).toHaveText(String(6 * PER + landed + 1));
    // Whatever refetches follow, each move is one request.
    await page.waitForTimeout(1000);
    expect(sorts.map((sent) => [sent.method(), sent.postDataJSON()])).toEqual([
      ['POST', { position: 6 * PER + 11 }],
      ['POST', { position: 6 * PER + landed }],
    ]);
    expect(sorts[0]!.url()).toContain(`/v2/projects/${encodeURIComponent(uuid)}/tracks/${keyed}/sort`);
    expect(sorts[1]!.url()).toContain(`/tracks/${dragged}/sort`);

    const expected = [...before];
    expected.splice(11, 0, ...expected.splice(10, 1));
    expected.splice(landed, 0, ...expected.splice(40, 1));
    await page.reload();
    await expect(rows).toHaveCount(PER, { timeout: 30_000 });
    expect(await ids()).toEqual(expected);
    const stored = await request.get(`${apiUrl}/v2/projects/${uuid}/tracks`, {
      headers,
      params: { page: 7, per: PER },
    });
    const { tracks } = (await stored.json()) as { tracks: { id: number }[] };
    expect(tracks.map((track) => String(track.id))).toEqual(expected);

    expect((await request.delete(`${apiUrl}/v2/projects/${uuid}`, { headers })).ok()).toBe(true);
  });
});
