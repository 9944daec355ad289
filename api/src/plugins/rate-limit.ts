import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { env } from '../env';

/** Per-route limit of the endpoints that guess passwords or send mail: 10 requests a minute per IP by default. */
export const AUTH_RATE_LIMIT = { max: env.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' };

/**
 * Registered before the routes (it hooks onRoute) and only applied where a route's config asks for it. Tests turn
 * it off: they sign in far more often than 10 times a minute from one address.
 */
export async function registerRateLimit(app: FastifyInstance, enabled: boolean): Promise<void> {
  if (enabled) await app.register(rateLimit, { global: false });
}
