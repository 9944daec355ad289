import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';

const apiUrl = process.env.E2E_API_URL ?? 'http://localhost:3000';
// The test starts a real OpenID provider (oidc-provider) of its own on this port, where the test command configures
// the stack's API to find it; a stack configured otherwise (the compose stack) has no provider to sign in with.
const providerPort = Number(process.env.E2E_OIDC_PORT);
const providerScript = fileURLToPath(new URL('../../api/test/oidc-provider/server.mjs', import.meta.url));

let provider: ChildProcess | undefined;

test.beforeAll(async () => {
  if (!providerPort) return;
  const callbacks = [apiUrl, `http://localhost:${process.env.E2E_API_PORT ?? 3010}`].map(
    (base) => `${base}/v1/oauth/authorizations/oidc/callback`,
  );
  const args = ['--port', String(providerPort), ...callbacks.flatMap((uri) => ['--redirect-uri', uri])];
  provider = spawn(process.execPath, [providerScript, ...args], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((resolve, reject) => {
    provider!.once('exit', (code) => reject(new Error(`identity provider exited with ${code}`)));
    (provider!.stdout as NodeJS.ReadableStream).on('data', (chunk: unknown) => {
      if (String(chunk).includes('listening')) resolve();
    });
  });
});

test.afterAll(() => {
  provider?.kill('SIGTERM');
});

test.describe('social sign-in', () => {
  test('a new visitor signs in through the identity provider and lands where they were going', async ({
    page,
  }) => {
    test.skip(!providerPort, 'the API under test is not configured with the test identity provider');
    const email = `social.visitor.${Date.now()}@new.test`;
    await page.goto('/login?redirect=/playlists');
    await page.getByRole('link', { name: 'Continue with Test ID' }).click();
    await expect(page.getByRole('heading', { name: 'Test identity provider' })).toBeVisible();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/playlists$/);
    await expect(page.getByRole('button', { name: 'Account' })).toBeVisible();
    const session = await page.evaluate(() => JSON.parse(localStorage.getItem('rsm:auth') ?? 'null'));
    expect(session).toMatchObject({ uid: email });
    const me = await page.request.get(`${apiUrl}/v1/customer`, { headers: session });
    expect((await me.json()).customer.email).toBe(email);
  });

  test('an address the provider has not verified is refused with a message', async ({ page }) => {
    test.skip(!providerPort, 'the API under test is not configured with the test identity provider');
    await page.goto('/login');
    await page.getByRole('link', { name: 'Continue with Test ID' }).click();
    await page.getByLabel('Email').fill(`unverified.${Date.now()}@new.test`);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/oauth\/callback/);
    await expect(page.getByRole('alert')).toContainText(
      'Your Test ID account has no verified email address.',
    );
    await expect(page.getByRole('link', { name: 'Back to log in' })).toBeVisible();
  });

  test('only configured providers get a button', async ({ page, request }) => {
    const { providers } = (await (await request.get(`${apiUrl}/v1/oauth/providers`)).json()) as {
      providers: { name: string }[];
    };
    expect(providers.length).toBe(providerPort ? 1 : 0);
    await page.goto('/register');
    await expect(page.getByRole('heading', { name: 'Create an account' })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Continue with / })).toHaveCount(providers.length);
  });
});
