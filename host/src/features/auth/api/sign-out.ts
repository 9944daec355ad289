import { useMutation } from '@tanstack/react-query';
import { clearAuth, request } from '@rsm/shared';

/** DELETE /v2/auth/sign_out; the session ends locally whatever the server answers. */
export function useSignOut() {
  return useMutation({
    mutationFn: () => request('/v2/auth/sign_out', { method: 'DELETE' }),
    onSettled: () => clearAuth(),
  });
}
