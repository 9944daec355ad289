import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { fieldErrorBody, toErrorBody, type FieldMessages } from './error-body';

/** "/stay_tuned_user/email" in the body -> "stay_tuned_user.email"; the body itself -> "body". */
function fieldName(context: string | undefined, instancePath: string): string {
  const path = instancePath.replace(/^\//, '').replace(/\//g, '.');
  return path || (context ?? 'request');
}

/** Every invalid parameter with its messages: { per: ['Too big: expected number to be <=250'] }. */
function validationFields(error: FastifyError): FieldMessages {
  const fields: FieldMessages = {};
  for (const issue of error.validation ?? []) {
    const field = fieldName(error.validationContext, issue.instancePath ?? '');
    (fields[field] ??= []).push(issue.message ?? 'is invalid');
  }
  return Object.keys(fields).length > 0 ? fields : { request: [error.message] };
}

/**
 * Input that breaks a route's schema (params, query or body) is devise_token_auth's 422: messages per field plus
 * full_messages, never a 500. A body that is not JSON at all keeps 400, as Rails answers a parse error. Other 4xx
 * keep their status (unsupported media type, missing file); anything else is logged and answered with a generic
 * message. Every error body, whoever sends it, leaves in the shape of error-body.ts.
 */
export function registerErrorHandler(
  app: FastifyInstance,
  methodsOf: (path: string) => string[] = () => [],
): void {
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
      // Sent as it is, not through the route's 422 schema: some routes describe their own 422 bodies (devise's
      // `status: 'error'` on registrations), which a schema failure does not have, and that would make it a 500.
      // The type is set here because a custom serializer leaves it out, and jQuery then has no responseJSON.
      return reply
        .code(422)
        .type('application/json; charset=utf-8')
        .serializer(JSON.stringify)
        .send(fieldErrorBody(validationFields(error)));
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
  // A path that exists with other methods is 405 with Allow: a generic client then knows the call, not the path, is off.
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const allowed = methodsOf(path);
    if (allowed.length > 0)
      return reply
        .code(405)
        .header('allow', allowed.join(', '))
        .send({ message: `${request.method} is not allowed on ${path}; use ${allowed.join(', ')}` });
    return reply.code(404).send({ message: `Route ${request.method}:${path} not found` });
  });
  // Routes and plugins answer errors in several historical shapes; clients get one.
  app.addHook('preSerialization', async (_request, reply, payload) =>
    reply.statusCode >= 400
      ? toErrorBody(payload, STATUS_CODES[reply.statusCode] ?? 'Request failed')
      : payload,
  );
}
