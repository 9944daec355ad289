import { expect, test } from '@playwright/test';

const degraded = process.env.DEGRADED_URL;

test.describe('one remote down', () => {
  test.skip(!degraded, 'needs DEGRADED_URL: a host whose player remote is not running');

  test('the host and the other remotes keep working and the fallback text shows', async ({ page }) => {
    await page.goto(`${degraded}/`);
    await expect(page.getByRole('heading', { name: 'Last releases' })).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Albums' }).click();
    await expect(page.getByRole('heading', { name: 'Albums', level: 1 })).toBeVisible();
    // The player loads with the first track played: its slot says it is unavailable, the page goes on working.
    await page.getByRole('article').first().getByRole('link').first().click();
    await page
      .getByRole('row')
      .nth(1)
      .getByRole('button', { name: /^Play / })
      .click();
    await expect(page.getByText('This part of the site is temporarily unavailable.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Português' }).click();
    await expect(page.getByText('Esta parte do site está temporariamente indisponível.')).toBeVisible();
  });
});
