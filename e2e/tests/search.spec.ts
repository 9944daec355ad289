import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiAlbums, apiUrl, blockingViolations } from './support';

/** The names in one of the catalogue's lists of terms, in the API's order. */
async function termNames(
  request: APIRequestContext,
  list: 'genres' | 'instrumentations' | 'moods' | 'tempos',
) {
  const answer = (await (await request.get(`${apiUrl}/v1/${list}`)).json()) as Record<
    string,
    { name: string }[]
  >;
  return answer[list]!.map((term) => term.name);
}

test.describe('search', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('typing in the search bar suggests albums and opens the chosen one', async ({ page, request }) => {
    const album = (await apiAlbums(request, 1))[0]!;
    await page.goto('/about-us');
    const field = page.getByRole('banner').getByRole('combobox', { name: 'Search' });
    await expect(field).toHaveAttribute('placeholder', /^Search [\d,]+ tracks$/);
    await field.fill(album.name.slice(0, 5));
    await expect(field).toHaveAttribute('aria-expanded', 'true');
    const panel = page.getByRole('listbox', { name: 'Search suggestions' });
    for (const group of ['Keywords', 'Composers', 'Albums', 'Tracks', 'Recent searches'])
      await expect(panel.getByRole('group', { name: group, exact: true })).toBeVisible();
    // A title track can share the album's name: the album's own suggestion is in the Albums group.
    const link = panel
      .getByRole('group', { name: 'Albums', exact: true })
      .getByRole('option', { name: album.name, exact: true });
    await expect(link).toHaveAttribute('href', `/albums/${album.uuid}`);
    await link.click();
    await expect(page).toHaveURL(`/albums/${album.uuid}`);
    await expect(page.getByRole('heading', { level: 1, name: album.name })).toBeVisible();
    await expect(field).toHaveAttribute('aria-expanded', 'false');
  });

  test('a search from the bar is kept in the local history and Escape closes the panel', async ({
    page,
    request,
  }) => {
    const { tracks } = (await (await request.get(`${apiUrl}/v1_rsm/tracks/search?per=1`)).json()) as {
      tracks: { name: string }[];
    };
    const word = tracks[0]!.name.split(' ')[0]!;
    await page.goto('/albums');
    const field = page.getByRole('banner').getByRole('combobox', { name: 'Search' });
    await field.fill(word);
    await field.press('Enter');
    await expect(page).toHaveURL(`/search?${new URLSearchParams([['q[text][]', word]])}`);
    await expect(field).toHaveAttribute('aria-expanded', 'false');
    await field.fill('');
    await field.click();
    const panel = page.getByRole('listbox', { name: 'Search suggestions' });
    await expect(panel.getByRole('option', { name: word, exact: true })).toBeVisible();
    await field.press('Escape');
    await expect(panel).toBeHidden();
  });

  test('the suggestions are a listbox the arrow keys move through, Enter opens and Escape closes', async ({
    page,
    request,
  }) => {
    const album = (await apiAlbums(request, 1))[0]!;
    await page.goto('/about-us');
    const field = page.getByRole('banner').getByRole('combobox', { name: 'Search' });
    await field.fill(album.name);
    const panel = page.getByRole('listbox', { name: 'Search suggestions' });
    const albumOption = panel
      .getByRole('group', { name: 'Albums', exact: true })
      .getByRole('option', { name: album.name, exact: true });
    await expect(albumOption).toBeVisible();
    const options = await panel.getByRole('option').evaluateAll((nodes) => nodes.map((node) => node.id));
    const activeId = () => field.getAttribute('aria-activedescendant');

    // Down through every option of every group, in order, then round to the first; focus stays in the field.
    for (const id of options) {
      await field.press('ArrowDown');
      expect(await activeId()).toBe(id);
      await expect(page.locator(`[id="${id}"]`)).toHaveAttribute('aria-selected', 'true');
    }
    await field.press('ArrowDown');
    expect(await activeId()).toBe(options[0]);
    await field.press('ArrowUp');
    expect(await activeId()).toBe(options[options.length - 1]);
    await expect(field).toBeFocused();

    // Home and End edit the text: the caret moves, nothing is active.
    await field.press('Home');
    expect(await field.evaluate((input: HTMLInputElement) => input.selectionStart)).toBe(0);
    expect(await activeId()).toBeNull();
    await field.press('End');
    expect(await field.evaluate((input: HTMLInputElement) => input.selectionStart)).toBe(album.name.length);

    // Escape closes the panel; focus is still in the field.
    await field.press('ArrowDown');
    await field.press('Escape');
    await expect(panel).toBeHidden();
    await expect(field).toHaveAttribute('aria-expanded', 'false');
    await expect(field).toBeFocused();

    // Enter opens the active option: the album page.
    await field.press('ArrowDown');
    await expect(panel).toBeVisible();
    const albumId = await albumOption.getAttribute('id');
    while ((await activeId()) !== albumId) await field.press('ArrowDown');
    await field.press('Enter');
    await expect(page).toHaveURL(`/albums/${album.uuid}`);
    await expect(page.getByRole('heading', { level: 1, name: album.name })).toBeVisible();
    await expect(field).toHaveAttribute('aria-expanded', 'false');
  });

  test('the open suggestion panel, with an active option, has no serious or critical accessibility violations', async ({
    page,
  }) => {
    await page.goto('/about-us');
    const field = page.getByRole('banner').getByRole('combobox', { name: 'Search' });
    await field.fill('a');
    const panel = page.getByRole('listbox', { name: 'Search suggestions' });
    await expect(
      panel.getByRole('group', { name: 'Albums', exact: true }).getByRole('option').first(),
    ).toBeVisible();
    await field.press('ArrowDown');
    await expect(field).toHaveAttribute('aria-activedescendant', /.+/);
    expect(await blockingViolations(new AxeBuilder({ page }).include('header'))).toEqual([]);
  });

  test('advanced search builds a search URL shown as filter chips', async ({ page, request }) => {
    const genre = (await termNames(request, 'genres'))[0]!;
    await page.goto('/search');
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Advanced search' }).click();
    const dialog = page.getByRole('dialog', { name: 'Advanced search' });
    await expect(dialog).toBeVisible();
    const submit = dialog.getByRole('button', { name: 'Search', exact: true });
    await expect(submit).toBeDisabled();
    await dialog.getByRole('combobox', { name: 'Category of row 1' }).selectOption({ label: 'Genre' });
    await dialog.getByRole('combobox', { name: 'Genre' }).selectOption({ label: genre });
    await expect(dialog.getByRole('button', { name: `Remove ${genre}` })).toBeVisible();
    await dialog.getByRole('button', { name: 'Add row' }).click();
    await expect(dialog.getByRole('combobox', { name: 'Category of row 2' })).toBeVisible();
    await expect(
      dialog.getByRole('combobox', { name: 'Category of row 2' }).getByRole('option', { name: 'Genre' }),
    ).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Remove row 2' }).click();
    await expect(submit).toBeEnabled();
    await submit.click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(
      new RegExp(`q%5Bgenres%5D%5B%5D=${encodeURIComponent(genre).replace(/%20/g, '\\+')}`),
    );
    await expect(main.getByRole('button', { name: `Remove ${genre}` })).toBeVisible();

    // Reset on open: the form starts again with one empty row.
    await main.getByRole('button', { name: 'Advanced search' }).click();
    await expect(dialog.getByRole('button', { name: `Remove ${genre}` })).toHaveCount(0);
    await expect(dialog.getByRole('combobox', { name: /^Category of row/ })).toHaveCount(1);
  });

  test('sort and page size survive a reload', async ({ page }) => {
    await page.goto('/search');
    const main = page.getByRole('main');
    const sort = main.getByRole('combobox', { name: 'Sort by' });
    const perPage = main.getByRole('combobox', { name: 'Per page' });
    const pager = main.getByRole('navigation', { name: 'Pagination' });
    const countText = main.getByText(/^[\d,]+ tracks?$/);
    await expect(sort).toHaveValue('release_date desc');
    await expect(countText).toBeVisible();
    const total = Number(((await countText.textContent()) ?? '').replace(/\D/g, ''));
    const lastPage = (per: number) => String(Math.ceil(total / per));
    await expect(pager.getByRole('link', { name: /^Page \d+$/ }).last()).toHaveText(lastPage(50));

    await sort.selectOption({ label: 'Track title' });
    await expect(page).toHaveURL(/sort=track_name\+asc/);
    await expect(sort).toHaveValue('track_name asc');
    await perPage.selectOption('100');
    await expect(pager.getByRole('link', { name: /^Page \d+$/ }).last()).toHaveText(lastPage(100));
    await page.reload();
    await expect(sort).toHaveValue('track_name asc');
    await expect(perPage).toHaveValue('100');
    await expect(pager.getByRole('link', { name: /^Page \d+$/ }).last()).toHaveText(lastPage(100));
    await pager.getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(pager.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await page.evaluate(() => window.localStorage.removeItem('perPage'));
  });

  test('an instrument, a mood or a word inside an album name typed in the bar and Enter open their results', async ({
    page,
    request,
  }) => {
    const instrumentations = await termNames(request, 'instrumentations');
    const moods = await termNames(request, 'moods');
    const albums = await apiAlbums(request, 1);
    const words = [
      instrumentations[0]!.split(' ')[0]!.toLowerCase(),
      moods[0]!.toLowerCase(),
      albums[0]!.name.split(' ').at(-1)!.toLowerCase(),
    ];
    await page.goto('/about-us');
    const field = page.getByRole('banner').getByRole('combobox', { name: 'Search' });
    const main = page.getByRole('main');
    for (const word of words) {
      await field.fill(word);
      await field.press('Enter');
      await expect(page).toHaveURL(`/search?${new URLSearchParams([['q[text][]', word]])}`);
      await expect(main.getByRole('row').nth(1)).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(`^Search: ${word} ·`));
    }
  });

  test('choosing a suggested mood filters the search by it', async ({ page, request }) => {
    const mood = (await termNames(request, 'moods'))[0]!;
    await page.goto('/about-us');
    const field = page.getByRole('banner').getByRole('combobox', { name: 'Search' });
    await field.fill(mood.toLowerCase());
    const panel = page.getByRole('listbox', { name: 'Search suggestions' });
    await panel.getByRole('group', { name: 'Styles and moods' }).getByRole('option', { name: mood }).click();
    await expect(page).toHaveURL(`/search?${new URLSearchParams([['q[moods][]', mood]])}`);
    await expect(page.getByRole('main').getByRole('button', { name: `Remove ${mood}` })).toBeVisible();
  });

  test('a misspelt word shows the results of the right one and says so; nonsense says nothing matches', async ({
    page,
    request,
  }) => {
    const right = (await termNames(request, 'instrumentations'))
      .map((name) => name.toLowerCase())
      .find((name) => /^[a-z]{5,8}$/.test(name))!;
    const typo = `${right.slice(0, 3)}${right[3]}${right.slice(3)}`;
    await page.goto(`/search?${new URLSearchParams([['q[text][]', typo]])}`);
    const main = page.getByRole('main');
    await expect(main.getByText(`Showing results for ${right}`)).toBeVisible();
    await expect(main.getByRole('row').nth(1)).toBeVisible();
    await page.goto(`/search?${new URLSearchParams([['q[text][]', 'zzqqxx']])}`);
    await expect(main.getByText('No tracks match “zzqqxx”.')).toBeVisible();
    await expect(main.getByText('No items to show here yet.')).toHaveCount(0);
  });

  test('q[tempo][] filters by tempo like q[tempos][]', async ({ page, request }) => {
    const tempo = (await termNames(request, 'tempos'))[0]!;
    await page.goto(`/search?${new URLSearchParams([['q[tempo][]', tempo]])}`);
    await expect(page.getByRole('main').getByRole('button', { name: `Remove ${tempo}` })).toBeVisible();
  });
});
