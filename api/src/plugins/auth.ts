import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export interface AuthSession {
  token: string;
  client: string;
  uid: string;
  expiry: number;
}

export const NOT_SIGNED_IN = 'You need to sign in or sign up before continuing.';

const header = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return typeof value === 'string' && value.length > 0 ? value : undefined;
};

/**
 * Where devise_token_auth clients send the token as query parameters: redux-token-auth checks a stored session with
 * `validate_token?access-token=…&client=…&uid=…`. Only there: a token in any URL ends up in logs and histories.
 */
export const QUERY_TOKEN_ROUTES = new Set(['/v2/auth/validate_token']);

function fromQuery(request: FastifyRequest): Omit<AuthSession, 'expiry'> | null {
  if (!QUERY_TOKEN_ROUTES.has(request.routeOptions.url ?? '')) return null;
  const query = new URLSearchParams(request.url.split('?')[1] ?? '');
  const [token, client, uid] = [query.get('access-token'), query.get('client'), query.get('uid')];
  return token && client && uid ? { token, client, uid } : null;
}

/**
 * The four devise_token_auth headers, devise's `Authorization: Bearer base64({"access-token",...})`, or (on
 * validate_token) the same as query parameters.
 */
function credentials(request: FastifyRequest): Omit<AuthSession, 'expiry'> | null {
  const token = header(request, 'access-token');
  const client = header(request, 'client');
  const uid = header(request, 'uid');
  if (token && client && uid) return { token, client, uid };
  const inQuery = fromQuery(request);
  if (inQuery) return inQuery;
  const bearer = /^Bearer\s+(\S+)$/i.exec(header(request, 'authorization') ?? '')?.[1];
  if (!bearer) return null;
  try {
    const parsed = JSON.parse(Buffer.from(bearer, 'base64').toString('utf8')) as Record<string, unknown>;
    const [t, c, u] = [parsed['access-token'], parsed.client, parsed.uid];
    return typeof t === 'string' && typeof c === 'string' && typeof u === 'string'
      ? { token: t, client: c, uid: u }
      : null;
  } catch {
    return null;
  }
}

/** Sets the auth headers the front end stores: access-token, client, uid and expiry must all be present. */
export function sendAuthHeaders(reply: FastifyReply, session: AuthSession): void {
  reply.header('access-token', session.token);
  reply.header('client', session.client);
  reply.header('uid', session.uid);
  reply.header('expiry', String(session.expiry));
  reply.header('token-type', 'Bearer');
}

/**
 * Resolves request.customer from the auth headers; a missing or stale token leaves a visitor (routes that need a
 * customer answer 401). The same token is echoed on authenticated responses: no per-request rotation, so parallel
 * requests from one browser never race each other's tokens.
 */
export function registerAuth(app: FastifyInstance): void {
  app.decorateRequest('customer', null);
  app.decorateRequest('session', null);
  app.addHook('onRequest', async (request) => {
    const given = credentials(request);
    if (!given) return;
    const found = await app.repos.authTokens.authenticate(given.uid, given.client, given.token);
    if (!found) return;
    request.customer = found.customer;
    request.session = { ...given, uid: found.customer.email, expiry: found.expiry };
  });
  app.addHook('onSend', async (request, reply) => {
    if (request.session) sendAuthHeaders(reply, request.session);
  });
}

/**
 * Hook for routes that need a signed-in customer. Used as onRequest (after the auth hook resolved the customer) so
 * a visitor gets 401 before body validation, never a 400 that tells them about the route's input.
 */
export async function requireCustomer(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (!request.customer) await reply.code(401).send({ errors: [NOT_SIGNED_IN] });
}
