import type { FastifyInstance } from 'fastify';

export type Language = 'en' | 'pt';

/** Accept-Language carries the provider's codes: PTRSM for Portuguese, anything else (ENRSM) English. */
export function languageFrom(header: string | undefined): Language {
  return header && /ptrsm/i.test(header) ? 'pt' : 'en';
}

export function registerLanguage(app: FastifyInstance): void {
  app.decorateRequest('language', 'en');
  app.addHook('onRequest', async (request) => {
    request.language = languageFrom(request.headers['accept-language']);
  });
}
