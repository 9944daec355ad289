import type { FastifyReply, FastifyRequest } from 'fastify';
import { requireCustomer } from '../plugins/auth';

/**
 * A hook that lets a visitor through with a share link's token in the request's query or body; anyone else needs to
 * be signed in. The handler still checks what the token opens.
 */
export const requireCustomerOrToken =
  (part: 'query' | 'body') =>
  async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const token = (request[part] as Record<string, unknown> | undefined)?.token;
    if (typeof token === 'string' && token.length > 0) return;
    await requireCustomer(request, reply);
  };
