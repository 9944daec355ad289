import { join } from 'node:path';
import { PUBLIC_URL, setUpTestApp, signIn } from '../../../test/helper';
import { freePort } from '../../../test/free-port';
import { startTestProvider, type TestProvider } from '../../../test/oidc-provider/start';
import { apiRoot } from '../../root-dir';

const APP_CALLBACK = 'http://localhost:8080/oauth/callback';

/** Follows the provider's redirects as a browser does (cookies kept), signing in as `email` on its login page. */
async function signInAtProvider(authorizeUrl: string, email: string): Promise<URL> {
  const cookies = new Map<string, string>();
  let url = authorizeUrl;
  let form: URLSearchParams | undefined;
  for (let hop = 0; hop < 10; hop++) {
    const response = await fetch(url, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body: form?.toString(),
    });
    form = undefined;
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const [name, ...value] = pair!.split('=');
      cookies.set(name!, value.join('='));
    }
    const location = response.headers.get('location');
    if (location) {
      const next = new URL(location, url);
      if (next.toString().startsWith(PUBLIC_URL)) return next;
      url = next.toString();
    } else if (response.status === 200 && (await response.text()).includes('<form')) {
      form = new URLSearchParams({ email });
    } else {
      throw new Error(`provider answered ${response.status} at ${url}`);
    }
  }
  throw new Error('the provider never sent the browser back');
}

describe('social sign-in through a real OpenID provider', () => {
  let provider: TestProvider;
  beforeAll(async () => {
    provider = await startTestProvider({
      port: await freePort(),
      redirectUris: [`${PUBLIC_URL}/v1/oauth/authorizations/oidc/callback`],
      dir: join(apiRoot, 'test', 'oidc-provider'),
    });
  });
  const ctx = setUpTestApp(() => {
    const { issuer, clientId, clientSecret } = provider;
    return {
      // Limits on, as served: the flows below start from the loopback address, the throttle test from another.
      rateLimit: true,
      socialProviders: [{ id: 'oidc', name: 'Test ID', issuer, clientId, clientSecret }],
    };
  });
  afterAll(() => provider?.stop());

  const inject = (url: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url, headers });

  /** The whole flow in one browser (its cookie kept from the start to the callback); answers the callback's response. */
  async function signInWith(email: string) {
    const start = await inject(
      `/v1/oauth/authorizations/oidc?redirect_url=${encodeURIComponent(APP_CALLBACK)}`,
    );
    expect(start.statusCode).toBe(302);
    const browserCookie = String(start.headers['set-cookie']).split(';')[0]!;
    const authorize = new URL(String(start.headers.location));
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('nonce')).toBeTruthy();
    const callback = await signInAtProvider(authorize.toString(), email);
    const response = await inject(`${callback.pathname}${callback.search}`, { cookie: browserCookie });
    return { callback, browserCookie, response };
  }
  const fragmentOf = (location: unknown) => new URLSearchParams(new URL(String(location)).hash.slice(1));

  it('lists only the configured providers', async () => {
    expect((await inject('/v1/oauth/providers')).json()).toEqual({
      providers: [{ id: 'oidc', name: 'Test ID' }],
    });
  });

  it('signs an existing customer in by their verified email, with the four auth headers', async () => {
    const { response } = await signInWith('customer@demo.test');
    expect(response.statusCode).toBe(302);
    expect(String(response.headers.location)).toMatch(/^http:\/\/localhost:8080\/oauth\/callback#/);
    const given = fragmentOf(response.headers.location);
    for (const name of ['access-token', 'client', 'uid', 'expiry'])
      expect(response.headers[name]).toBe(given.get(name));
    const headers = Object.fromEntries(
      ['access-token', 'client', 'uid', 'expiry'].map((n) => [n, given.get(n)!]),
    );
    const me = await inject('/v1/customer', headers);
    expect(me.statusCode).toBe(200);
    expect(me.json().customer.email).toBe('customer@demo.test');
    const { rows } = await ctx.db.pool.query(
      `SELECT i.provider FROM customer_identities i JOIN customers c ON c.id = i.customer_id
       WHERE c.email = 'customer@demo.test'`,
    );
    expect(rows).toEqual([{ provider: 'oidc' }]);
  });

  it('creates a confirmed customer for a new address, and finds the same one next time', async () => {
    const first = await signInWith('nova.social@new.test');
    expect(fragmentOf(first.response.headers.location).get('uid')).toBe('nova.social@new.test');
    const { rows } = await ctx.db.pool.query(
      `SELECT c.id, c.first_name, c.last_name, c.confirmed_at IS NOT NULL AS confirmed,
         (SELECT count(*)::int FROM project_categories f WHERE f.customer_id = c.id AND f.is_default) AS folders
       FROM customers c WHERE c.email = 'nova.social@new.test'`,
    );
    expect(rows).toEqual([
      { id: expect.any(Number), first_name: 'Nova', last_name: 'Social', confirmed: true, folders: 1 },
    ]);
    await signInWith('nova.social@new.test');
    const count = await ctx.db.pool.query(
      `SELECT count(*)::int AS n FROM customers WHERE email = 'nova.social@new.test'`,
    );
    expect(count.rows[0].n).toBe(1);
  });

  it('refuses an address the provider has not verified, and creates nothing', async () => {
    const { response } = await signInWith('unverified@new.test');
    expect(response.statusCode).toBe(302);
    expect(fragmentOf(response.headers.location).get('oauth_error')).toBe(
      'Your Test ID account has no verified email address.',
    );
    expect(response.headers['access-token']).toBeUndefined();
    const { rows } = await ctx.db.pool.query(`SELECT 1 FROM customers WHERE email = 'unverified@new.test'`);
    expect(rows).toHaveLength(0);
  });

  it("claims an unconfirmed account registered with the person's address only by discarding its password", async () => {
    // Someone registers the address with a password of their own and never confirms it.
    const registered = await ctx.app.inject({
      method: 'POST',
      url: '/v2/auth',
      payload: {
        email: 'squatted@new.test',
        password: 'the-squatters-password',
        password_confirmation: 'the-squatters-password',
        first_name: 'Not',
        last_name: 'Them',
        confirm_success_url: 'http://localhost:8080/',
      },
    });
    expect(registered.statusCode).toBe(200);
    const { response } = await signInWith('squatted@new.test');
    expect(fragmentOf(response.headers.location).get('uid')).toBe('squatted@new.test');
    const squatter = await ctx.app.inject({
      method: 'POST',
      url: '/v2/auth/sign_in',
      payload: { email: 'squatted@new.test', password: 'the-squatters-password' },
    });
    expect(squatter.statusCode).toBe(401);
    expect(squatter.headers['access-token']).toBeUndefined();
    const { rows } = await ctx.db.pool.query(
      `SELECT c.first_name, c.last_name, c.confirmed_at IS NOT NULL AS confirmed,
         (SELECT count(*)::int FROM account_tokens t WHERE t.customer_id = c.id) AS email_links
       FROM customers c WHERE c.email = 'squatted@new.test'`,
    );
    // The person's own name from the provider; the confirmation link sent at registration no longer works.
    expect(rows).toEqual([{ first_name: 'Squatted', last_name: 'Person', confirmed: true, email_links: 0 }]);
  });

  it('keeps a confirmed password working when the owner also signs in through the provider', async () => {
    await signInWith('composer@demo.test');
    expect((await signIn(ctx.app, 'composer@demo.test'))['access-token']).toBeTruthy();
  });

  it('refuses a callback opened in a browser other than the one that started the sign-in', async () => {
    const start = await inject(
      `/v1/oauth/authorizations/oidc?redirect_url=${encodeURIComponent(APP_CALLBACK)}`,
    );
    const cookie = String(start.headers['set-cookie']);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    const callback = await signInAtProvider(String(start.headers.location), 'attacker@new.test');
    // The attacker sends their own callback link to a victim: the victim's browser has no (or another) cookie.
    const elsewhere = await inject(`${callback.pathname}${callback.search}`, {
      cookie: 'rsm_social_sign_in=another-browser',
    });
    expect(elsewhere.statusCode).toBe(422);
    expect(elsewhere.headers['access-token']).toBeUndefined();
    expect((await inject(`${callback.pathname}${callback.search}`)).statusCode).toBe(422);
  });

  it('answers a replayed callback, an unknown provider and a foreign redirect with errors', async () => {
    const { callback, browserCookie } = await signInWith('replay@new.test');
    const replay = await inject(`${callback.pathname}${callback.search}`, { cookie: browserCookie });
    expect(replay.statusCode).toBe(422);
    expect(replay.json().errors).toEqual(['This sign-in has expired or was already used. Please try again.']);
    expect(
      (await inject('/v1/oauth/authorizations/google?redirect_url=http://localhost:8080/')).statusCode,
    ).toBe(404);
    const foreign = await inject('/v1/oauth/authorizations/oidc?redirect_url=https://evil.test/');
    expect(foreign.statusCode).toBe(422);
  });

  it('throttles starts from one address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 40; i += 1) {
      const start = await ctx.app.inject({
        method: 'GET',
        url: `/v1/oauth/authorizations/oidc?redirect_url=${encodeURIComponent(APP_CALLBACK)}`,
        remoteAddress: '198.51.100.9',
      });
      statuses.push(start.statusCode);
    }
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(302));
    expect(statuses.at(-1)).toBe(429);
  });
});
