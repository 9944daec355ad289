import { expect, test } from '@playwright/test';

test('switching to Portuguese changes the interface and the language sent to the API @smoke', async ({
  page,
}) => {
  await page.goto('/albums');
  await expect(page.getByRole('heading', { name: 'Albums', level: 1 })).toBeVisible();
  const apiRequest = page.waitForRequest(
    (request) => request.url().includes('/v1_rsm/albums') && request.headers()['accept-language'] === 'PTRSM',
  );
  await page.getByRole('button', { name: 'Português' }).click();
  await expect(page.getByRole('heading', { name: 'Álbuns', level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
  await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Início' }).click();
  await expect(page.getByRole('heading', { name: 'Últimos lançamentos' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Últimos lançamentos' })).toBeVisible();
  // After the reload the albums are fetched afresh, in the language chosen before it.
  await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Álbuns' }).click();
  await expect(page.getByRole('heading', { name: 'Álbuns', level: 1 })).toBeVisible();
  await apiRequest;
});
