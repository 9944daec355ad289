import type { FastifyInstance } from 'fastify';

export const NUL_IN_TEXT = 'Text must not contain the NUL character (\\u0000)';

/** Whether a parsed query, params object or JSON body holds a string with a NUL anywhere (depth-limited). */
export function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\0');
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((item) => holdsNul(item, depth + 1));
  return Object.entries(value).some(([key, item]) => key.includes('\0') || holdsNul(item, depth + 1));
}

/**
 * PostgreSQL text cannot hold NUL (error 22021), so such input can never be stored or searched for: every route
 * answers it with 400 before it reaches a query. Multipart file names are checked where uploads are read.
 */
export function registerRejectNul(app: FastifyInstance): void {
  app.addHook('preValidation', async (request, reply) => {
    if (holdsNul(request.query) || holdsNul(request.params) || holdsNul(request.body))
      await reply.code(400).send({ message: NUL_IN_TEXT });
  });
}
