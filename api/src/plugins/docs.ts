import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { deviseErrorSchema, fieldErrorsSchema } from '../routes/common-schemas';
import { completeAnswers, ERROR_SCHEMAS } from './openapi/answers';
import type { OpenApiDocument } from './openapi/document-types';
import { completeOperation, operationsOf, SECURITY_SCHEMES } from './openapi/operations';

const ERRORS = [
  'Bodies are JSON (`Content-Type: application/json`; an empty body with it is no body) or form-encoded',
  "(`application/x-www-form-urlencoded`, Rails' `user[email]` nesting and `list[]=a&list[]=b` taken). Calls take",
  'the auth headers `access-token`, `client`, `uid`, `expiry` when present (validate_token also as query',
  "parameters). Every error answer has one body, devise_token_auth's (`DeviseErrors`): 400 (a body that is not",
  'JSON), 401, 403, 404, 405 (with `Allow`), 409, 410, 413, 415 and 429 send `{ "errors": ["…"], "message": "…" }`;',
  '422 (parameters or body that do not match the call) sends',
  '`{ "errors": { "<field>": ["…"], "full_messages": ["…"] }, "message": "…" }`. Search filters are Rails\'',
  'bracketed parameters, each documented under the name it is sent with (`q[genres][]`, repeated for a list).',
].join(' ');

type Transform = typeof jsonSchemaTransform;

/** Every call that takes parameters documents its 422 field errors, without each route repeating it. */
const withValidationErrors: Transform = (input) => {
  const schema = input.schema as Record<string, unknown> | undefined;
  if (!schema) return jsonSchemaTransform(input);
  const takesInput = schema.params || schema.querystring || schema.body;
  const rateLimited = Boolean((input.route.config as { rateLimit?: unknown } | undefined)?.rateLimit);
  const response = {
    ...(takesInput ? { 422: fieldErrorsSchema } : {}),
    ...(rateLimited ? { 429: deviseErrorSchema } : {}),
    ...((schema.response ?? {}) as Record<string, unknown>),
  };
  return jsonSchemaTransform({ ...input, schema: { ...schema, response } } as Parameters<Transform>[0]);
};

/**
 * The document as a whole, once the routes are in: operation ids, security, file types, plugin statuses, error
 * bodies, sendable search filters and upload bodies (see openapi/).
 */
export function finishDocument(document: OpenApiDocument): OpenApiDocument {
  const taken = new Set<string>();
  for (const [key, operation] of operationsOf(document)) {
    completeOperation(key, operation, taken);
    completeAnswers(key, operation, Boolean(operation.responses?.['429']));
  }
  const components = (document.components ??= {});
  components.schemas = { ...components.schemas, ...ERROR_SCHEMAS };
  components.securitySchemes = { ...components.securitySchemes, ...SECURITY_SCHEMES };
  return document;
}

/** OpenAPI generated from the routes' zod schemas, browsable at /docs. */
export async function registerDocs(app: FastifyInstance, publicUrl: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'RSM content API',
        description: `Catalogue, playlists, auth and media of the production-music library. ${ERRORS}`,
        version: '1.0.0',
      },
      servers: [{ url: publicUrl }],
    },
    transform: withValidationErrors,
    transformObject: (documentObject) =>
      'openapiObject' in documentObject
        ? (finishDocument(documentObject.openapiObject as unknown as OpenApiDocument) as never)
        : documentObject.swaggerObject,
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });
}
