import { expect, test, type Page } from '@playwright/test';

const apiUrl = process.env.E2E_API_URL ?? 'http://localhost:3000';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

/** Opens the search overlay from the top bar and answers its search field. */
async function openSearch(page: Page, names = { open: 'Open search', overlay: 'Search', field: 'Search' }) {
  await page.getByRole('banner').getByRole('button', { name: names.open }).click();
  const overlay = page.getByRole('dialog', { name: names.overlay, exact: true });
  await expect(overlay).toBeVisible();
  const field = overlay.getByRole('combobox', { name: names.field, exact: true });
  await expect(field).toBeVisible();
  return { overlay, field };
}

test.describe('search on a phone', () => {
  test('suggestions come in groups, and a chosen album or track opens its page with the overlay closed', async ({
    page,
    request,
  }) => {
    const { tracks } = (await (await request.get(`${apiUrl}/v1_rsm/tracks/search?per=1`)).json()) as {
      tracks: { id: number; name: string; album: { uuid: string; name: string } }[];
    };
    const track = tracks[0]!;
    await page.goto('/albums');
    let { overlay, field } = await openSearch(page);
    await field.fill(track.album.name);
    const panel = overlay.getByRole('listbox', { name: 'Search suggestions' });
    for (const group of ['Keywords', 'Composers', 'Albums', 'Tracks', 'Recent searches'])
      await expect(panel.getByRole('group', { name: group, exact: true })).toBeVisible();
    await panel
      .getByRole('group', { name: 'Albums', exact: true })
      .getByRole('option', { name: track.album.name, exact: true })
      .click();
    await expect(page).toHaveURL(`/albums/${track.album.uuid}`);
    await expect(overlay).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: track.album.name })).toBeVisible();

    ({ overlay, field } = await openSearch(page));
    await field.fill(track.name);
    await overlay
      .getByRole('group', { name: 'Tracks', exact: true })
      .getByRole('option', { name: track.name, exact: true })
      .first()
      .click();
    await expect(page).toHaveURL(/\/tracks\/\d+$/);
    await expect(overlay).toBeHidden();
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: track.name })).toBeVisible();
  });

  test('a text search lands on the search page with its filter chip', async ({ page, request }) => {
    const { tracks } = (await (await request.get(`${apiUrl}/v1_rsm/tracks/search?per=1`)).json()) as {
      tracks: { name: string }[];
    };
    const word = tracks[0]!.name.split(' ')[0]!;
    await page.goto('/albums');
    const { overlay, field } = await openSearch(page);
    await field.fill(word);
    const submit = overlay.getByRole('button', { name: 'Search', exact: true });
    await expect(submit).toBeEnabled();
    await submit.click();
    await expect(page).toHaveURL(/\/search\?/);
    expect(new URL(page.url()).searchParams.getAll('q[text][]')).toEqual([word]);
    await expect(overlay).toBeHidden();
    const main = page.getByRole('main');
    await expect(main.getByRole('button', { name: `Remove ${word}` })).toBeVisible();
    await expect(main.getByText(/^[\d,]+ tracks?$/)).toBeVisible();
  });

  test('speaks Portuguese, with the compact track count in the placeholder', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('rsm:locale', '"pt"'));
    await page.goto('/albums');
    await expect(page.getByRole('heading', { name: 'Álbuns', level: 1 })).toBeVisible();
    const { overlay, field } = await openSearch(page, {
      open: 'Abrir pesquisa',
      overlay: 'Pesquisar',
      field: 'Pesquisar',
    });
    // The compact form of the count in Portuguese: "1,2 mil", or the number itself under a thousand.
    await expect(field).toHaveAttribute('placeholder', /^Pesquisar [\d,]+( mil)? faixas$/);
    await field.fill('a');
    await expect(
      overlay
        .getByRole('listbox', { name: 'Sugestões de pesquisa' })
        .getByRole('group', { name: 'Pesquisas recentes' }),
    ).toBeVisible();
  });
});
