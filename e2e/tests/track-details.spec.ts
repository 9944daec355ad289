import { expect, test } from '@playwright/test';

const apiUrl = process.env.E2E_API_URL ?? 'http://localhost:3000';
const literal = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

interface ApiTrack {
  id: number;
  name: string;
  alternative_tracks_count: number;
  album: { name: string; uuid: string };
}

test.describe('track details', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('the track page shows the full info and opens an alternate in the details modal', async ({
    page,
    context,
    request,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const { tracks } = (await (await request.get(`${apiUrl}/v1_rsm/tracks/search?per=50`)).json()) as {
      tracks: ApiTrack[];
    };
    const track = tracks.find((candidate) => candidate.alternative_tracks_count > 0) ?? tracks[0]!;
    const alternates = (await (
      await request.get(`${apiUrl}/v1_rsm/tracks/${track.id}/alternatives`)
    ).json()) as {
      tracks: ApiTrack[];
    };
    const alternate = alternates.tracks[0]!;

    await page.goto(`/tracks/${track.id}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: track.name })).toBeVisible();
    const info = main.getByRole('definition');
    await expect(main.getByRole('term').filter({ hasText: 'Vocals' })).toBeVisible();
    await expect(main.getByRole('link', { name: track.album.name }).first()).toHaveAttribute(
      'href',
      `/albums/${track.album.uuid}`,
    );
    await expect(info.getByRole('link').filter({ hasText: /./ }).first()).toBeVisible();
    const table = main.getByRole('table', { name: 'Alternate versions' });
    await expect(table.getByRole('row')).toHaveCount(alternates.tracks.length + 1);

    await table
      .getByRole('button', { name: `Track details of ${alternate.name}` })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: literal(alternate.name) });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: `Copy link to ${alternate.name}` }).click();
    await expect(page.getByText('Track URL copied to clipboard!')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
      new RegExp(`/tracks/${alternate.id}$`),
    );

    await dialog.getByRole('link', { name: 'Show full info' }).click();
    await expect(page).toHaveURL(`/tracks/${alternate.id}`);
    await expect(dialog).toBeHidden();
    await expect(main.getByRole('heading', { level: 1, name: alternate.name })).toBeVisible();
  });

  test('a result row info button opens the details modal, which closes on route change', async ({
    page,
    request,
  }) => {
    const { tracks } = (await (await request.get(`${apiUrl}/v1_rsm/tracks/search?per=1`)).json()) as {
      tracks: ApiTrack[];
    };
    await page.goto('/albums');
    const field = page.getByRole('banner').getByRole('combobox', { name: 'Search' });
    await field.fill(tracks[0]!.name);
    await field.press('Enter');
    await expect(page).toHaveURL(/\/search\?/);
    const main = page.getByRole('main');
    const info = main.getByRole('button', { name: /^Details of / }).first();
    const name = ((await info.getAttribute('aria-label')) ?? '').replace(/^Details of /, '');
    await info.click();
    const dialog = page.getByRole('dialog', { name: literal(name) });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Add to playlist' })).toBeVisible();
    // Back to /albums inside the app: a route change closes the modal.
    await page.goBack();
    await expect(page).toHaveURL(/\/albums$/);
    await expect(dialog).toBeHidden();
  });

  test('full-info values lead to filtered searches', async ({ page, request }) => {
    const { tracks } = (await (await request.get(`${apiUrl}/v1_rsm/tracks/search?per=1`)).json()) as {
      tracks: (ApiTrack & { genres: { name: string }[] })[];
    };
    const track = tracks[0]!;
    const genre = track.genres[0]!.name;
    await page.goto(`/tracks/${track.id}`);
    await page.getByRole('main').getByRole('link', { name: genre, exact: true }).click();
    await expect(page).toHaveURL(/\/search\?q%5Bgenres%5D%5B%5D=/);
    await expect(page.getByRole('main').getByRole('button', { name: `Remove ${genre}` })).toBeVisible();
  });
});
