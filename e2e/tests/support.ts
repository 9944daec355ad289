import type AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

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

/** Where the page's audio is in the track playing, in seconds. */
export const audioTime = (page: Page) =>
  page.locator('audio').evaluate((audio: HTMLAudioElement) => audio.currentTime);

/** Plays the track of the page's first track row; returns the track's title as its Play button names it. */
export async function playFirstRow(page: Page): Promise<string> {
  const play = page
    .getByRole('row')
    .nth(1)
    .getByRole('button', { name: /^Play / });
  const title = (await play.getAttribute('aria-label'))!.replace(/^Play /, '');
  await play.click();
  return title;
}

export const COMPOSER_EMAIL = 'composer@demo.test';
export const CUSTOMER_EMAIL = 'customer@demo.test';
/** The API the stack under test serves, for a test's own calls to it. */
export const apiUrl = process.env.E2E_API_URL ?? 'http://localhost:3000';

/** The first `per` albums the API lists, as the Albums page shows them. */
export async function apiAlbums(request: APIRequestContext, per: number) {
  const answer = await request.get(`${apiUrl}/v1_rsm/albums`, { params: { per } });
  return ((await answer.json()) as { albums: { name: string; uuid: string }[] }).albums;
}
/**
 * The page listing the newest emails the stack sent: the API's development mailbox, or the compose stack's mail
 * catcher, which receives them over SMTP.
 */
export const mailboxUrl = process.env.E2E_MAILBOX_URL ?? `${apiUrl}/dev/mailbox`;

/**
 * The newest email on the mailbox page that `matches` (its `<article>`'s markup), waiting for it: a stack that
 * delivers over SMTP shows an email a moment after the request that sent it.
 */
export async function mailedEmail(
  request: APIRequestContext,
  matches: (email: string) => boolean,
): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        const emails = (await (await request.get(mailboxUrl)).text()).split('<article>').slice(1);
        found = emails.find(matches);
        return found !== undefined;
      },
      { message: 'the email is in the mailbox' },
    )
    .toBe(true);
  return found!;
}

/** A session's auth headers (access-token, client, uid, expiry), as the apps keep them under `rsm:auth`. */
export type AuthHeaders = Record<string, string>;

/**
 * Signs `email` in through the API (the demo customer unless told) and returns the session's headers, for the test's
 * own calls to the API or for `setSession`. One sign-in a test where possible: the API allows ten a minute.
 */
export async function apiSignIn(request: APIRequestContext, email = CUSTOMER_EMAIL): Promise<AuthHeaders> {
  const signIn = await request.post(`${apiUrl}/v2/auth/sign_in`, {
    data: { email, password: DEMO_PASSWORD },
  });
  expect(signIn.ok(), `${email} signs in`).toBe(true);
  return Object.fromEntries(
    ['access-token', 'client', 'uid', 'expiry'].map((name) => [name, signIn.headers()[name] ?? '']),
  );
}

/** Hands the session `headers` to every page the test opens from now on, as if signed in there. */
export async function setSession(page: Page, headers: AuthHeaders) {
  await page.addInitScript((auth) => window.localStorage.setItem('rsm:auth', JSON.stringify(auth)), headers);
}

/**
 * Signs in as the demo composer and opens `path` (the composer area's Briefings unless told), waiting for its
 * heading. The session is signed in through the API and handed to every page the test opens, so it works on a phone
 * too, where the account menu hides the log-out button `logIn` waits for. Returns the session's headers, for the
 * test's own calls to the API.
 */
export async function signInComposer(page: Page, path = '/dashboard/briefings') {
  const auth = await apiSignIn(page.request, COMPOSER_EMAIL);
  await setSession(page, auth);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  return auth;
}

/**
 * Every text the page adds from now on, for messages shown briefly (a 2-second toast): on a busy machine a check can
 * look after the toast has gone, so the page keeps the record and the test reads it.
 */
export async function recordShownTexts(page: Page): Promise<(text: string) => Promise<boolean>> {
  await page.evaluate(() => {
    const shown: string[] = [];
    (window as unknown as { rsmShownTexts: string[] }).rsmShownTexts = shown;
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of Array.from(record.addedNodes)) {
          const text = (node.textContent ?? '').trim();
          if (text && text.length < 500) shown.push(text);
        }
    }).observe(document.body, { childList: true, subtree: true });
  });
  return (text) =>
    page.evaluate(
      (wanted) =>
        (window as unknown as { rsmShownTexts: string[] }).rsmShownTexts.some((shown) =>
          shown.includes(wanted),
        ),
      text,
    );
}

/**
 * axe's serious and critical findings, one line each: the rule and the elements that break it. Run by `axe.run` in
 * the page itself (axe's "legacy mode", for pages without cross-origin frames, which the product has none of):
 * otherwise every check runs in parts and joins them in a blank page opened for it, half of the layout suite's
 * axe time.
 */
export async function blockingViolations(axe: AxeBuilder): Promise<string[]> {
  const { violations } = await axe.setLegacyMode().analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
