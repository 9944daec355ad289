import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { apiUrl, mailedEmail } from './support';

// Where the emails' links lead: the web app's origin, one the API may redirect to.
const site = new URL(process.env.BASE_URL ?? 'http://localhost:8080').origin;
// The client's page is served by the test from an origin of its own (a real local server: a page Playwright
// fulfils itself counts as public, and Chromium then refuses its calls to a local API).
let server: Server;
let clientPage = '';
test.beforeAll(async () => {
  server = createServer((_request, response) => {
    response.setHeader('content-type', 'text/html; charset=utf-8');
    response.end(pageHtml());
  });
  // Any free port, or the one the stack's API allows as a client's origin (E2E_CLIENT_PORT).
  const port = Number(process.env.E2E_CLIENT_PORT ?? 0);
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  clientPage = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** j-toker 0.0.6 as published (its source file; its dist is an older build) and the libraries it runs on. */
function clientScripts(): string {
  const library = dirname(createRequire(import.meta.url).resolve('j-toker/package.json'));
  const beside = (path: string) => readFileSync(join(library, '..', path), 'utf8');
  return [
    beside('jquery/dist/jquery.js'),
    beside('jquery.cookie/jquery.cookie.js'),
    beside('jquery-deparam/jquery-deparam.js'),
    beside('pubsub-js/src/pubsub.js'),
    readFileSync(join(library, 'src/j-toker.js'), 'utf8'),
  ]
    .map((script) => `<script>${script.replace(/<\/script/gi, '<\\/script')}</script>`)
    .join('\n');
}

/**
 * The page: j-toker configured for this API's paths and the web app's confirmation and reset pages, as an app using
 * it would be; it checks a stored session at once.
 */
function pageHtml(): string {
  const config = {
    apiUrl,
    signOutPath: '/v2/auth/sign_out',
    emailSignInPath: '/v2/auth/sign_in',
    emailRegistrationPath: '/v2/auth',
    accountUpdatePath: '/v2/auth',
    passwordResetPath: '/v2/auth/password',
    passwordUpdatePath: '/v2/auth/password',
    tokenValidationPath: '/v2/auth/validate_token',
    storage: 'localStorage',
  };
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>j-toker</title>
${clientScripts()}
<script>
  var pages = {
    confirmationSuccessUrl: function () { return ${JSON.stringify(`${site}/`)}; },
    passwordResetSuccessUrl: function () { return ${JSON.stringify(`${site}/reset-password`)}; }
  };
  window.validated = new Promise(function (resolve) {
    $.auth.configure($.extend(${JSON.stringify(config)}, pages)).always(function () { resolve($.auth.user); });
  });
</script></head><body><h1>j-toker</h1></body></html>`;
}

async function openClient(page: Page) {
  await page.goto(clientPage);
  return page.evaluate(
    () => (window as unknown as { validated: Promise<{ signedIn?: boolean; email?: string }> }).validated,
  );
}

/** The newest link to `to` carrying `param`, from the mailbox page. */
async function mailedLink(page: Page, to: string, param: string): Promise<URL> {
  const article = await mailedEmail(
    page.request,
    (email) => email.includes(`<strong>${to}</strong>`) && email.includes(param),
  );
  const href = [...article.matchAll(/href="([^"]+)"/g)]
    .map((match) => match[1] ?? '')
    .find((link) => link.includes(`${param}=`));
  if (!href) throw new Error(`no email to ${to} with ${param}`);
  return new URL(href.replace(/&amp;/g, '&'));
}

/** Runs j-toker in the page; its jQuery promises are thenables, so the answer (or the refusal's status) comes back. */
const run = (page: Page, script: string) =>
  page.evaluate(
    (source) =>
      new Promise((resolve) => {
        // The call is written as an app using j-toker writes it, and evaluated in the page with its jQuery.
        type Settle = (answer: never) => void;
        const call = new Function('$', `return ${source}`) as (jq: unknown) => {
          then(done: Settle, fail: Settle): void;
        };
        call((window as unknown as { $: unknown }).$).then(
          (answer: unknown) => resolve({ ok: true, answer }),
          // jQuery refuses with the XHR (status, responseJSON); j-toker with { reason, data: the parsed body }.
          (refusal: { status?: number; responseJSON?: unknown; data?: unknown }) =>
            resolve({ ok: false, status: refusal.status, json: refusal.responseJSON ?? refusal.data }),
        );
      }),
    script,
  ) as Promise<{ ok: boolean; answer?: unknown; status?: number; json?: unknown }>;

test.describe('j-toker, a jQuery devise_token_auth client, in a browser through real CORS', () => {
  test('signs up, signs in, stays signed in after a reload, calls, signs out and resets the password', async ({
    page,
  }) => {
    test.setTimeout(120_000); // a whole account's life in one test, on a shared machine
    const email = `j-toker.${Date.now()}@new.test`;
    const password = 'a passphrase for j-toker';
    expect(await openClient(page)).not.toMatchObject({ signedIn: true });

    const signUp = await run(
      page,
      `$.auth.emailSignUp({ email: ${JSON.stringify(email)}, password: ${JSON.stringify(password)}, password_confirmation: ${JSON.stringify(password)} })`,
    );
    expect(signUp).toMatchObject({ ok: true, answer: { status: 'success' } });
    const confirmation = await mailedLink(page, email, 'confirmation_token');
    const confirmed = await page.request.get(confirmation.href, { maxRedirects: 0 });
    expect(confirmed.status()).toBe(302);
    expect(confirmed.headers().location).toBe(`${site}/?account_confirmation_success=true`);

    // A form body that breaks the schema: jQuery reads the 422 as JSON (it needs the JSON content type for that).
    const refused = await run(
      page,
      `$.ajax({ url: ${JSON.stringify(`${apiUrl}/v2/auth/sign_in`)}, method: 'POST', data: { email: 'not-an-address', password: 'x' } })`,
    );
    expect(refused).toMatchObject({
      ok: false,
      status: 422,
      json: { errors: { email: [expect.any(String)] } },
    });

    const signIn = await run(
      page,
      `$.auth.emailSignIn({ email: ${JSON.stringify(email)}, password: ${JSON.stringify(password)} })`,
    );
    expect(signIn).toMatchObject({ ok: true, answer: { data: { email } } });

    await page.reload();
    const afterReload = await page.evaluate(
      () => (window as unknown as { validated: Promise<unknown> }).validated,
    );
    expect(afterReload).toMatchObject({ signedIn: true, email });

    // Every authenticated j-toker call carries If-Modified-Since and the auth headers: the preflight must allow them.
    const projects = await run(page, `$.ajax({ url: ${JSON.stringify(`${apiUrl}/v2/projects?per=150`)} })`);
    expect(projects).toMatchObject({ ok: true, answer: { projects: expect.any(Array) } });

    const stale = await page.evaluate(() => localStorage.getItem('authHeaders'));
    const signOut = await run(page, `$.auth.signOut()`);
    expect(signOut).toMatchObject({ ok: true, answer: { success: true } });
    expect(
      await page.evaluate(
        () => (window as unknown as { $: { auth: { user: { signedIn?: boolean } } } }).$.auth.user.signedIn,
      ),
    ).toBeFalsy();

    // A reset (which signs every device out) with the link mailed to redirect_url; the new password signs in.
    const reset = await run(page, `$.auth.requestPasswordReset({ email: ${JSON.stringify(email)} })`);
    expect(reset).toMatchObject({ ok: true, answer: { success: true } });
    await expect
      .poll(() =>
        mailedLink(page, email, 'reset_password_token')
          .then(String)
          .catch(() => ''),
      )
      .toContain(`${site}/reset-password?`);
    const token = (await mailedLink(page, email, 'reset_password_token')).searchParams.get(
      'reset_password_token',
    );
    const updated = await run(
      page,
      `$.auth.updatePassword({ password: 'a new passphrase for j-toker', password_confirmation: 'a new passphrase for j-toker', reset_password_token: ${JSON.stringify(token)} })`,
    );
    expect(updated).toMatchObject({ ok: true, answer: { success: true } });

    const again = await run(
      page,
      `$.auth.emailSignIn({ email: ${JSON.stringify(email)}, password: 'a new passphrase for j-toker' })`,
    );
    expect(again).toMatchObject({ ok: true, answer: { data: { email } } });

    // The token it held is no longer valid: on the next load j-toker's check is refused and it drops the session.
    await page.evaluate((headers) => localStorage.setItem('authHeaders', headers ?? ''), stale);
    await page.reload();
    const withStaleToken = await page.evaluate(
      () => (window as unknown as { validated: Promise<unknown> }).validated,
    );
    expect(withStaleToken).not.toMatchObject({ signedIn: true });
    expect(await page.evaluate(() => localStorage.getItem('authHeaders'))).toBeNull();
  });
});
