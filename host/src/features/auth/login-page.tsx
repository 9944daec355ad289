import { Trans, useLingui } from '@lingui/react/macro';
import {
  Box,
  Button,
  Heading,
  Input,
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
import { useSignIn } from './api/sign-in';

/** Only same-site paths are followed after login, never another origin. */
function safeReturn(redirect: string | null): string {
  return redirect && redirect.startsWith('/') && !redirect.startsWith('//') ? redirect : '/';
}

export function LoginPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const signIn = useSignIn();
  const { register, handleSubmit, formState } = useForm<SignInBody>({ mode: 'onTouched' });

  const onSubmit = handleSubmit((body) =>
    signIn.mutate(body, { onSuccess: () => navigate(safeReturn(params.get('redirect')), { replace: true }) }),
  );

  return (
    <Box maxW="26rem" mx="auto" px="4" py="12">
      <Heading as="h1" fontSize="2xl" mb="6">
        <Trans>Log in</Trans>
      </Heading>
      {params.get('account_confirmation_success') === 'true' && (
        <Box mb="6">
          <FormAlert tone="success">
            <Trans>Your email has been confirmed. You can now log in.</Trans>
          </FormAlert>
        </Box>
      )}
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="4">
          <label>
            <Text fontWeight="600" mb="1">
              <Trans>Email</Trans>
            </Text>
            <Input
              type="email"
              autoComplete="email"
              w="full"
              aria-invalid={formState.errors.email ? true : undefined}
              {...register('email', { required: t`Enter your email` })}
            />
          </label>
          {formState.errors.email && <Text color="danger">{formState.errors.email.message}</Text>}
          <label>
            <Text fontWeight="600" mb="1">
              <Trans>Password</Trans>
            </Text>
            <Input
              type="password"
              autoComplete="current-password"
              w="full"
              aria-invalid={formState.errors.password ? true : undefined}
              {...register('password', { required: t`Enter your password` })}
            />
          </label>
          {formState.errors.password && <Text color="danger">{formState.errors.password.message}</Text>}
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
              <RouterLink to={paths.register()} color="brand.600" fontWeight="600">
                Create an account
              </RouterLink>
            </Trans>
          </Text>
        </Stack>
      </form>
    </Box>
  );
}
