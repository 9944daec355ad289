import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unconfirmedMessage } from '../../lib/account-validation';
import { verifyPassword } from '../../lib/passwords';
import { sendAuthHeaders } from '../../plugins/auth';
import { SIGN_IN_RATE_LIMIT } from '../../plugins/rate-limit';
import { INVALID_CREDENTIALS, signInSchema, signOutSchema, validateTokenSchema } from './schemas';

const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { rateLimit: SIGN_IN_RATE_LIMIT };
  const guard = app.limits.signIn;
  app.post('/v2/auth/sign_in', { schema: signInSchema, config }, async (request, reply) => {
    const { email, password } = request.body;
    const found = await app.repos.customers.findForSignIn(email);
    const client = request.headers.client;
    const knownDevice =
      !!found &&
      typeof client === 'string' &&
      (await app.repos.authTokens.knowsClient(found.customer.id, client));
    const refused = await guard.refusal(email, { address: request.ip, knownDevice });
    if (refused) {
      reply.header('retry-after', String(refused.retryAfterSeconds));
      return reply.code(429).send({ success: false, errors: [refused.message] });
    }
    // An unknown email costs the same time as a wrong password: the two cannot be told apart.
    const valid = await verifyPassword(found?.passwordHash ?? null, password);
    if (!found || !valid) {
      await guard.failed(email, request.ip);
      return reply.code(401).send({ success: false, errors: [INVALID_CREDENTIALS] });
    }
    await guard.succeeded(email, request.ip);
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
