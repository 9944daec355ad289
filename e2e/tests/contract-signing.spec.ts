import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { devices, expect, test, type Page } from '@playwright/test';
import { blockingViolations, signInComposer } from './support';

async function openDigitalContracts(page: Page) {
  await signInComposer(page, '/dashboard/contracts/digital-contracts');
  await expect(page.getByRole('heading', { level: 1, name: 'Contracts' })).toBeVisible();
}

/** Read and sign on the first contract awaiting signature: asks the API for a link and lands on the signing page. */
async function openSigningPage(page: Page) {
  const signButton = page.getByRole('button', { name: /^Read and sign / }).first();
  const title = ((await signButton.getAttribute('aria-label')) ?? '').replace(/^Read and sign /, '');
  const link = page.waitForResponse((response) => response.url().includes('/embedded_sign_url?client_id='));
  await signButton.click();
  expect((await link).status()).toBe(200);
  await expect(page).toHaveURL(/\/dashboard\/contracts\/digital-contracts\/\d+\/sign\?token=[\w-]{43}$/);
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  return title;
}

test.describe('signing a contract in the composer area', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a composer signs through the one-time link and downloads the sealed PDF', async ({ page }) => {
    test.setTimeout(90_000);
    await openDigitalContracts(page);
    await openSigningPage(page);
    const signingUrl = page.url();
    await expect(page.getByRole('region', { name: 'Contract text' })).toContainText('exclusive right');

    await page.getByRole('button', { name: 'Sign contract' }).click();
    await expect(page.getByText('Type your full name (first and last name) to sign.')).toBeVisible();
    await expect(page.getByText('Confirm that you have read and agree to the contract.')).toBeVisible();
    await page.getByLabel('Your full name').fill('Demo Composer');
    await page.getByLabel('I have read this contract and agree to its terms.').check();
    const signing = page.waitForResponse((response) => response.url().endsWith('/sign'));
    await page.getByRole('button', { name: 'Sign contract' }).click();
    expect((await signing).status()).toBe(200);
    await expect(page.getByRole('status').filter({ hasText: 'The contract has been signed.' })).toBeVisible();

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download the signed PDF' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\(signed\)\.pdf$/);
    const pdf = (await readFile((await file.path())!)).toString('latin1');
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pdf).toMatch(/\/ByteRange \[0 \d+ \d+ \d+ *\]/);
    expect(pdf).toContain('/SubFilter /ETSI.CAdES.detached');

    // The link is spent: opening it again shows the signed contract, not the form.
    await page.goto(signingUrl);
    await expect(page.getByText('This contract is already signed.')).toBeVisible();
    await expect(page.getByLabel('Your full name')).toHaveCount(0);
  });

  test('a link with a token that was never issued is refused with a way to a new one', async ({ page }) => {
    await openDigitalContracts(page);
    await openSigningPage(page);
    await page.goto(page.url().replace(/token=[\w-]+/, 'token=never-issued'));
    await page.getByLabel('Your full name').fill('Demo Composer');
    await page.getByLabel('I have read this contract and agree to its terms.').check();
    await page.getByRole('button', { name: 'Sign contract' }).click();
    await expect(page.getByRole('alert')).toContainText('This signing link is not valid.');
    await page.getByRole('button', { name: 'Get a new signing link' }).click();
    await expect(page.getByLabel('Your full name')).toBeVisible();
    await expect(page).not.toHaveURL(/never-issued/);
  });
});

test.describe('the signing page on a phone (Pixel 7)', () => {
  const { defaultBrowserType: _browser, ...pixel7 } = devices['Pixel 7'];
  test.use(pixel7);

  test('fits the screen and keeps the form reachable', async ({ page }) => {
    await signInComposer(page, '/dashboard/contracts/digital-contracts');
    await openSigningPage(page);
    const sign = page.getByRole('button', { name: 'Sign contract' });
    await sign.scrollIntoViewIfNeeded();
    await expect(sign).toBeInViewport();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    // With the field errors shown too: they are part of the page a keyboard or screen-reader user meets.
    await sign.click();
    await expect(page.getByText('Type your full name (first and last name) to sign.')).toBeVisible();
    expect(await blockingViolations(new AxeBuilder({ page }))).toEqual([]);
  });
});
