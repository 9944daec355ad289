import { customerSchema } from '@rsm/shared/schemas';
import { DEMO_PASSWORD, setUpTestApp, signIn } from '../../../test/helper';
import { expectMalformedBodyRefused } from '../../../test/error-body';

describe('auth', () => {
  const ctx = setUpTestApp();

  const signInAs = (email: string, password: string) =>
    ctx.app.inject({ method: 'POST', url: '/v2/auth/sign_in', payload: { email, password } });

  it('signs in with the devise_token_auth envelope and headers', async () => {
    const response = await signInAs('customer@demo.test', DEMO_PASSWORD);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(customerSchema.parse(body.data).email).toBe('customer@demo.test');
    expect(response.headers['access-token']).toEqual(expect.any(String));
    expect(response.headers.client).toEqual(expect.any(String));
    expect(response.headers.uid).toBe('customer@demo.test');
    expect(response.headers['token-type']).toBe('Bearer');
    const expiry = Number(response.headers.expiry);
    expect(expiry).toBeGreaterThan(Date.now() / 1000 + 13 * 24 * 3600);
  });

  it('matches emails case-insensitively', async () => {
    expect((await signInAs('Customer@Demo.Test', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('answers a wrong password exactly like an unknown email', async () => {
    const wrongPassword = await signInAs('customer@demo.test', 'not-the-password');
    const unknownUser = await signInAs('nobody@demo.test', DEMO_PASSWORD);
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownUser.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({
      success: false,
      errors: ['Invalid login credentials. Please try again.'],
      message: 'Invalid login credentials. Please try again.',
    });
    expect(unknownUser.body).toBe(wrongPassword.body);
    expect(wrongPassword.headers['access-token']).toBeUndefined();
  });

  it('rejects a malformed body with 422', () =>
    expectMalformedBodyRefused(ctx.app, {
      method: 'POST',
      url: '/v2/auth/sign_in',
      payload: { email: 'nope' },
    }));

  it('validates a token and echoes the same headers back', async () => {
    const headers = await signIn(ctx.app, 'composer@demo.test');
    const response = await ctx.app.inject({ method: 'GET', url: '/v2/auth/validate_token', headers });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.is_composer).toBe(true);
    expect(response.headers['access-token']).toBe(headers['access-token']);
    expect(response.headers.client).toBe(headers.client);
  });

  it('accepts the devise Authorization: Bearer form', async () => {
    const headers = await signIn(ctx.app, 'customer@demo.test');
    const bearer = Buffer.from(JSON.stringify(headers)).toString('base64');
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/v1/customer',
      headers: { authorization: `Bearer ${bearer}` },
    });
    expect(response.statusCode).toBe(200);
  });

  it('signs out only the client it was called from', async () => {
    const first = await signIn(ctx.app, 'blocked@demo.test');
    const second = await signIn(ctx.app, 'blocked@demo.test');
    const out = await ctx.app.inject({ method: 'DELETE', url: '/v2/auth/sign_out', headers: first });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ success: true });
    expect((await ctx.app.inject({ method: 'GET', url: '/v1/customer', headers: first })).statusCode).toBe(
      401,
    );
    expect((await ctx.app.inject({ method: 'GET', url: '/v1/customer', headers: second })).statusCode).toBe(
      200,
    );
  });

  it('keeps at most 10 signed-in clients per customer, dropping the oldest', async () => {
    const oldest = await signIn(ctx.app, 'fake@demo.test');
    for (let i = 0; i < 10; i++) await signIn(ctx.app, 'fake@demo.test');
    const { rows } = await ctx.db.pool.query<{ count: number }>(
      `SELECT count(*) AS count FROM auth_tokens t JOIN customers c ON c.id = t.customer_id WHERE c.email = 'fake@demo.test'`,
    );
    expect(rows[0]!.count).toBe(10);
    expect((await ctx.app.inject({ method: 'GET', url: '/v1/customer', headers: oldest })).statusCode).toBe(
      401,
    );
  });
});
