import {
  customerSchema,
  registrationBodySchema,
  registrationErrorSchema,
  registrationResponseSchema,
  updateAccountBodySchema,
} from '@rsm/shared/schemas';
import { z } from 'zod';
import { authErrorResponses, deviseErrorSchema } from '../common-schemas';

export const registerSchema = {
  tags: ['auth'],
  summary: 'Sign up; sends a confirmation email and does not sign in (no auth headers)',
  body: registrationBodySchema,
  response: { 200: registrationResponseSchema, 422: registrationErrorSchema },
};

export const confirmationSchema = {
  tags: ['auth'],
  summary:
    'The link in the confirmation email: confirms and redirects to redirect_url?account_confirmation_success=',
  querystring: z.object({ confirmation_token: z.string().max(200), redirect_url: z.string().max(2000) }),
  response: { 422: deviseErrorSchema },
};

export const updateAccountSchema = {
  tags: ['auth'],
  summary:
    "Update the signed-in customer's name, country or password (current_password needed for a new password)",
  body: updateAccountBodySchema,
  response: {
    200: z.object({ status: z.literal('success'), data: customerSchema }),
    422: registrationErrorSchema,
    ...authErrorResponses,
  },
};
