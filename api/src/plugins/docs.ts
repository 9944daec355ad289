import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { fieldErrorsSchema } from '../routes/common-schemas';

const ERRORS = [
  'Every call takes `Content-Type: application/json` (an empty body with it is no body) and the auth headers',
  "`access-token`, `client`, `uid`, `expiry` when present. Every error answer has one body, devise_token_auth's:",
  '400 (a body that is not JSON), 401, 403, 404, 409, 410 and 413 send `{ "errors": ["…"], "message": "…" }`; 422',
  '(parameters or body that do not match the call) sends',
  '`{ "errors": { "<field>": ["…"], "full_messages": ["…"] }, "message": "…" }`.',
].join(' ');

type Transform = typeof jsonSchemaTransform;

/** Every call that takes parameters documents its 422 field errors, without each route repeating it. */
const withValidationErrors: Transform = (input) => {
  const schema = input.schema as Record<string, unknown> | undefined;
  const takesInput = schema && (schema.params || schema.querystring || schema.body);
  if (!takesInput) return jsonSchemaTransform(input);
  const response = (schema.response ?? {}) as Record<string, unknown>;
  const withErrors = { ...schema, response: { 422: fieldErrorsSchema, ...response } };
  return jsonSchemaTransform({ ...input, schema: withErrors } as Parameters<Transform>[0]);
};

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
      components: {
        securitySchemes: {
          accessToken: { type: 'apiKey', in: 'header', name: 'access-token' },
          client: { type: 'apiKey', in: 'header', name: 'client' },
          uid: { type: 'apiKey', in: 'header', name: 'uid' },
        },
      },
    },
    transform: withValidationErrors,
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });
}
