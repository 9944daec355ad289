import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'listen-to-the-music';

export async function logIn(page: Page, email: string, returnTo = '/') {
  await page.goto(`/login?redirect=${encodeURIComponent(returnTo)}`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
}

/** The first album card's play button on the home page, once the catalogue remote has rendered. */
export async function openFirstAlbum(page: Page) {
  await page.goto('/albums');
  const firstAlbum = page.getByRole('article').first().getByRole('link').first();
  await expect(firstAlbum).toBeVisible();
  await firstAlbum.click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}
