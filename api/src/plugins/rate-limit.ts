import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { env } from '../env';
import { memoryCounters, redisCounters } from '../lib/limits/counters';
import { noSignInGuard, signInGuard, type SignInLimits } from '../lib/limits/sign-in-guard';

/** Per-route limit of the endpoints that send mail or create accounts: 10 requests a minute per address by default. */
export const AUTH_RATE_LIMIT = { max: env.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' };

/**
 * Sign-in's limit per address is a flood cap only: an office signs in through one address. Wrong passwords are
 * counted by the sign-in guard, per account and per address.
 */
export const SIGN_IN_RATE_LIMIT = {
  max: Math.max(env.SIGN_IN_RATE_LIMIT_PER_MINUTE, env.AUTH_RATE_LIMIT_PER_MINUTE),
  timeWindow: '1 minute',
};

/** Each consultation request is an email to the staff: a person sends a few, not hundreds. */
export const CONTACT_RATE_LIMIT = {
  max: Math.max(5, Math.ceil(env.AUTH_RATE_LIMIT_PER_MINUTE / 2)),
  timeWindow: '10 minutes',
};

export const DEFAULT_SIGN_IN_LIMITS: SignInLimits = {
  accountFailures: env.SIGN_IN_ACCOUNT_FAILURES,
  addressFailures: env.SIGN_IN_ADDRESS_FAILURES,
  windowMs: env.SIGN_IN_LOCK_MINUTES * 60_000,
};

export interface LimitOptions {
  /** false turns every limit off: tests sign in far more often than 10 times a minute from one address. */
  enabled: boolean;
  /** Shared by every API process when given; else the counts live in this process. */
  redis?: Redis | null;
  signIn?: SignInLimits;
  /** The clock of counts kept in this process. */
  now?: () => number;
}

/**
 * Registered before the routes (@fastify/rate-limit hooks onRoute) and only applied where a route's config asks
 * for it. Decorates app.limits with the counters other routes meter by (mail quotas) and the sign-in guard.
 */
export async function registerRateLimit(app: FastifyInstance, options: LimitOptions): Promise<void> {
  const counters = options.redis ? redisCounters(options.redis) : memoryCounters(options.now);
  app.decorate('limits', {
    enabled: options.enabled,
    counters,
    signIn: options.enabled ? signInGuard(counters, options.signIn ?? DEFAULT_SIGN_IN_LIMITS) : noSignInGuard,
  });
  if (!options.enabled) return;
  await app.register(rateLimit, {
    global: false,
    ...(options.redis ? { redis: options.redis, nameSpace: 'rsm:rate-limit:' } : {}),
    // A Redis outage lets requests through rather than answering every sign-in with 500.
    skipOnError: true,
  });
}
