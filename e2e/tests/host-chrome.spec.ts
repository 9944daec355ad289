import { expect, test, type Page } from '@playwright/test';
import { logIn } from './support';

const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

/** Opens the account menu; returns its entries' texts, in order. */
async function userMenuEntries(page: Page) {
  await page.getByRole('button', { name: /^Account menu for / }).click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  return (await menu.getByRole('menuitem').allInnerTexts()).map((entry) => entry.trim());
}

test.describe('host chrome on desktop', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test("a customer's user menu", async ({ page }) => {
    await logIn(page, 'customer@demo.test', '/dashboard/history');
    expect(await userMenuEntries(page)).toEqual([
      'Home',
      'My albums',
      'History',
      'My playlists',
      'Manage account',
      'Log out',
    ]);
    await expect(page.getByRole('menuitem', { name: 'History' })).toHaveAttribute('aria-current', 'page');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toBeHidden();
  });

  test("a composer's user menu", async ({ page }) => {
    await logIn(page, 'composer@demo.test');
    expect(await userMenuEntries(page)).toEqual([
      'My account',
      'My albums',
      'My playlists',
      'History',
      'Briefings',
      'My tracks',
      'My statements',
      'Contracts',
      'FAQ',
      'Log out',
    ]);
    await page.getByRole('menuitem', { name: 'My account' }).click();
    await expect(page).toHaveURL(/\/dashboard\/account$/);
    await expect(page.getByRole('heading', { name: 'My account', level: 1 })).toBeVisible();
  });

  test('the newsletter dialog checks the address and subscribes a new one', async ({ page }) => {
    await page.goto('/about-us');
    // The footer's contents arrive as the visitor scrolls towards it.
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await page.getByRole('button', { name: 'Subscribe to our newsletter' }).click();
    const dialog = page.getByRole('dialog', { name: 'Subscribe to our newsletter' });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Email').fill('not-an-email');
    await dialog.getByLabel('Email').blur();
    await expect(dialog.getByText("Email doesn't look right")).toBeVisible();
    await dialog.getByLabel('Email').fill(`newsletter-${unique()}@example.test`);
    await dialog.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByText('Email has been subscribed')).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  test('the FAQ page in English and in Portuguese', async ({ page }) => {
    await page.goto('/faq');
    await expect(page.getByRole('heading', { name: 'Frequently asked questions', level: 1 })).toBeVisible();
    const questions = page.getByRole('main').locator('button[aria-expanded]');
    await expect(questions.first()).toBeVisible();
    await questions.first().click();
    await expect(questions.first()).toHaveAttribute('aria-expanded', 'true');
    const portuguese = page.waitForRequest(
      (request) =>
        request.url().includes('/v2/global_faqs') && request.headers()['accept-language'] === 'PTRSM',
    );
    await page.getByRole('button', { name: 'Português' }).click();
    await expect(page.getByRole('heading', { name: 'Perguntas frequentes', level: 1 })).toBeVisible();
    await portuguese;
    await expect(questions.first()).toBeVisible();
  });

  test('registering leads to the check-your-email page', async ({ page }) => {
    const email = `register-${unique()}@example.test`;
    await page.goto('/register');
    await page.getByLabel('First name').fill('Rita');
    await page.getByLabel('Last name').fill('Sousa');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('a-long-password');
    await page.getByLabel('Confirm password').fill('a-long-password');
    await page.getByRole('main').getByRole('button', { name: 'Register' }).click();
    await expect(page).toHaveURL(/\/register\/verify\?email=/);
    await expect(page.getByRole('heading', { name: 'Check your email', level: 1 })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
  });

  test('scroll to top appears once the page has scrolled', async ({ page }) => {
    await page.goto('/terms-and-conditions');
    // The page's text is there to scroll through before the wheel turns.
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Scroll to top' })).toBeHidden();
    await page.setViewportSize({ width: 1366, height: 300 });
    await page.mouse.wheel(0, 600);
    const button = page.getByRole('button', { name: 'Scroll to top' });
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('host chrome on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the mobile menu opens and closes when a link is followed', async ({ page }) => {
    await page.goto('/about-us');
    const trigger = page.getByRole('button', { name: 'Menu' });
    await trigger.click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Log in' })).toBeVisible();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
    await menu.getByRole('link', { name: 'Rates & Licensing' }).click();
    await expect(page).toHaveURL(/\/rates-licensing$/);
    await expect(menu).toBeHidden();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await trigger.click();
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  });
});
