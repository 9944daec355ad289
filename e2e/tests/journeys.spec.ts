import { expect, test, type Locator, type Page } from '@playwright/test';
import { logIn } from './support';

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not laid out');
  return found;
}

test.describe('journeys end to end', () => {
  test('the footer has its links before the page is scrolled', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact-us');
    await expect(footer.getByRole('button', { name: 'Subscribe to our newsletter' })).toBeAttached();
    await expect(footer.getByRole('img', { name: 'PRS for Music member' })).toBeAttached();
    expect(await scrollY(page)).toBe(0);
  });

  test('a new page opens at its top, and Back returns to where the list was left', async ({ page }) => {
    await page.goto('/albums');
    const albums = page.getByRole('main').getByRole('article');
    // Half-way down the page's 48 albums: well below the first screen at any width.
    await expect(albums.nth(24)).toBeVisible();
    const deep = albums.nth(24).getByRole('link').first();
    await deep.scrollIntoViewIfNeeded();
    const left = await scrollY(page);
    expect(left).toBeGreaterThan(300);
    await deep.click();
    await expect(page).toHaveURL(/\/albums\/[^/]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => scrollY(page)).toBe(0);
    await page.goBack();
    await expect(page).toHaveURL(/\/albums$/);
    await expect.poll(async () => Math.abs((await scrollY(page)) - left)).toBeLessThanOrEqual(2);
  });

  test('a visitor sent to log in sees the form at the top of the page', async ({ page }) => {
    await page.goto('/albums');
    await page.getByRole('main').getByRole('article').first().getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const download = page.getByRole('link', { name: /\(log in to download\)$/ }).last();
    await expect(download).toBeVisible();
    // Far down the page (the album's track list may fit the first screen; the footer does not).
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => scrollY(page)).toBeGreaterThan(0);
    await download.click();
    await expect(page).toHaveURL(/\/login\?redirect=/);
    await expect.poll(() => scrollY(page)).toBe(0);
    await expect(page.getByLabel('Email')).toBeInViewport();
  });

  test('the first result’s download menu opens inside the viewport, above the playing player', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await logIn(page, 'customer@demo.test');
    await page.goto('/search?q[text][]=piano');
    const rows = page.getByRole('main').getByRole('row');
    const play = rows.getByRole('button', { name: /^Play / }).first();
    await play.click();
    const dock = page.locator('[data-bottom-dock]');
    await expect(dock).toBeVisible();
    // The first result's row brought down to just above the player, where a menu opening downwards would be hidden.
    const download = rows.getByRole('button', { name: /^Download / }).first();
    const dockTop = (await box(dock)).y;
    await download.evaluate((button, top) => {
      const rect = button.getBoundingClientRect();
      window.scrollBy(0, rect.bottom - (top - 8));
    }, dockTop);
    await download.click();
    const menu = page.getByRole('menu', { name: 'Download options' });
    await expect(menu.getByRole('menuitem').first()).toBeFocused();
    const placed = await box(menu);
    const viewport = page.viewportSize()!;
    expect(placed.x).toBeGreaterThanOrEqual(0);
    expect(placed.x + placed.width).toBeLessThanOrEqual(viewport.width);
    expect(placed.y).toBeGreaterThanOrEqual(0);
    expect(placed.y + placed.height).toBeLessThanOrEqual((await box(dock)).y);
    // Nothing else is drawn over the menu: its centre is its own.
    const onTop = await menu.evaluate((element) => {
      const rect = element.getBoundingClientRect();
      const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
      return element.contains(hit);
    });
    expect(onTop).toBe(true);
  });

  test('Tab stays inside the Advanced search dialog', async ({ page }) => {
    await page.goto('/search?q[text][]=piano');
    await page.getByRole('button', { name: 'Advanced search' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Advanced search' });
    await expect(dialog.getByRole('textbox', { name: 'Text' })).toBeVisible();
    const focusInside = () => dialog.evaluate((element) => element.contains(document.activeElement));
    for (const key of ['Tab', 'Shift+Tab']) {
      for (let press = 0; press < 20; press += 1) {
        await page.keyboard.press(key);
        expect(await focusInside()).toBe(true);
      }
    }
  });
});
