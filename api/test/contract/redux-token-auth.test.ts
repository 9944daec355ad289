import type { AddressInfo } from 'node:net';
import { dirname } from 'node:path';
import { setUpTestApp } from '../helper';

type Action = { type: string };
type Thunk = (dispatch: (action: Action) => unknown) => Promise<void>;
interface AuthActions {
  registerUser(details: Record<string, string>): Thunk;
  signInUser(credentials: { email: string; password: string }): Thunk;
  verifyToken(params: Record<string, string | null>): Thunk;
  signOutUser(): Thunk;
  verifyCredentials(store: { dispatch(thunk: Thunk): unknown }): void;
}
interface Axios {
  defaults: { headers: { common: Record<string, string | undefined> } };
  get(url: string): Promise<{ status: number; headers: Record<string, string>; data: unknown }>;
  post(url: string, body: unknown): Promise<{ data: { success: boolean } }>;
  put(url: string, body: unknown): Promise<{ data: { success: boolean } }>;
}
// The package as published (CommonJS, its types pull in React 15), and the very axios instance it keeps the auth
// headers on: its own dependency, not one of ours.
/* eslint-disable @typescript-eslint/no-require-imports */
const { generateAuthActions } = require('redux-token-auth') as {
  generateAuthActions(config: Record<string, unknown>): AuthActions;
};
const library = dirname(require.resolve('redux-token-auth'));
const axios = (require(require.resolve('axios', { paths: [library] })) as { default: Axios }).default;
/* eslint-enable @typescript-eslint/no-require-imports */

/** The browser's localStorage, which redux-token-auth keeps the session in; a Map is enough in Node. */
class MemoryStorage {
  private readonly items = new Map<string, string>();
  getItem = (key: string): string | null => this.items.get(key) ?? null;
  setItem = (key: string, value: unknown): void => void this.items.set(key, String(value));
  removeItem = (key: string): void => void this.items.delete(key);
  clear = (): void => this.items.clear();
}

const SITE = 'http://localhost:8080';
const localStorage = new MemoryStorage();
const EMAIL = 'redux-client@demo.test';
const PASSWORD = 'a long enough passphrase for redux';

/**
 * redux-token-auth, a devise_token_auth client nobody here wrote, run unchanged against the API over real HTTP
 * (its axios has no other transport): sign-up with confirm_success_url, sign-in, the check a reload makes (the token
 * as query parameters), an authenticated call with the headers it keeps, sign-out, and a lapsed token. The password
 * reset it has no action for is made with its axios and headers, as an app using it would.
 */
describe('redux-token-auth against the API', () => {
  const ctx = setUpTestApp();
  const actions: { type: string }[] = [];
  const dispatch = (action: { type: string }) => actions.push(action);
  let base = '';
  let auth: AuthActions;
  beforeAll(async () => {
    (globalThis as { localStorage?: MemoryStorage }).localStorage = localStorage;
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
    auth = generateAuthActions({
      authUrl: `${base}/v2/auth`,
      userAttributes: { firstName: 'first_name', email: 'email' },
      userRegistrationAttributes: { firstName: 'first_name', confirmSuccessUrl: 'confirm_success_url' },
    });
  });
  afterAll(() => {
    delete (globalThis as { localStorage?: MemoryStorage }).localStorage;
  });
  const lastLink = async (to: string) => {
    const { rows } = await ctx.db.pool.query<{ body: string }>(
      'SELECT body FROM email_outbox WHERE to_address = $1 ORDER BY id DESC LIMIT 1',
      [to],
    );
    return new URL(/https?:\/\/\S+/.exec(rows[0]!.body)![0]);
  };
  const types = () => actions.splice(0).map((action) => action.type);

  it('signs up, confirms, signs in, survives a reload, calls, signs out and resets the password', async () => {
    await auth.registerUser({
      email: EMAIL,
      password: PASSWORD,
      passwordConfirmation: PASSWORD,
      firstName: 'Redux',
      confirmSuccessUrl: `${SITE}/`,
    })(dispatch);
    // A sign-up that needs confirmation answers no auth headers, and the library then sets its axios defaults to
    // undefined: a browser's XHR sends those as the text "undefined" (no session), Node's http refuses them.
    for (const [name, value] of Object.entries(axios.defaults.headers.common))
      if (value === undefined) axios.defaults.headers.common[name] = 'undefined';
    expect(types()).toEqual([
      'redux-token-auth/REGISTRATION_REQUEST_SENT',
      'redux-token-auth/REGISTRATION_REQUEST_SUCCEEDED',
    ]);
    const confirmation = await lastLink(EMAIL);
    const confirmed = await ctx.app.inject({ url: `${confirmation.pathname}${confirmation.search}` });
    expect(confirmed.headers.location).toBe(`${SITE}/?account_confirmation_success=true`);

    await auth.signInUser({ email: EMAIL, password: PASSWORD })(dispatch);
    expect(types()).toEqual([
      'redux-token-auth/SIGNIN_REQUEST_SENT',
      'redux-token-auth/SIGNIN_REQUEST_SUCCEEDED',
    ]);
    expect(localStorage.getItem('uid')).toBe(EMAIL);

    // A reload: the axios defaults are gone, the stored session is checked with the token in the query.
    for (const name of ['access-token', 'client', 'uid', 'expiry', 'token-type'])
      delete axios.defaults.headers.common[name];
    const verified = new Promise<void>((resolve) => {
      auth.verifyCredentials({ dispatch: (thunk) => thunk(dispatch).then(resolve) });
    });
    await verified;
    expect(types()).toEqual([
      'redux-token-auth/VERIFY_TOKEN_REQUEST_SENT',
      'redux-token-auth/VERIFY_TOKEN_REQUEST_SUCCEEDED',
    ]);

    const projects = await axios.get(`${base}/v2/projects?per=150`);
    expect(projects.status).toBe(200);
    expect(projects.headers['access-token']).toBe(localStorage.getItem('access-token'));

    await auth.signOutUser()(dispatch);
    expect(types()).toEqual([
      'redux-token-auth/SIGNOUT_REQUEST_SENT',
      'redux-token-auth/SIGNOUT_REQUEST_SUCCEEDED',
    ]);
    expect(localStorage.getItem('access-token')).toBeNull();
    // A reset signs every device out; after it the new password signs in.
    const reset = await axios.post(`${base}/v2/auth/password`, {
      email: EMAIL,
      redirect_url: `${SITE}/reset-password`,
    });
    expect(reset.data.success).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 200)); // the email is queued after the answer
    const link = await lastLink(EMAIL);
    expect(`${link.origin}${link.pathname}`).toBe(`${SITE}/reset-password`);
    const changed = await axios.put(`${base}/v2/auth/password`, {
      password: `${PASSWORD} again`,
      password_confirmation: `${PASSWORD} again`,
      reset_password_token: link.searchParams.get('reset_password_token'),
    });
    expect(changed.data.success).toBe(true);

    await auth.signInUser({ email: EMAIL, password: `${PASSWORD} again` })(dispatch);
    expect(types()).toEqual([
      'redux-token-auth/SIGNIN_REQUEST_SENT',
      'redux-token-auth/SIGNIN_REQUEST_SUCCEEDED',
    ]);
  });

  it('drops a lapsed token when it checks the stored session', async () => {
    await auth.signInUser({ email: 'customer@demo.test', password: 'listen-to-the-music' })(dispatch);
    types();
    await ctx.db.pool.query("UPDATE auth_tokens SET expires_at = now() - interval '1 minute'");
    await auth.verifyToken({
      'access-token': localStorage.getItem('access-token'),
      client: localStorage.getItem('client'),
      uid: localStorage.getItem('uid'),
    })(dispatch);
    expect(types()).toEqual([
      'redux-token-auth/VERIFY_TOKEN_REQUEST_SENT',
      'redux-token-auth/VERIFY_TOKEN_REQUEST_FAILED',
    ]);
  });
});
