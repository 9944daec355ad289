import { registrationResponseSchema } from '@rsm/shared/schemas';
import { useMutation } from '@tanstack/react-query';
import { paths, request, trackEvent, type RegistrationBody } from '@rsm/shared';

export type RegisterBody = Omit<RegistrationBody, 'confirm_success_url'>;

/**
 * POST /v2/auth: creates the account; the verification email leads back to the login page, which carries on to
 * `returnTo` (a same-site path) once the visitor signs in.
 */
export const registerAccount = (body: RegisterBody, returnTo = '/') =>
  request('/v2/auth', {
    schema: registrationResponseSchema,
    method: 'POST',
    body: {
      ...body,
      confirm_success_url: `${window.location.origin}${paths.login(returnTo === '/' ? undefined : returnTo)}`,
    },
  });

/** Registers; a new account is a sign_up event (sent only with the visitor's consent). */
export const useRegister = (returnTo = '/') =>
  useMutation({
    mutationFn: (body: RegisterBody) => registerAccount(body, returnTo),
    onSuccess: () => void trackEvent('sign_up', {}, 'others'),
  });
