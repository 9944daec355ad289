import { Trans, useLingui } from '@lingui/react/macro';
import {
  ApiError,
  Button,
  paths,
  RouterLink,
  Stack,
  Text,
  toast,
  useNavigate,
  useSearchParams,
} from '@rsm/shared';
import { FormProvider, useForm } from 'react-hook-form';
import { FormAlert } from '../../components/form-alert';
import { NewPasswordFields } from '../../components/new-password-fields';
import { useSetNewPassword } from './api/set-new-password';
import { AuthPageFrame } from './auth-page-frame';

function TokenProblem() {
  return (
    <FormAlert tone="error">
      <Trans>
        This reset link is invalid or has expired.{' '}
        <RouterLink to={paths.resetPassword()} textDecoration="underline">
          Request a new link
        </RouterLink>
      </Trans>
    </FormAlert>
  );
}

export function NewPasswordPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('reset_password_token');
  const setPassword = useSetNewPassword();
  const form = useForm<{ password: string; password_confirmation: string }>({ mode: 'onTouched' });

  const onSubmit = form.handleSubmit((body) =>
    setPassword.mutate(
      { ...body, reset_password_token: token ?? '' },
      {
        onSuccess: () => {
          toast.success(t`Your password has been changed. Log in with the new one.`);
          navigate(paths.login(), { replace: true });
        },
      },
    ),
  );

  const tokenRejected = setPassword.error instanceof ApiError && setPassword.error.status === 401;

  return (
    <AuthPageFrame title={<Trans>Choose a new password</Trans>}>
      {!token ? (
        <TokenProblem />
      ) : (
        <FormProvider {...form}>
          <form onSubmit={onSubmit} noValidate>
            <Stack gap="4">
              <NewPasswordFields passwordLabel={<Trans>New password</Trans>} />
              {tokenRejected && <TokenProblem />}
              {setPassword.isError && !tokenRejected && (
                <FormAlert tone="error">{setPassword.error.message}</FormAlert>
              )}
              <Button type="submit" disabled={setPassword.isPending}>
                <Trans>Save new password</Trans>
              </Button>
              <Text color="muted" fontSize="sm">
                <Trans>You will be asked to log in afterwards.</Trans>
              </Text>
            </Stack>
          </form>
        </FormProvider>
      )}
    </AuthPageFrame>
  );
}
