import { passwordResetResponseSchema } from '@rsm/shared/schemas';
import { useMutation } from '@tanstack/react-query';
import { request } from '@rsm/shared';

export interface NewPasswordBody {
  password: string;
  password_confirmation: string;
  reset_password_token: string;
}

/** PUT /v2/auth/password with the token from the reset email; 401 when it is invalid or expired. */
export const setNewPassword = (body: NewPasswordBody) =>
  request('/v2/auth/password', { schema: passwordResetResponseSchema, method: 'PUT', body });

export const useSetNewPassword = () => useMutation({ mutationFn: setNewPassword });
