import { devices, expect, test } from '@playwright/test';

// The picture shown where a cover or banner cannot be: the logo mark, inline (shared/src/ui/logo.ts).
const LOGO_PICTURE = /^data:image\/svg\+xml,/;

// A phone as Playwright describes it (a mobile layout viewport, a dense screen): sizes and srcset matter most there.
const { defaultBrowserType: _browser, ...pixel7 } = devices['Pixel 7'];
test.use(pixel7);

test.describe('pictures', () => {
  test('the home page preloads its hero picture and draws covers and banners as AVIF at the size shown @smoke', async ({
    page,
  }) => {
    const pictures: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'image') pictures.push(response.url());
    });
    // A page's server waits a moment for a picture it has never asked the API for, then goes without: once asked, it
    // is in every page.
    const preload = page.locator('head link[rel="preload"][as="image"]');
    await expect(async () => {
      await page.goto('/');
      await expect(preload).toHaveAttribute(
        'imagesrcset',
        /\/images\/banners\/\d+\/[0-9a-f]{12}\/960\.avif 960w/,
        { timeout: 1000 },
      );
    }).toPass();
    const hero = page.getByRole('main').locator('section').first().locator('img').first();
    await expect(hero).toHaveJSProperty('complete', true);
    expect(await hero.evaluate((image: HTMLImageElement) => image.currentSrc)).toMatch(/\.avif$/);

    await page.goto('/albums');
    const cover = page.getByRole('main').getByRole('article').first().locator('img');
    await expect(cover).toHaveJSProperty('complete', true);
    const { src, drawn } = await cover.evaluate((image: HTMLImageElement) => ({
      src: image.currentSrc,
      drawn: image.getBoundingClientRect().width * window.devicePixelRatio,
    }));
    // The smallest variant that fills the cover on this screen, not the full-size original.
    const width = Number(/\/(\d+)\.avif$/.exec(src)?.[1]);
    expect(width).toBeGreaterThanOrEqual(drawn);
    expect(width).toBeLessThan(drawn * 2);
    expect(pictures.filter((url) => url.endsWith('.svg') && url.includes('/media/albums/'))).toEqual([]);
  });

  test('the pages that lead with a picture carry it in the page as sent, before any script has run @smoke', async ({
    request,
  }) => {
    const page = async (path: string) => (await request.get(path)).text();
    for (const path of ['/', '/albums', '/tracks/1']) {
      // The first request of an address may go without, while its picture is asked for (see above).
      await expect(async () => expect(await page(path)).toContain('data-first-paint')).toPass();
      const html = await page(path);
      expect(html, path).toMatch(
        /<link rel="preload" as="image" type="image\/avif" fetchpriority="high" imagesrcset="[^"]+\.avif 160w/,
      );
      expect(html, path).toContain('data-first-paint aria-hidden="true"><picture>');
      expect(html, path).toContain('data-boot-script');
      expect(html, path).not.toContain('<!--#');
    }
    expect(await page('/search?q%5Btext%5D%5B%5D=piano')).toContain('<h1>piano</h1>');
    const playlists = await page('/playlists');
    expect(playlists).not.toContain('data-first-paint');
    expect(playlists).toMatch(/<script defer(="defer")? src="[^"]*main\.js"><\/script>/);
  });

  test('a cover that fails to load shows the logo picture', async ({ page }) => {
    await page.route('**/images/albums/**', (route) => route.fulfill({ status: 404, body: '' }));
    await page.route('**/media/albums/**', (route) => route.fulfill({ status: 404, body: '' }));
    await page.goto('/albums');
    const cover = page.getByRole('main').getByRole('article').first().locator('img');
    await expect(cover).toHaveAttribute('src', LOGO_PICTURE);
    await expect(cover).toHaveJSProperty('complete', true);
    expect(await cover.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  });
});
