import { useMutation } from '@tanstack/react-query';
import { request, type Customer, type RegistrationBody } from '@rsm/shared';

export type RegisterBody = Omit<RegistrationBody, 'confirm_success_url'>;

/** POST /v2/auth: creates the account; the verification email leads back to the login page. */
export const registerAccount = (body: RegisterBody) =>
  request<{ status: 'success'; data: Customer }>('/v2/auth', {
    method: 'POST',
    body: { ...body, confirm_success_url: `${window.location.origin}/login` },
  });

export const useRegister = () => useMutation({ mutationFn: registerAccount });
