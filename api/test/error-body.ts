import type { FastifyInstance, InjectOptions } from 'fastify';

/** The body every error leaves with (src/plugins/error-body.ts): devise_token_auth's list plus `message`. */
export const errorBody = (message: unknown) => ({ errors: [message], message });

/** Any error body: a list of messages or messages per field (400 for bad parameters, 422), plus `message`. */
export const anyErrorBody = () =>
  expect.objectContaining({ errors: expect.anything(), message: expect.any(String) });

/** A request whose body is off the route's schema: answered 422 with a message, as devise_token_auth answers it. */
export async function expectMalformedBodyRefused(
  app: FastifyInstance,
  request: InjectOptions,
): Promise<void> {
  const response = await app.inject(request);
  expect(response.statusCode).toBe(422);
  expect(response.json().message).toEqual(expect.any(String));
}
