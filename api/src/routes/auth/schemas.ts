import { customerSchema, signInBodySchema } from '@rsm/shared/schemas';
import { z } from 'zod';
import { deviseErrorSchema } from '../common-schemas';

export const INVALID_CREDENTIALS = 'Invalid login credentials. Please try again.';

export const signInSchema = {
  tags: ['auth'],
  summary: 'Sign in; the response headers access-token, client, uid, expiry authenticate later requests',
  body: signInBodySchema,
  response: { 200: z.object({ data: customerSchema }), 401: deviseErrorSchema, 429: deviseErrorSchema },
};

export const signOutSchema = {
  tags: ['auth'],
  summary: "Sign out this client (revokes the request's token)",
  response: { 200: z.object({ success: z.literal(true) }), 404: deviseErrorSchema },
};

export const validateTokenSchema = {
  tags: ['auth'],
  summary: 'The customer the auth headers belong to',
  response: { 200: z.object({ success: z.literal(true), data: customerSchema }), 401: deviseErrorSchema },
};
