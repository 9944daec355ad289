import {
  customerSchema,
  registrationBodySchema,
  registrationErrorSchema,
  registrationResponseSchema,
  updateAccountBodySchema,
} from '@rsm/shared/schemas';
import { z } from 'zod';
import { authErrorResponses, deviseErrorSchema } from '../common-schemas';
import { auth } from '../auth/schemas';
import { routeGroup } from '../route-schemas';

/** The forms of the customer's account: a field that will not do is a 422 in devise's registration error body. */
const accountForms = routeGroup('auth', { 422: registrationErrorSchema });

export const registerSchema = accountForms.route(
  'Sign up; sends a confirmation email and does not sign in (no auth headers)',
  { body: registrationBodySchema, response: { 200: registrationResponseSchema } },
);

export const confirmationSchema = auth.route(
  'The link in the confirmation email: confirms and redirects to redirect_url?account_confirmation_success=',
  {
    querystring: z.object({ confirmation_token: z.string().max(200), redirect_url: z.string().max(2000) }),
    response: { 422: deviseErrorSchema },
  },
);

export const updateAccountSchema = accountForms.route(
  "Update the signed-in customer's name, country or password (current_password needed for a new password)",
  {
    body: updateAccountBodySchema,
    response: {
      200: z.object({ status: z.literal('success'), data: customerSchema }),
      ...authErrorResponses,
    },
  },
);
