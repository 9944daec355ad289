import { customerSchema, signInBodySchema } from '@rsm/shared/schemas';
import { z } from 'zod';
import { deviseErrorSchema } from '../common-schemas';
import { routeGroup } from '../route-schemas';

export const INVALID_CREDENTIALS = 'Invalid login credentials. Please try again.';

/** devise_token_auth's routes: sign-in and out here, registrations and passwords in their own groups. */
export const auth = routeGroup('auth');

export const signInSchema = auth.route(
  'Sign in; the response headers access-token, client, uid, expiry authenticate later requests',
  {
    body: signInBodySchema,
    response: { 200: z.object({ data: customerSchema }), 401: deviseErrorSchema, 429: deviseErrorSchema },
  },
);

export const signOutSchema = auth.route("Sign out this client (revokes the request's token)", {
  response: { 200: z.object({ success: z.literal(true) }), 404: deviseErrorSchema },
});

export const validateTokenSchema = auth.route('The customer the auth headers belong to', {
  response: { 200: z.object({ success: z.literal(true), data: customerSchema }), 401: deviseErrorSchema },
});
