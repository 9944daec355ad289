import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';

/** Names the first invalid field: "querystring/per: Too big: expected number to be <=250". */
function validationMessage(error: FastifyError): string {
  const first = error.validation?.[0];
  if (!first) return error.message;
  const where = `${error.validationContext ?? 'request'}${first.instancePath || ''}`;
  return `${where}: ${first.message ?? 'is invalid'}`;
}

/**
 * Bad input is the client's problem (400 with a message), never a 500. Other 4xx keep their status (malformed JSON,
 * unsupported media type, missing file); anything else is logged and answered with a generic message.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
      return reply.code(400).send({ message: validationMessage(error) });
    }
    if (
      !isResponseSerializationError(error) &&
      error.statusCode &&
      error.statusCode >= 400 &&
      error.statusCode < 500
    ) {
      return reply.code(error.statusCode).send({ message: error.message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ message: 'Internal Server Error' });
  });
  app.setNotFoundHandler(async (request, reply) =>
    reply.code(404).send({ message: `Route ${request.method}:${request.url.split('?')[0]} not found` }),
  );
}
