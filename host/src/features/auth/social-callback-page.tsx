import { Trans } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import {
  AUTH_HEADER_NAMES,
  customerQueryKey,
  paths,
  rememberAuthHeaders,
  RouterLink,
  Stack,
  useNavigate,
  useSearchParams,
} from '@rsm/shared';
import { useEffect, useState } from 'react';
import { FormAlert } from '../../components/form-alert';
import { AuthPageFrame } from './auth-page-frame';
import { safeReturn } from './safe-return';

/**
 * Where a provider's sign-in lands: the API put the four auth headers (or an error) in the fragment, which never
 * reaches a server. They are taken into the session and wiped from the address bar before going on.
 */
export function SocialCallbackPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const given = new URLSearchParams(window.location.hash.slice(1));
    window.history.replaceState(null, '', window.location.pathname + window.location.search);
    if (AUTH_HEADER_NAMES.every((name) => given.get(name))) {
      rememberAuthHeaders((name) => given.get(name));
      void queryClient.invalidateQueries({ queryKey: customerQueryKey });
      navigate(safeReturn(params.get('redirect')), { replace: true });
      return;
    }
    setError(given.get('oauth_error') ?? '');
  }, [navigate, params, queryClient]);

  if (error === null) return null;
  return (
    <AuthPageFrame title={<Trans>Log in</Trans>}>
      <Stack gap="4">
        <FormAlert tone="error">
          <Trans>Signing in did not work.</Trans> {error || <Trans>Please try again.</Trans>}
        </FormAlert>
        <RouterLink to={paths.login()} color="brand.600" fontWeight="600">
          <Trans>Back to log in</Trans>
        </RouterLink>
      </Stack>
    </AuthPageFrame>
  );
}
