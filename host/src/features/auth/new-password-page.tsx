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
import { useForm } from 'react-hook-form';
import { FormAlert } from '../../components/form-alert';
import { TextField } from '../../components/text-field';
import { useSetNewPassword } from './api/set-new-password';
import { AuthPageFrame } from './auth-page-frame';

const MIN_PASSWORD = 8;

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
  const { register, handleSubmit, formState, getValues } = useForm<{
    password: string;
    password_confirmation: string;
  }>({ mode: 'onTouched' });

  const onSubmit = handleSubmit((body) =>
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
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="4">
            <TextField
              label={<Trans>New password</Trans>}
              type="password"
              autoComplete="new-password"
              hint={<Trans>At least {MIN_PASSWORD} characters.</Trans>}
              error={formState.errors.password?.message}
              {...register('password', {
                required: t`Choose a password`,
                minLength: { value: MIN_PASSWORD, message: t`Use at least ${MIN_PASSWORD} characters` },
              })}
            />
            <TextField
              label={<Trans>Confirm password</Trans>}
              type="password"
              autoComplete="new-password"
              error={formState.errors.password_confirmation?.message}
              {...register('password_confirmation', {
                validate: (v) => v === getValues('password') || t`The passwords do not match`,
              })}
            />
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
      )}
    </AuthPageFrame>
  );
}
