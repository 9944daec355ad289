import type { FastifyInstance } from 'fastify';

/**
 * JSON bodies, parsed as Fastify does (prototype poisoning refused), except that an empty body is no body: clients
 * send `Content-Type: application/json` on every call, deletes and toggles included, and those send nothing.
 */
export function registerJsonBody(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, text, done);
  });
}
