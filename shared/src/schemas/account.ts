import * as z from 'zod/mini';
import { customerSchema } from './customer';

// Bodies only check types and sizes; the rules (email format, password length, confirmation) answer 422 with
// devise's field errors so the form can show them next to the fields.
const text = (max: number) => z.string().check(z.maxLength(max));

export const registrationBodySchema = z.object({
  email: text(254),
  password: text(128),
  password_confirmation: text(128),
  first_name: z._default(text(100), ''),
  last_name: z._default(text(100), ''),
  confirm_success_url: text(2000),
});
export type RegistrationBody = z.infer<typeof registrationBodySchema>;

export const updateAccountBodySchema = z.object({
  first_name: z.optional(text(100)),
  last_name: z.optional(text(100)),
  website_country: z.optional(z.nullable(text(64))),
  password: z.optional(text(128)),
  password_confirmation: z.optional(text(128)),
  current_password: z.optional(text(128)),
});
export type UpdateAccountBody = z.infer<typeof updateAccountBodySchema>;

export const passwordResetRequestBodySchema = z.object({ email: text(254), redirect_url: text(2000) });
export const passwordResetBodySchema = z.object({
  password: text(128),
  password_confirmation: text(128),
  reset_password_token: text(200),
});

export const registrationResponseSchema = z.object({ status: z.literal('success'), data: customerSchema });

/** devise_token_auth's registration errors: fields plus full_messages. */
export const registrationErrorSchema = z.object({
  status: z.literal('error'),
  errors: z.record(z.string(), z.array(z.string())),
});

export const passwordResetRequestResponseSchema = z.object({ success: z.literal(true), message: z.string() });
export const passwordResetResponseSchema = z.object({
  success: z.literal(true),
  data: customerSchema,
  message: z.string(),
});
export const passwordErrorSchema = z.object({
  success: z.literal(false),
  errors: z.union([z.array(z.string()), z.record(z.string(), z.array(z.string()))]),
});
