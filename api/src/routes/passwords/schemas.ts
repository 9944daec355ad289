import {
  passwordErrorSchema,
  passwordResetBodySchema,
  passwordResetRequestBodySchema,
  passwordResetRequestResponseSchema,
  passwordResetResponseSchema,
} from '@rsm/shared/schemas';
import { auth } from '../auth/schemas';

export const requestResetSchema = auth.route(
  'Email a password reset link; the same answer for known and unknown addresses',
  {
    body: passwordResetRequestBodySchema,
    response: { 200: passwordResetRequestResponseSchema, 422: passwordErrorSchema },
  },
);

export const resetPasswordSchema = auth.route(
  'Set a new password with the token from the reset email (6 hours, single use)',
  {
    body: passwordResetBodySchema,
    response: { 200: passwordResetResponseSchema, 401: passwordErrorSchema, 422: passwordErrorSchema },
  },
);
