import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Counters } from '../../lib/limits/counters';

export interface SoundSearchLimits {
  /** Searches by reference file one account may start in a minute. */
  perAccountPerMinute: number;
  /** From one address, whichever accounts: an office shares one address, so it is higher. */
  perAddressPerMinute: number;
}

export const TOO_MANY_SOUND_SEARCHES = 'Too many searches by sound in a minute: try again shortly.';

const MINUTE_MS = 60_000;

/**
 * An onRequest hook counting searches by sound per account and per address before the upload is read: each one is
 * seconds of a thread's CPU, so a flood is refused before its bytes arrive. Runs after `requireCustomer`.
 */
export function soundSearchLimiter(counters: Counters, limits: SoundSearchLimits) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    if (!request.customer) return;
    const [account, address] = await Promise.all([
      counters.hit(`sound-search:account:${request.customer.id}`, MINUTE_MS),
      counters.hit(`sound-search:address:${request.ip}`, MINUTE_MS),
    ]);
    const over = [
      account.count > limits.perAccountPerMinute ? account.resetInMs : 0,
      address.count > limits.perAddressPerMinute ? address.resetInMs : 0,
    ];
    const waitMs = Math.max(...over);
    if (waitMs === 0) return;
    reply.header('retry-after', String(Math.max(1, Math.ceil(waitMs / 1000))));
    await reply.code(429).send({ errors: [TOO_MANY_SOUND_SEARCHES] });
  };
}
