import { expect, test, type Page } from '@playwright/test';
import { apiSignIn, apiUrl, setSession } from './support';

/**
 * The first view of the pages people land on builds no Intl number, date or collation formatter: the first of each
 * a page builds loads the browser's locale data, one long task of 40–70 ms here (four times that on a phone), so the
 * counts are written by formatCount and the plural forms chosen by Intl.PluralRules, which costs a millisecond.
 */
const HEAVY = ['NumberFormat', 'DateTimeFormat', 'Collator'] as const;

async function recordFormatters(page: Page) {
  await page.addInitScript((names: readonly string[]) => {
    const built: string[] = [];
    (window as unknown as { builtFormatters: string[] }).builtFormatters = built;
    const intl = Intl as unknown as Record<string, new (...args: unknown[]) => object>;
    for (const name of names) {
      const Original = intl[name]!;
      intl[name] = new Proxy(Original, {
        construct(target, args) {
          built.push(`${name}(${JSON.stringify(args)})`);
          return Reflect.construct(target, args) as object;
        },
        apply(target, self, args) {
          built.push(`${name}(${JSON.stringify(args)})`);
          return Reflect.apply(target, self, args) as object;
        },
      });
    }
    // The same locale data, reached through the built-ins' own locale methods.
    const methods: [object, string][] = [
      [Number.prototype, 'toLocaleString'],
      [Date.prototype, 'toLocaleString'],
      [Date.prototype, 'toLocaleDateString'],
      [Date.prototype, 'toLocaleTimeString'],
      [String.prototype, 'localeCompare'],
    ];
    for (const [proto, method] of methods) {
      const original = (proto as Record<string, (...args: unknown[]) => unknown>)[method]!;
      Object.defineProperty(proto, method, {
        configurable: true,
        writable: true,
        value(this: unknown, ...args: unknown[]) {
          built.push(`${method}(${JSON.stringify(args)})`);
          return original.apply(this, args);
        },
      });
    }
  }, HEAVY);
  return () => page.evaluate(() => (window as unknown as { builtFormatters: string[] }).builtFormatters);
}

test('the recorder sees a formatter a page builds', async ({ page }) => {
  const built = await recordFormatters(page);
  await page.goto('/albums');
  await page.evaluate(() => [
    new Intl.NumberFormat('en').format(1),
    (2).toLocaleString(),
    'a'.localeCompare('b'),
  ]);
  expect(await built()).toEqual(['NumberFormat(["en"])', 'toLocaleString([])', 'localeCompare(["b"])']);
});

const PAGES = [
  { locale: 'en-GB', path: '/', shows: /^\d[\d,]* tracks?$/, heading: 'Last releases' },
  { locale: 'pt-BR', path: '/', shows: /^\d[\d.]* faixas?$/, heading: 'Últimos lançamentos' },
  { locale: 'en-GB', path: '/albums', shows: null, heading: 'Albums' },
  { locale: 'en-GB', path: '/search?q[text][]=piano', shows: /^\d[\d,]* tracks?$/, heading: null },
  { locale: 'pt-BR', path: '/search?q[text][]=piano', shows: /^\d[\d.]* faixas?$/, heading: null },
];

for (const { locale, path, shows, heading } of PAGES) {
  test.describe(`${path} in ${locale}`, () => {
    test.use({ locale });

    test('shows its counts without building a number, date or collation formatter', async ({ page }) => {
      const built = await recordFormatters(page);
      await page.goto(path);
      const main = page.getByRole('main');
      if (heading) await expect(main.getByRole('heading', { name: heading }).first()).toBeVisible();
      if (shows) await expect(main.getByText(shows).first()).toBeVisible();
      else await expect(main.getByRole('article').first()).toBeVisible();
      // The search bar's "Search 1,234 tracks" is a count too.
      await expect(page.getByRole('search').getByRole('combobox').first()).toHaveAttribute(
        'placeholder',
        /\d/,
      );
      expect(await built()).toEqual([]);
    });
  });
}

test('a track page shows its facts without building a number, date or collation formatter', async ({
  page,
}) => {
  const built = await recordFormatters(page);
  await page.goto('/search?q[text][]=piano');
  const href = await page.getByRole('main').locator('a[href^="/tracks/"]').first().getAttribute('href');
  await page.goto(href!);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(
    page
      .getByRole('main')
      .getByText(/\bBPM\b/)
      .first(),
  ).toBeVisible();
  expect(await built()).toEqual([]);
});

for (const [locale, released] of [
  ['en-GB', /^Released [A-Z][a-z]+ \d{1,2}, \d{4}$/],
  ['pt-BR', /^Lançado em \d{1,2} de [a-zç]+ de \d{4}$/],
] as const) {
  test.describe(`an album page in ${locale}`, () => {
    test.use({ locale });

    test('shows its release date without building a number, date or collation formatter', async ({
      page,
    }) => {
      await page.goto('/albums');
      const href = await page.getByRole('main').locator('a[href^="/albums/"]').first().getAttribute('href');
      const built = await recordFormatters(page);
      await page.goto(href!);
      await expect(page.getByRole('main').getByText(released)).toBeVisible();
      expect(await built()).toEqual([]);
    });
  });
}

test("a customer's playlist shows its length and track count without building a formatter", async ({
  page,
  request,
}) => {
  const headers = await apiSignIn(request);
  const list = await request.get(`${apiUrl}/v1_rsm/projects`, { headers, params: { per: 100 } });
  const { projects } = (await list.json()) as { projects: { uuid: string; name: string }[] };
  const seeded = projects.find((project) => project.name === 'Travel documentary')!;
  await setSession(page, headers);
  const built = await recordFormatters(page);
  await page.goto(`/dashboard/playlists/${seeded.uuid}`);
  const main = page.getByRole('main');
  await expect(main.getByText(/^\d+ tracks?$/).first()).toBeVisible();
  await expect(
    main
      .locator('time')
      .filter({ hasText: /\d+ (hr|min|sec)/ })
      .first(),
  ).toBeVisible();
  expect(await built()).toEqual([]);
});
