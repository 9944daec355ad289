import type { Customer } from '@rsm/shared/schemas';
import type { Pool } from '@rsm/db/pool';
import type { Counters } from '../lib/limits/counters';
import type { SignInGuard } from '../lib/limits/sign-in-guard';
import type { Repositories } from '../repositories';
import type { AuthSession } from '../plugins/auth';
import type { Language } from '../plugins/language';

declare module 'fastify' {
  interface FastifyInstance {
    db: Pool;
    repos: Repositories;
    /** Shared counters (Redis when configured) and the sign-in guard built on them. */
    limits: { enabled: boolean; counters: Counters; signIn: SignInGuard };
  }
  interface FastifyRequest {
    /** The language from Accept-Language (ENRSM / PTRSM): taxonomy names and the composer's PDFs. */
    language: Language;
    /** The signed-in customer, or null for a visitor. */
    customer: Customer | null;
    /** The token the request was authenticated with; echoed back on the response. */
    session: AuthSession | null;
  }
}
