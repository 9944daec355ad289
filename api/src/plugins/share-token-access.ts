import type { FastifyReply, FastifyRequest } from 'fastify';
import { requireCustomer } from './auth';

type Guard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/**
 * A hook that lets a visitor through with a share link's token in the request's query or body; anyone else must pass
 * `guard`. The handler still checks what the token opens.
 */
export const guardUnlessShareToken =
  (guard: Guard, part: 'query' | 'body'): Guard =>
  async (request, reply) => {
    const token = (request[part] as Record<string, unknown> | undefined)?.token;
    if (!request.customer && typeof token === 'string' && token.length > 0) return;
    await guard(request, reply);
  };

/** Signed-in customers, or visitors with a share token. */
export const requireCustomerOrToken = (part: 'query' | 'body') =>
  guardUnlessShareToken(requireCustomer, part);
