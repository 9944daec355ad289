import { passwordResetResponseSchema } from '@rsm/shared/schemas';
import { buildAppOn, DEMO_PASSWORD, setUpTestApp } from '../../../test/helper';
import { expectMalformedBodyRefused } from '../../../test/error-body';

const RESET_URL = 'http://localhost:8090/new-password';

describe('passwords', () => {
  const ctx = setUpTestApp();

  const requestReset = (email: string, redirect_url = RESET_URL) =>
    ctx.app.inject({ method: 'POST', url: '/v2/auth/password', payload: { email, redirect_url } });
  const reset = (token: string, password = 'a-fresh-password', confirmation = password) =>
    ctx.app.inject({
      method: 'PUT',
      url: '/v2/auth/password',
      payload: { password, password_confirmation: confirmation, reset_password_token: token },
    });
  // The reset email is queued just after the answer (so a known address answers as fast as an unknown one).
  const queued = () => new Promise((resolve) => setTimeout(resolve, 500));
  // Polls for a while: on a busy machine the deferred lookup can take seconds to queue the mail.
  const outboxCount = async (to: string, expected = 1) => {
    let n = 0;
    for (let wait = 0; wait < 40; wait += 1) {
      await queued();
      n = Number(
        (
          await ctx.db.pool.query<{ n: number }>(
            'SELECT count(*) AS n FROM email_outbox WHERE lower(to_address) = $1',
            [to],
          )
        ).rows[0]!.n,
      );
      if (n >= expected) break;
    }
    return n;
  };
  const resetToken = async (to: string): Promise<string> => {
    await queued();
    const { rows } = await ctx.db.pool.query<{ body: string }>(
      'SELECT body FROM email_outbox WHERE to_address = $1 ORDER BY id DESC LIMIT 1',
      [to],
    );
    const link = new URL(/https?:\/\/\S+/.exec(rows[0]!.body)![0]);
    expect(`${link.origin}${link.pathname}`).toBe(RESET_URL);
    return link.searchParams.get('reset_password_token')!;
  };
  const signInAs = (email: string, password: string) =>
    ctx.app.inject({ method: 'POST', url: '/v2/auth/sign_in', payload: { email, password } });

  it('answers known and unknown addresses alike but only emails the known one', async () => {
    const known = await requestReset('composer@demo.test');
    const unknown = await requestReset('nobody@demo.test');
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual({
      success: true,
      message:
        "An email has been sent to 'composer@demo.test' containing instructions for resetting your password.",
    });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json().message).toContain("'nobody@demo.test'");
    expect(await outboxCount('composer@demo.test')).toBe(1);
    expect(await outboxCount('nobody@demo.test', 0)).toBe(0);
  });

  it('answers before it looks the address up, so a known one is no slower than an unknown one', async () => {
    // The lookup made slow on purpose: an answer that waited for it would take two seconds.
    const { accounts } = ctx.app.repos;
    const lookUp = accounts.startPasswordReset;
    accounts.startPasswordReset = async (...args) => {
      await new Promise((resolve) => setTimeout(resolve, 2000));
      return lookUp(...args);
    };
    try {
      const started = Date.now();
      const known = await requestReset('customer@demo.test');
      expect(known.statusCode).toBe(200);
      expect(Date.now() - started).toBeLessThan(1500);
    } finally {
      accounts.startPasswordReset = lookUp;
    }
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(await outboxCount('customer@demo.test')).toBe(1);
  });

  it('resets the password once with the emailed token', async () => {
    await requestReset('composer@demo.test');
    const token = await resetToken('composer@demo.test');
    const response = await reset(token);
    expect(response.statusCode).toBe(200);
    const body = passwordResetResponseSchema.parse(response.json());
    expect(body.message).toBe('Your password has been successfully updated.');
    expect(body.data.email).toBe('composer@demo.test');
    expect((await signInAs('composer@demo.test', 'a-fresh-password')).statusCode).toBe(200);
    expect((await signInAs('composer@demo.test', DEMO_PASSWORD)).statusCode).toBe(401);
    const again = await reset(token, 'another-password');
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual({
      success: false,
      errors: ['Reset password token is invalid or has expired'],
    });
  });

  it('refuses an unknown or expired token with 401', async () => {
    expect((await reset('made-up-token')).statusCode).toBe(401);
    await requestReset('customer@demo.test');
    const token = await resetToken('customer@demo.test');
    await ctx.db.pool.query(`UPDATE account_tokens SET expires_at = now() - interval '1 second'`);
    expect((await reset(token)).statusCode).toBe(401);
  });

  it('keeps the token when the new password is rejected', async () => {
    await requestReset('blocked@demo.test');
    const token = await resetToken('blocked@demo.test');
    const short = await reset(token, 'short');
    expect(short.statusCode).toBe(422);
    expect(short.json().errors.password).toEqual(['is too short (minimum is 8 characters)']);
    const mismatch = await reset(token, 'long-enough-1', 'long-enough-2');
    expect(mismatch.json().errors.password_confirmation).toEqual(["doesn't match Password"]);
    expect((await reset(token)).statusCode).toBe(200);
  });

  it('refuses a redirect_url outside the allow-list', async () => {
    const response = await requestReset('customer@demo.test', 'https://evil.test/reset');
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual(["Redirect to 'https://evil.test/reset' not allowed."]);
  });

  it('answers a malformed body with 422', () =>
    expectMalformedBodyRefused(ctx.app, {
      method: 'PUT',
      url: '/v2/auth/password',
      payload: { password: 1 },
    }));

  it('rate-limits the password routes per IP when enabled', async () => {
    const limited = await buildAppOn(ctx.db.pool, { rateLimit: true });
    try {
      const post = () =>
        limited.inject({
          method: 'POST',
          url: '/v2/auth/password',
          payload: { email: 'nobody@demo.test', redirect_url: RESET_URL },
        });
      for (let i = 0; i < 10; i += 1) expect((await post()).statusCode).toBe(200);
      const refused = await post();
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toEqual(expect.any(String));
    } finally {
      await limited.close();
    }
  });
});
