import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { showFooter } from './layout-checks';
import { blockingViolations } from './support';

// Every route of the product is checked by the layout suite (layout.spec.ts), in both languages; this is the page
// for an address that is none of them.
for (const path of ['/no-such-page']) {
  test(`${path} has no serious or critical accessibility violations`, async ({ page }) => {
    test.slow(); // axe over a full page takes a while on a busy two-core machine
    await page.goto(path);
    await expect(page.getByRole('main')).toBeVisible();
    await showFooter(page);
    await page.waitForLoadState('networkidle');
    expect(await blockingViolations(new AxeBuilder({ page }))).toEqual([]);
  });
}
