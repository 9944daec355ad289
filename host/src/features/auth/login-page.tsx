import { Trans, useLingui } from '@lingui/react/macro';
import {
  Box,
  Button,
  paths,
  RouterLink,
  type SignInBody,
  Stack,
  Text,
  useNavigate,
  useSearchParams,
} from '@rsm/shared';
import { useForm } from 'react-hook-form';
import { FormAlert } from '../../components/form-alert';
import { TextField } from '../../components/text-field';
import { useSignIn } from './api/sign-in';
import { AuthPageFrame } from './auth-page-frame';
import { carried, safeReturn } from './safe-return';
import { SocialSignInButtons } from './social-sign-in-buttons';

export function LoginPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const signIn = useSignIn();
  const { register, handleSubmit, formState } = useForm<SignInBody>({ mode: 'onTouched' });

  const returnTo = safeReturn(params.get('redirect'));
  const onSubmit = handleSubmit((body) =>
    signIn.mutate(body, { onSuccess: () => navigate(returnTo, { replace: true }) }),
  );

  return (
    <AuthPageFrame title={<Trans>Log in</Trans>}>
      {params.get('account_confirmation_success') === 'true' && (
        <Box mb="6">
          <FormAlert tone="success">
            <Trans>Your email has been confirmed. You can now log in.</Trans>
          </FormAlert>
        </Box>
      )}
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="4">
          <TextField
            label={<Trans>Email</Trans>}
            type="email"
            autoComplete="email"
            error={formState.errors.email?.message}
            {...register('email', { required: t`Enter your email` })}
          />
          <TextField
            label={<Trans>Password</Trans>}
            type="password"
            autoComplete="current-password"
            error={formState.errors.password?.message}
            {...register('password', { required: t`Enter your password` })}
          />
          {signIn.isError && (
            <Text role="alert" color="danger">
              {signIn.error.message}
            </Text>
          )}
          <Button type="submit" disabled={signIn.isPending}>
            <Trans>Log in</Trans>
          </Button>
          <RouterLink to={paths.resetPassword()} color="brand.600" fontWeight="600">
            <Trans>Forgot your password?</Trans>
          </RouterLink>
          <Text>
            <Trans>
              New here?{' '}
              <RouterLink to={paths.register(carried(returnTo))} color="brand.600" fontWeight="600">
                Create an account
              </RouterLink>
            </Trans>
          </Text>
        </Stack>
      </form>
      <SocialSignInButtons returnTo={returnTo} />
    </AuthPageFrame>
  );
}
