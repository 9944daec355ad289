import { customerSchema, registrationResponseSchema } from '@rsm/shared/schemas';
import { DEMO_PASSWORD, setUpTestApp, signIn } from '../../../test/helper';

const APP_URL = 'http://localhost:8080/register/confirmed';

describe('registrations', () => {
  const ctx = setUpTestApp();

  const register = (payload: Record<string, unknown>) =>
    ctx.app.inject({ method: 'POST', url: '/v2/auth', payload });
  const valid = (email: string) => ({
    email,
    password: 'a-long-password',
    password_confirmation: 'a-long-password',
    first_name: 'Nina',
    last_name: 'New',
    confirm_success_url: APP_URL,
  });
  const lastEmailTo = async (to: string) => {
    const { rows } = await ctx.db.pool.query<{ subject: string; body: string }>(
      'SELECT subject, body FROM email_outbox WHERE to_address = $1 ORDER BY id DESC LIMIT 1',
      [to],
    );
    return rows[0];
  };
  const confirmationLink = async (to: string): Promise<URL> => {
    const mail = await lastEmailTo(to);
    return new URL(/https?:\/\/\S+/.exec(mail!.body)![0]);
  };
  const signInAs = (email: string, password: string) =>
    ctx.app.inject({ method: 'POST', url: '/v2/auth/sign_in', payload: { email, password } });

  it('registers without signing in and emails a confirmation link', async () => {
    const response = await register(valid('nina@new.test'));
    expect(response.statusCode).toBe(200);
    const body = registrationResponseSchema.parse(response.json());
    expect(body.data).toMatchObject({ email: 'nina@new.test', first_name: 'Nina', last_name: 'New' });
    expect(response.headers['access-token']).toBeUndefined();
    const link = await confirmationLink('nina@new.test');
    expect(`${link.origin}${link.pathname}`).toBe('http://api.test/v2/auth/confirmation');
    expect(link.searchParams.get('redirect_url')).toBe(APP_URL);
    expect(link.searchParams.get('confirmation_token')).toEqual(expect.any(String));
  });

  it('refuses sign-in until confirmed, then confirms once and redirects', async () => {
    await register(valid('una@new.test'));
    const before = await signInAs('una@new.test', 'a-long-password');
    expect(before.statusCode).toBe(401);
    expect(before.json()).toEqual({
      success: false,
      errors: [
        'A confirmation email was sent to your account at una@new.test. You must follow the instructions in the email before your account can be activated',
      ],
      message:
        'A confirmation email was sent to your account at una@new.test. You must follow the instructions in the email before your account can be activated',
    });
    const link = await confirmationLink('una@new.test');
    const confirm = await ctx.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(confirm.statusCode).toBe(302);
    expect(confirm.headers.location).toBe(`${APP_URL}?account_confirmation_success=true`);
    expect((await signInAs('una@new.test', 'a-long-password')).statusCode).toBe(200);
    const again = await ctx.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(again.headers.location).toBe(`${APP_URL}?account_confirmation_success=false`);
  });

  it('still answers a wrong password for an unconfirmed account with invalid credentials', async () => {
    await register(valid('vera@new.test'));
    const response = await signInAs('vera@new.test', 'wrong-password');
    expect(response.json().errors).toEqual(['Invalid login credentials. Please try again.']);
  });

  it('refuses a confirmation redirect outside the allow-list', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/v2/auth/confirmation?confirmation_token=x&redirect_url=https%3A%2F%2Fevil.test%2F',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      success: false,
      errors: ["Redirect to 'https://evil.test/' not allowed."],
      message: "Redirect to 'https://evil.test/' not allowed.",
    });
  });

  it('answers a taken email exactly like a free one, and tells only its owner, by email', async () => {
    const free = await register(valid('fresh@new.test'));
    const taken = await register(valid('Customer@Demo.test'));
    expect(taken.statusCode).toBe(200);
    expect(free.statusCode).toBe(200);
    const shape = (body: { data: Record<string, unknown> }) => ({
      ...body,
      data: { ...body.data, email: '' },
    });
    expect(shape(taken.json())).toEqual(shape(free.json()));
    const mail = await lastEmailTo('Customer@Demo.test');
    expect(mail!.subject).toBe('You already have an RSM account');
    expect(mail!.body).toContain('http://localhost:8080/reset-password');
    // The existing account is untouched: its owner still signs in with the old password.
    expect((await signInAs('customer@demo.test', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it.each([
    ['password', 'is too common: choose one that is harder to guess'],
    ['12345678', 'is too common: choose one that is harder to guess'],
    ['        ', 'needs at least 4 different characters'],
    ['pass@new.test', 'must not be your email address'],
  ])('refuses the password %j', async (password, message) => {
    const response = await register({ ...valid('pass@new.test'), password, password_confirmation: password });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.password).toEqual([message]);
  });

  it('reports a short password, a mismatched confirmation and an invalid email together', async () => {
    const response = await register({
      ...valid('not-an-email'),
      password: 'short',
      password_confirmation: 'other',
    });
    expect(response.statusCode).toBe(422);
    const { errors } = response.json();
    expect(errors.email).toEqual(['is not an email']);
    expect(errors.password).toEqual(['is too short (minimum is 8 characters)']);
    expect(errors.password_confirmation).toEqual(["doesn't match Password"]);
    expect(errors.full_messages).toHaveLength(3);
  });

  it('carries the return address through the confirmation link back to the login page', async () => {
    const loginThenAlbum = 'http://localhost:8080/login?redirect=%2Falbums%2Fneon-nights';
    const response = await register({ ...valid('rosa@new.test'), confirm_success_url: loginThenAlbum });
    expect(response.statusCode).toBe(200);
    const link = await confirmationLink('rosa@new.test');
    const confirm = await ctx.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    const landing = new URL(confirm.headers.location as string);
    expect(`${landing.origin}${landing.pathname}`).toBe('http://localhost:8080/login');
    expect(landing.searchParams.get('redirect')).toBe('/albums/neon-nights');
    expect(landing.searchParams.get('account_confirmation_success')).toBe('true');
  });

  it.each(['//evil.test/', '/\\evil.test/', 'https://evil.test/', 'albums'])(
    'refuses a return address %j that leads off the site, at sign-up and at confirmation',
    async (onward) => {
      const url = `http://localhost:8080/login?redirect=${encodeURIComponent(onward)}`;
      const response = await register({ ...valid('off@new.test'), confirm_success_url: url });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.confirm_success_url).toEqual(['is not allowed']);
      const confirm = await ctx.app.inject({
        method: 'GET',
        url: `/v2/auth/confirmation?confirmation_token=x&redirect_url=${encodeURIComponent(url)}`,
      });
      expect(confirm.statusCode).toBe(422);
    },
  );

  it('refuses a confirm_success_url outside the allow-list', async () => {
    const response = await register({ ...valid('x@new.test'), confirm_success_url: 'https://evil.test/' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.confirm_success_url).toEqual(['is not allowed']);
  });

  it('answers a body missing fields with 422 and the missing fields', async () => {
    const response = await register({ email: 'a@b.test' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toHaveProperty('password');
    expect(response.json().message).toEqual(expect.any(String));
  });

  describe('PUT /v2/auth', () => {
    const update = (headers: Record<string, string>, payload: Record<string, unknown>) =>
      ctx.app.inject({ method: 'PUT', url: '/v2/auth', headers, payload });

    it('updates the name and country', async () => {
      const headers = await signIn(ctx.app, 'blocked@demo.test');
      const response = await update(headers, { first_name: 'Bia', website_country: 'PT' });
      expect(response.statusCode).toBe(200);
      const data = customerSchema.parse(response.json().data);
      expect(data).toMatchObject({ first_name: 'Bia', last_name: 'Blocked', website_country: 'PT' });
    });

    it('changes the password only with the current one', async () => {
      const headers = await signIn(ctx.app, 'fake@demo.test');
      const change = { password: 'brand-new-pass', password_confirmation: 'brand-new-pass' };
      const missing = await update(headers, change);
      expect(missing.statusCode).toBe(422);
      expect(missing.json().errors.current_password).toEqual(["can't be blank"]);
      const wrong = await update(headers, { ...change, current_password: 'nope-nope' });
      expect(wrong.json().errors.full_messages).toEqual(['Current password is invalid']);
      const ok = await update(headers, { ...change, current_password: DEMO_PASSWORD });
      expect(ok.statusCode).toBe(200);
      expect((await signInAs('fake@demo.test', 'brand-new-pass')).statusCode).toBe(200);
    });

    it("ends the account's other sessions when the password changes, and keeps this one", async () => {
      const laptop = await signIn(ctx.app, 'composer@demo.test');
      const stolen = await signIn(ctx.app, 'composer@demo.test');
      const change = { password: 'another-new-pass', password_confirmation: 'another-new-pass' };
      const ok = await update(laptop, { ...change, current_password: DEMO_PASSWORD });
      expect(ok.statusCode).toBe(200);
      const validate = (headers: Record<string, string>) =>
        ctx.app.inject({ method: 'GET', url: '/v2/auth/validate_token', headers });
      expect((await validate(stolen)).statusCode).toBe(401);
      expect((await validate(laptop)).statusCode).toBe(200);
    });

    it('needs a signed-in customer', async () => {
      expect((await update({}, { first_name: 'X' })).statusCode).toBe(401);
    });

    it('answers a wrongly typed field with 422', async () => {
      const headers = await signIn(ctx.app, 'customer@demo.test');
      expect((await update(headers, { first_name: 42 })).statusCode).toBe(422);
    });
  });
});
