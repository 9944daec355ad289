import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Headers every API answer carries (@fastify/helmet): nosniff, no referrer beyond the origin, never framed. No
 * Content-Security-Policy here: the API answers JSON and files, and its /docs page brings its own scripts. Media are
 * played by pages of the web apps' origin, so resources stay loadable cross-origin.
 */
export async function registerSecurityHeaders(app: FastifyInstance, publicUrl: string): Promise<void> {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: false,
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    crossOriginOpenerPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'deny' },
    // Only where the API is served over HTTPS: on http://localhost it would pin the browser to HTTPS for a year.
    strictTransportSecurity: publicUrl.startsWith('https:') ? { maxAge: 15_552_000 } : false,
  });
  // A customer's data (and a fresh token) must not stay in a browser's or proxy's cache.
  app.addHook('onSend', async (request, reply, payload) => {
    const personal = request.customer !== null || reply.hasHeader('access-token');
    const json = String(reply.getHeader('content-type') ?? '').startsWith('application/json');
    if (personal && json) reply.header('cache-control', 'no-store');
    return payload;
  });
}
