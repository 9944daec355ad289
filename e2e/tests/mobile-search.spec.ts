import { devices, expect, test, type Page } from '@playwright/test';

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
    // The whole placeholder shows: the buttons beside the field leave it room (Advanced search goes below).
    const room = await field.evaluate((input: HTMLInputElement) => {
      const style = getComputedStyle(input);
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = style.font;
      const text = context.measureText(input.placeholder).width;
      const inside = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return { text, inside };
    });
    expect(room.text).toBeLessThanOrEqual(room.inside);
    await field.fill('a');
    await expect(
      overlay
        .getByRole('listbox', { name: 'Sugestões de pesquisa' })
        .getByRole('group', { name: 'Pesquisas recentes' }),
    ).toBeVisible();
  });
});

test.describe('the advanced search on phones and a desktop', () => {
  const screens = [
    ['Galaxy S8', devices['Galaxy S8']!.viewport],
    ['iPhone 12', devices['iPhone 12']!.viewport],
    ['Pixel 7', devices['Pixel 7']!.viewport],
    ['desktop', { width: 1280, height: 800 }],
  ] as const;
  for (const [name, viewport] of screens)
    test(`keeps every field inside the dialog on a ${name} (${viewport.width} px)`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto(`/search?${new URLSearchParams([['q[text][]', 'piano']])}`);
      await page.getByRole('main').getByRole('button', { name: 'Advanced search' }).click();
      const dialog = page.getByRole('dialog', { name: 'Advanced search' });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: 'Add row' }).click();
      await dialog
        .getByRole('combobox', { name: 'Category of row 2' })
        .selectOption({ label: 'Track title' });
      await dialog
        .getByRole('textbox', { name: 'Track title' })
        .fill('a long track title that keeps on going');
      const box = (await dialog.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
      for (const field of await dialog.locator('input, select').all()) {
        const edge = (await field.boundingBox())!;
        expect(edge.x).toBeGreaterThanOrEqual(box.x);
        expect(edge.x + edge.width).toBeLessThanOrEqual(box.x + box.width);
      }
    });
});
