import argon2 from 'argon2';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unconfirmedMessage } from '../../lib/account-validation';
import { sendAuthHeaders } from '../../plugins/auth';
import { AUTH_RATE_LIMIT } from '../../plugins/rate-limit';
import { INVALID_CREDENTIALS, signInSchema, signOutSchema, validateTokenSchema } from './schemas';

// Verified when the email is unknown, so both failures cost the same time and cannot be told apart.
const DUMMY_HASH = argon2.hash('not-a-real-password', { type: argon2.argon2id });

const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { rateLimit: AUTH_RATE_LIMIT };
  app.post('/v2/auth/sign_in', { schema: signInSchema, config }, async (request, reply) => {
    const found = await app.repos.customers.findForSignIn(request.body.email);
    const valid = await argon2.verify(found?.passwordHash ?? (await DUMMY_HASH), request.body.password);
    if (!found || !valid) return reply.code(401).send({ success: false, errors: [INVALID_CREDENTIALS] });
    // Only after the password matched, so the message never reveals an account to someone guessing.
    if (!(await app.repos.accounts.isConfirmed(found.customer.id)))
      return reply.code(401).send({ success: false, errors: [unconfirmedMessage(found.customer.email)] });
    const issued = await app.repos.authTokens.issue(found.customer.id);
    sendAuthHeaders(reply, { ...issued, uid: found.customer.email });
    return { data: found.customer };
  });

  app.delete('/v2/auth/sign_out', { schema: signOutSchema }, async (request, reply) => {
    const { customer, session } = request;
    if (!customer || !session) {
      return reply.code(404).send({ success: false, errors: ['User was not found or was not logged in.'] });
    }
    await app.repos.authTokens.revoke(customer.id, session.client);
    request.session = null; // nothing to echo: the token is gone
    return { success: true as const };
  });

  app.get('/v2/auth/validate_token', { schema: validateTokenSchema }, async (request, reply) => {
    if (!request.customer)
      return reply.code(401).send({ success: false, errors: ['Invalid login credentials'] });
    return { success: true as const, data: request.customer };
  });
};
export default authRoutes;
