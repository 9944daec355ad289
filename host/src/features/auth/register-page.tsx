import { Trans } from '@lingui/react/macro';
import { Button, paths, RouterLink, Stack, Text, useNavigate, useSearchParams } from '@rsm/shared';
import { FormProvider, useForm } from 'react-hook-form';
import { EmailField } from '../../components/email-field';
import { FormAlert } from '../../components/form-alert';
import { NewPasswordFields } from '../../components/new-password-fields';
import { PersonNameFields } from '../../components/person-name-fields';
import { fieldErrors, setServerFieldErrors } from '../../components/server-errors';
import { useRegister, type RegisterBody } from './api/register';
import { AuthPageFrame } from './auth-page-frame';
import { carried, safeReturn } from './safe-return';
import { SocialSignInButtons } from './social-sign-in-buttons';

const FIELDS = ['first_name', 'last_name', 'email', 'password', 'password_confirmation'] as const;

export function RegisterPage() {
  const navigate = useNavigate();
  // Where the visitor was going when asked to log in: kept through the confirmation email and the sign-in after it.
  const returnTo = safeReturn(useSearchParams()[0].get('redirect'));
  const registerAccount = useRegister(returnTo);
  const form = useForm<RegisterBody>({ mode: 'onTouched' });

  const onSubmit = form.handleSubmit((body) =>
    registerAccount.mutate(body, {
      onSuccess: () => navigate(paths.registerVerify(body.email, carried(returnTo))),
      // The server's own words go on the fields they concern.
      onError: (error) => setServerFieldErrors(error, FIELDS, form.setError),
    }),
  );

  const serverFields = registerAccount.isError ? fieldErrors(registerAccount.error) : {};
  const showGeneral =
    registerAccount.isError &&
    !Object.keys(serverFields).some((field) => (FIELDS as readonly string[]).includes(field));

  return (
    <AuthPageFrame title={<Trans>Create an account</Trans>}>
      <FormProvider {...form}>
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="4">
            <PersonNameFields />
            <EmailField />
            <NewPasswordFields passwordLabel={<Trans>Password</Trans>} />
            {showGeneral && <FormAlert tone="error">{registerAccount.error?.message}</FormAlert>}
            <Button type="submit" disabled={registerAccount.isPending}>
              <Trans>Register</Trans>
            </Button>
            <Text>
              <Trans>
                Already have an account?{' '}
                <RouterLink to={paths.login(carried(returnTo))} color="brand.600" fontWeight="600">
                  Log in
                </RouterLink>
              </Trans>
            </Text>
          </Stack>
        </form>
        <SocialSignInButtons returnTo={returnTo} />
      </FormProvider>
    </AuthPageFrame>
  );
}
