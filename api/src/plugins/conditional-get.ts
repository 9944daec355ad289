import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** Adds a header name to Vary once, keeping what CORS or compression put there. */
export function addVary(reply: FastifyReply, name: string): void {
  const current = String(reply.getHeader('vary') ?? '');
  const names = current
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (names.some((part) => part === '*' || part.toLowerCase() === name.toLowerCase())) return;
  reply.header('vary', [...names, name].join(', '));
}

/** `W/"…"` from a JSON body: equal bodies, equal tags, whichever process answered. */
export const entityTag = (body: string): string =>
  `W/"${createHash('sha1').update(body).digest('base64url')}"`;

const matches = (ifNoneMatch: string, tag: string): boolean =>
  ifNoneMatch.trim() === '*' ||
  ifNoneMatch.split(',').some((given) => given.trim().replace(/^W\//, '') === tag.slice(2));

/**
 * Conditional GET for JSON reads (the catalogue, lookups, pages…): an ETag from the body, `304 Not Modified` when
 * the client's If-None-Match still matches, and `Vary: Accept-Language` because ENRSM and PTRSM get different
 * bodies at one URL. Registered before compression, so the tag is of the JSON, not of one encoding of it.
 */
export function registerConditionalGet(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return payload;
    const json = String(reply.getHeader('content-type') ?? '').startsWith('application/json');
    if (!json || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    addVary(reply, 'Accept-Language');
    const tag = entityTag(payload);
    reply.header('etag', tag);
    const ifNoneMatch = request.headers['if-none-match'];
    if (!ifNoneMatch || !matches(ifNoneMatch, tag)) return payload;
    reply.code(304);
    reply.removeHeader('content-length');
    return '';
  });
}
