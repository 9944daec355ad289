import { devices, expect, test, type Page } from '@playwright/test';
import { audioTime } from './support';

const audioDuration = (page: Page) =>
  page.locator('audio').evaluate((audio: HTMLAudioElement) => audio.duration || 0);

/** The results of a search customers type, in the table view. */
async function searchPiano(page: Page) {
  await page.goto('/search?q[text][]=piano&view=tabelar');
  // The first search of a fresh stack on a busy two-core machine can take seconds.
  await expect(page.getByRole('table', { name: 'Search results' }).getByRole('row').nth(1)).toBeVisible({
    timeout: 30_000,
  });
}

test.describe('waveforms in the track rows', () => {
  test('each result row draws its waveform, and a click on it plays that track from there', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await searchPiano(page);
    const row = page.getByRole('table', { name: 'Search results' }).getByRole('row').nth(2);
    const wave = row.locator('.rsm-tt-wave');
    await expect(wave.locator('svg path').first()).toBeVisible({ timeout: 20_000 });
    const box = (await wave.boundingBox())!;
    expect(box.width).toBeGreaterThan(80);

    await wave.click({ position: { x: box.width * 0.6, y: box.height / 2 } });
    const title = (await row.getByRole('button', { name: /^Pause / }).getAttribute('aria-label'))!.replace(
      /^Pause /,
      '',
    );
    await expect(
      page.getByRole('region', { name: 'Player' }).getByRole('link', { name: title, exact: true }),
    ).toBeVisible();
    await expect.poll(() => audioDuration(page), { timeout: 10_000 }).toBeGreaterThan(0);
    const duration = await audioDuration(page);
    await expect.poll(() => audioTime(page), { timeout: 10_000 }).toBeGreaterThan(duration * 0.55);
    expect(await audioTime(page)).toBeLessThan(duration * 0.7);
  });
});

test.describe('waveforms in the track rows on a phone (Pixel 7)', () => {
  const { defaultBrowserType: _browser, ...pixel7 } = devices['Pixel 7'];
  test.use(pixel7);

  test('a phone row keeps to what fits its width: no waveform there', async ({ page }) => {
    await searchPiano(page);
    await expect(page.locator('.rsm-tt-wave').first()).toBeHidden();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(412);
  });
});
