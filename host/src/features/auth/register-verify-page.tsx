import { Trans } from '@lingui/react/macro';
import { paths, RouterLink, Stack, Text, useSearchParams } from '@rsm/shared';
import { AuthPageFrame } from './auth-page-frame';
import { carried, safeReturn } from './safe-return';

export function RegisterVerifyPage() {
  const [params] = useSearchParams();
  const email = params.get('email');
  const returnTo = carried(safeReturn(params.get('redirect')));
  return (
    <AuthPageFrame title={<Trans>Check your email</Trans>}>
      <Stack gap="4" role="status">
        {email ? (
          <Text>
            <Trans>
              We sent a confirmation link to <strong>{email}</strong>. Open it to activate your account, then
              log in.
            </Trans>
          </Text>
        ) : (
          <Text>
            <Trans>We sent you a confirmation link. Open it to activate your account, then log in.</Trans>
          </Text>
        )}
        <Text color="muted">
          <Trans>No email after a few minutes? Check your spam folder.</Trans>
        </Text>
        <RouterLink to={paths.login(returnTo)} color="brand.600" fontWeight="600">
          <Trans>Go to log in</Trans>
        </RouterLink>
      </Stack>
    </AuthPageFrame>
  );
}
