import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { showFooter } from './layout-checks';
import { blockingViolations } from './support';

for (const path of ['/', '/albums', '/login', '/no-such-page']) {
  test(`${path} has no serious or critical accessibility violations`, async ({ page }) => {
    test.slow(); // axe over a full page takes a while on a busy two-core machine
    await page.goto(path);
    await expect(page.getByRole('main')).toBeVisible();
    await showFooter(page);
    await page.waitForLoadState('networkidle');
    expect(await blockingViolations(new AxeBuilder({ page }))).toEqual([]);
  });
}
