import { registrationResponseSchema } from '@rsm/shared/schemas';
import { useMutation } from '@tanstack/react-query';
import { request, trackEvent, type RegistrationBody } from '@rsm/shared';

export type RegisterBody = Omit<RegistrationBody, 'confirm_success_url'>;

/** POST /v2/auth: creates the account; the verification email leads back to the login page. */
export const registerAccount = (body: RegisterBody) =>
  request('/v2/auth', {
    schema: registrationResponseSchema,
    method: 'POST',
    body: { ...body, confirm_success_url: `${window.location.origin}/login` },
  });

/** Registers; a new account is a sign_up event (sent only with the visitor's consent, spec §7.6). */
export const useRegister = () =>
  useMutation({
    mutationFn: registerAccount,
    onSuccess: () => void trackEvent('sign_up', {}, 'others'),
  });
