import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Customer } from '@rsm/shared/schemas';
import { accountExistsEmail, confirmationEmail } from '../../lib/account-emails';
import { add, hasErrors, registrationFailure } from '../../lib/account-validation';
import { createMailer } from '../../lib/mailer';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { isAllowedRedirect, redirectNotAllowed, withParams } from '../../lib/redirects';
import { hashToken, randomToken } from '../../lib/tokens';
import { requireCustomer } from '../../plugins/auth';
import { AUTH_RATE_LIMIT } from '../../plugins/rate-limit';
import { confirmationSchema, registerSchema, updateAccountSchema } from './schemas';
import { registrationErrors, updateErrors } from './validate';

// Long enough for someone who signs up on Friday and reads mail on Monday; there is no resend endpoint yet.
const CONFIRMATION_LIFETIME_SECONDS = 14 * 24 * 3600;

/**
 * What a sign-up answers, whether the address was free or not: the account as asked for, with no id (it exists for
 * its owner once confirmed; sign-in gives its id). An answer that differed would tell anyone who has an account.
 */
const pendingAccount = (email: string, names: { firstName: string; lastName: string }): Customer => ({
  id: 0,
  email,
  first_name: names.firstName,
  last_name: names.lastName,
  avatar: { url: null, thumb: { url: null } },
  is_composer: false,
  internal: false,
  website_country: null,
  block_download: false,
  fake_account: false,
});

export interface RegistrationOptions {
  publicUrl: string;
  redirectOrigins: Set<string>;
}

/** devise_token_auth registrations: sign-up, email confirmation and account updates. */
const registrationRoutes: FastifyPluginAsyncZod<RegistrationOptions> = async (
  app,
  { publicUrl, redirectOrigins },
) => {
  const { accounts } = app.repos;
  const mailer = createMailer(app.repos.emailOutbox);

  app.post(
    '/v2/auth',
    { schema: registerSchema, config: { rateLimit: AUTH_RATE_LIMIT } },
    async (request, reply) => {
      const { body } = request;
      const email = body.email.trim();
      if (!isAllowedRedirect(body.confirm_success_url, redirectOrigins))
        return reply.code(422).send(registrationFailure({ confirm_success_url: ['is not allowed'] }));
      const errors = registrationErrors(body);
      if (hasErrors(errors)) return reply.code(422).send(registrationFailure(errors));
      const token = randomToken();
      const names = { firstName: body.first_name.trim(), lastName: body.last_name.trim() };
      // Hashed in both cases, so a taken address answers in the same time as a free one.
      const passwordHash = await hashPassword(body.password);
      const customer = await accounts.register(
        { email, passwordHash, ...names },
        hashToken(token),
        CONFIRMATION_LIFETIME_SECONDS,
      );
      if (customer) {
        const params = { confirmation_token: token, redirect_url: body.confirm_success_url };
        const link = withParams(`${publicUrl}/v2/auth/confirmation`, params);
        await mailer.send(confirmationEmail(email, customer.first_name, link));
      } else {
        const resetPage = new URL('/reset-password', body.confirm_success_url).href;
        await mailer.send(accountExistsEmail(email, resetPage));
      }
      return { status: 'success' as const, data: pendingAccount(email, names) };
    },
  );

  app.get('/v2/auth/confirmation', { schema: confirmationSchema }, async (request, reply) => {
    const { confirmation_token: token, redirect_url: redirectUrl } = request.query;
    if (!isAllowedRedirect(redirectUrl, redirectOrigins))
      return reply.code(422).send({ success: false, errors: [redirectNotAllowed(redirectUrl)] });
    const confirmed = await accounts.confirm(hashToken(token));
    return reply.redirect(withParams(redirectUrl, { account_confirmation_success: String(confirmed) }));
  });

  app.put('/v2/auth', { onRequest: requireCustomer, schema: updateAccountSchema }, async (request, reply) => {
    const customer = request.customer!;
    const { password, current_password: current, first_name, last_name, website_country } = request.body;
    const errors = updateErrors(request.body, customer.email);
    if (
      !hasErrors(errors) &&
      password !== undefined &&
      !(await verifyPassword(await accounts.passwordHash(customer.id), current!))
    )
      add(errors, 'current_password', 'is invalid');
    if (hasErrors(errors)) return reply.code(422).send(registrationFailure(errors));
    const passwordHash = password === undefined ? undefined : await hashPassword(password);
    const changes = {
      first_name: first_name?.trim(),
      last_name: last_name?.trim(),
      website_country,
      passwordHash,
    };
    const updated = await accounts.updateProfile(customer.id, changes);
    // A new password shuts out whoever else holds a session (the reason to change it); this browser stays in.
    if (passwordHash) await app.repos.authTokens.revokeOthers(customer.id, request.session!.client);
    return { status: 'success' as const, data: updated };
  });
};
export default registrationRoutes;
