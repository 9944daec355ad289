import type { FastifyReply, FastifyRequest } from 'fastify';
import { NOT_SIGNED_IN } from '../../plugins/auth';

export const COMPOSERS_ONLY = { message: 'Only composers can use the composer area' };

/** onRequest hook of every composer route: visitors get 401, customers who are not composers 403. */
export async function requireComposer(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (!request.customer) await reply.code(401).send({ errors: [NOT_SIGNED_IN] });
  else if (!request.customer.is_composer) await reply.code(403).send(COMPOSERS_ONLY);
}

export const composerName = (customer: { first_name: string; last_name: string; email: string }): string =>
  `${customer.first_name} ${customer.last_name}`.trim() || customer.email;
