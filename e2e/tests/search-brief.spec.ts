import { devices, expect, test, type Page, type Response } from '@playwright/test';

/** A track of a search answer, as far as these tests read it. */
interface AnswerTrack {
  name: string;
  lyricists: unknown[];
  genres: { name: string }[];
}

/** The next search answer whose request has this value among the `q[field][]` values. */
const searchAnswer = (page: Page, field: string, value: string) =>
  page.waitForResponse((response: Response) => {
    const url = new URL(response.url());
    return (
      url.pathname.endsWith('/v1_rsm/tracks/search') &&
      url.searchParams.getAll(`q[${field}][]`).includes(value)
    );
  });

test.describe('a search that reads a brief', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('"upbeat corporate, no vocals" finds instrumental tracks, says how it was read, and the panel narrows them', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const brief = 'upbeat corporate, no vocals';
    await page.goto('/about-us');
    const field = page.getByRole('banner').getByRole('combobox', { name: 'Search' });
    await field.fill(brief);
    const first = searchAnswer(page, 'text', brief);
    await field.press('Enter');
    await expect(page).toHaveURL(`/search?${new URLSearchParams([['q[text][]', brief]])}`);
    const answer = (await (await first).json()) as { tracks: AnswerTrack[]; meta: { total_count: number } };
    expect(answer.meta.total_count).toBeGreaterThan(0);
    // "no vocals" leaves out the tracks with lyricists rather than matching the word.
    for (const track of answer.tracks) expect(track.lyricists, track.name).toEqual([]);

    const main = page.getByRole('main');
    const reading = main.getByTestId('search-interpretation');
    await expect(reading).toContainText('Showing results for');
    await expect(reading).toContainText('“upbeat”');
    await expect(reading).toContainText('“no vocals”');
    await expect(
      main.getByRole('table', { name: 'Search results' }).locator('tbody tr').first(),
    ).toBeVisible();

    const panel = main.getByRole('complementary', { name: 'Filters' });
    await panel
      .getByRole('group', { name: 'Vocals' })
      .getByRole('checkbox', { name: /^Instrumental, / })
      .check();
    await expect(page).toHaveURL(/q%5Bvocals%5D%5B%5D=instrumental/);
    const chips = main.getByRole('list', { name: 'Active filters' });
    await expect(chips.getByRole('button', { name: 'Remove Instrumental' })).toHaveText('Instrumental ×');

    // The panel's first genre, as its checkbox names it ("Corporate, 12 tracks").
    const genreBox = panel.getByRole('group', { name: 'Genre' }).getByRole('checkbox').first();
    const label = (await genreBox.getAttribute('aria-label')) ?? '';
    const [, genre = '', count = '0'] = /^(.+), ([\d,.]+) tracks?$/.exec(label) ?? [];
    expect(genre, label).not.toBe('');
    const byGenre = searchAnswer(page, 'genres', genre);
    await genreBox.check();
    const narrowed = (await (await byGenre).json()) as {
      tracks: AnswerTrack[];
      meta: { total_count: number };
    };
    // The count the panel showed is the count the search finds.
    expect(narrowed.meta.total_count).toBe(Number(count.replace(/\D/g, '')));
    for (const track of narrowed.tracks) {
      expect(
        track.genres.map((item) => item.name),
        track.name,
      ).toContain(genre);
      expect(track.lyricists, track.name).toEqual([]);
    }
    await expect(chips.getByRole('button', { name: `Remove ${genre}` })).toBeVisible();

    await chips.getByRole('button', { name: 'Remove Instrumental' }).click();
    await expect(page).not.toHaveURL(/q%5Bvocals%5D/);
    await expect(panel.getByRole('checkbox', { name: /^Instrumental, / })).not.toBeChecked();
    await main.getByRole('button', { name: 'Clear all' }).click();
    await expect(page).toHaveURL(`/search?${new URLSearchParams([['q[text][]', brief]])}`);
  });

  test('words that match nothing say so and offer the nearest catalogue terms', async ({ page }) => {
    await page.goto(`/search?${new URLSearchParams([['q[text][]', 'zzqqxx']])}`);
    const main = page.getByRole('main');
    await expect(main.getByText('No tracks match “zzqqxx”.')).toBeVisible();
    const nearest = main.getByRole('list', { name: 'Nearest terms' });
    if (await nearest.count()) {
      const link = nearest.getByRole('link').first();
      await link.click();
      await expect(page).toHaveURL(/\/search\?q%5B/);
      await expect(
        main.getByRole('table', { name: 'Search results' }).locator('tbody tr').first(),
      ).toBeVisible();
    }
  });
});

test.describe('the filters on a phone', () => {
  const { defaultBrowserType: _, ...pixel } = devices['Pixel 7'];
  test.use(pixel);

  test('the rows come first; a Filters button opens the panel as a sheet and counts what is chosen', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.goto(`/search?${new URLSearchParams([['q[text][]', 'piano']])}`);
    const main = page.getByRole('main');
    await expect(main.locator('[data-track-id]').first()).toBeVisible();
    await expect(main.getByRole('complementary', { name: 'Filters' })).toHaveCount(0);
    await main.getByRole('button', { name: 'Filters', exact: true }).click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    const genreBox = sheet.getByRole('group', { name: 'Genre' }).getByRole('checkbox').first();
    const genre = ((await genreBox.getAttribute('aria-label')) ?? '').replace(/, [\d,.]+ tracks?$/, '');
    await genreBox.check();
    await expect(page).toHaveURL(/q%5Bgenres%5D%5B%5D=/);
    await sheet.getByRole('button', { name: /^Show \d+ tracks?$/ }).click();
    await expect(sheet).toBeHidden();
    await expect(main.getByRole('button', { name: 'Filters, 1 chosen' })).toBeVisible();
    await expect(main.getByRole('button', { name: `Remove ${genre}` })).toBeVisible();
  });
});
