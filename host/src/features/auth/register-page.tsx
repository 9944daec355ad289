import { Trans, useLingui } from '@lingui/react/macro';
import { Button, paths, RouterLink, Stack, Text, useNavigate } from '@rsm/shared';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormAlert } from '../../components/form-alert';
import { fieldErrors } from '../../components/server-errors';
import { TextField } from '../../components/text-field';
import { useRegister, type RegisterBody } from './api/register';
import { AuthPageFrame } from './auth-page-frame';

const MIN_PASSWORD = 8;
const FIELDS = ['first_name', 'last_name', 'email', 'password', 'password_confirmation'] as const;

export function RegisterPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const registerAccount = useRegister();
  const { register, handleSubmit, formState, setError, getValues } = useForm<RegisterBody>({
    mode: 'onTouched',
  });
  const errors = formState.errors;

  const onSubmit = handleSubmit((body) =>
    registerAccount.mutate(body, {
      onSuccess: () => navigate(paths.registerVerify(body.email)),
      onError: (error) => {
        // The server's own words go on the fields they concern.
        for (const [field, message] of Object.entries(fieldErrors(error)))
          if ((FIELDS as readonly string[]).includes(field))
            setError(field as (typeof FIELDS)[number], { message });
      },
    }),
  );

  const serverFields = registerAccount.isError ? fieldErrors(registerAccount.error) : {};
  const showGeneral =
    registerAccount.isError &&
    !Object.keys(serverFields).some((field) => (FIELDS as readonly string[]).includes(field));

  return (
    <AuthPageFrame title={<Trans>Create an account</Trans>}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="4">
          <TextField
            label={<Trans>First name</Trans>}
            autoComplete="given-name"
            error={errors.first_name?.message}
            {...register('first_name', { validate: (v) => v.trim().length > 0 || t`Enter your first name` })}
          />
          <TextField
            label={<Trans>Last name</Trans>}
            autoComplete="family-name"
            error={errors.last_name?.message}
            {...register('last_name', { validate: (v) => v.trim().length > 0 || t`Enter your last name` })}
          />
          <TextField
            label={<Trans>Email</Trans>}
            type="email"
            autoComplete="email"
            error={errors.email?.message}
            {...register('email', {
              validate: (v) => z.email().safeParse(v.trim()).success || t`Email doesn't look right`,
            })}
          />
          <TextField
            label={<Trans>Password</Trans>}
            type="password"
            autoComplete="new-password"
            hint={<Trans>At least {MIN_PASSWORD} characters.</Trans>}
            error={errors.password?.message}
            {...register('password', {
              minLength: { value: MIN_PASSWORD, message: t`Use at least ${MIN_PASSWORD} characters` },
              required: t`Choose a password`,
            })}
          />
          <TextField
            label={<Trans>Confirm password</Trans>}
            type="password"
            autoComplete="new-password"
            error={errors.password_confirmation?.message}
            {...register('password_confirmation', {
              validate: (v) => v === getValues('password') || t`The passwords do not match`,
            })}
          />
          {showGeneral && <FormAlert tone="error">{registerAccount.error?.message}</FormAlert>}
          <Button type="submit" disabled={registerAccount.isPending}>
            <Trans>Register</Trans>
          </Button>
          <Text>
            <Trans>
              Already have an account?{' '}
              <RouterLink to={paths.login()} color="brand.600" fontWeight="600">
                Log in
              </RouterLink>
            </Trans>
          </Text>
        </Stack>
      </form>
    </AuthPageFrame>
  );
}
