import { passwordResetRequestResponseSchema } from '@rsm/shared/schemas';
import { useMutation } from '@tanstack/react-query';
import { paths, request } from '@rsm/shared';

/** POST /v2/auth/password: emails a link to the new-password page. */
export const requestPasswordReset = (email: string) =>
  request('/v2/auth/password', {
    schema: passwordResetRequestResponseSchema,
    method: 'POST',
    body: { email, redirect_url: `${window.location.origin}${paths.newPassword()}` },
  });

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
