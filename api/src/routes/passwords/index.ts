import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { resetPasswordEmail } from '../../lib/account-emails';
import { checkPassword, type FieldErrors, fullMessages, hasErrors } from '../../lib/account-validation';
import { createMailer } from '../../lib/mailer';
import { hashPassword } from '../../lib/passwords';
import { isAllowedRedirect, redirectNotAllowed, withParams } from '../../lib/redirects';
import { hashToken, randomToken } from '../../lib/tokens';
import { AUTH_RATE_LIMIT } from '../../plugins/rate-limit';
import { requestResetSchema, resetPasswordSchema } from './schemas';

const RESET_LIFETIME_SECONDS = 6 * 3600;
const INVALID_TOKEN = { success: false as const, errors: ['Reset password token is invalid or has expired'] };
const config = { rateLimit: AUTH_RATE_LIMIT };

export interface PasswordOptions {
  redirectOrigins: Set<string>;
}

/** devise_token_auth passwords: request a reset link by email, then set a new password with its token. */
const passwordRoutes: FastifyPluginAsyncZod<PasswordOptions> = async (app, { redirectOrigins }) => {
  const { accounts } = app.repos;
  const mailer = createMailer(app.repos.emailOutbox);

  app.post('/v2/auth/password', { schema: requestResetSchema, config }, async (request, reply) => {
    const { email, redirect_url: redirectUrl } = request.body;
    if (!isAllowedRedirect(redirectUrl, redirectOrigins))
      return reply.code(422).send({ success: false, errors: [redirectNotAllowed(redirectUrl)] });
    // Unknown addresses get the same answer (no way to learn who has an account) but no email. Everything that
    // depends on the address (finding the account, storing the token, queueing the mail) runs after the answer:
    // waiting for any of it made a known address measurably slower than an unknown one.
    setImmediate(() => {
      const token = randomToken();
      accounts
        .startPasswordReset(email.trim(), hashToken(token), RESET_LIFETIME_SECONDS)
        .then(async (known) => {
          if (known)
            await mailer.send(
              resetPasswordEmail(known, withParams(redirectUrl, { reset_password_token: token })),
            );
        })
        .catch((error: unknown) => request.log.error({ err: error }, 'reset email not queued'));
    });
    const message = `An email has been sent to '${email}' containing instructions for resetting your password.`;
    return { success: true as const, message };
  });

  app.put('/v2/auth/password', { schema: resetPasswordSchema, config }, async (request, reply) => {
    const { password, password_confirmation: confirmation, reset_password_token: token } = request.body;
    if (!(await accounts.resetTokenIsLive(hashToken(token)))) return reply.code(401).send(INVALID_TOKEN);
    const errors: FieldErrors = {};
    checkPassword(errors, password, confirmation);
    if (hasErrors(errors))
      return reply
        .code(422)
        .send({ success: false, errors: { ...errors, full_messages: fullMessages(errors) } });
    // The token is used inside the same transaction as the update: a parallel request with it gets 401.
    const customer = await accounts.completePasswordReset(hashToken(token), await hashPassword(password));
    if (!customer) return reply.code(401).send(INVALID_TOKEN);
    // The owner proved the address: failures before the reset (someone else's, likely) no longer hold them back.
    await app.limits.signIn.cleared(customer.email);
    return {
      success: true as const,
      data: customer,
      message: 'Your password has been successfully updated.',
    };
  });
};
export default passwordRoutes;
