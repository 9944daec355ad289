import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Stack, Text } from '@rsm/shared';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormAlert } from '../../components/form-alert';
import { TextField } from '../../components/text-field';
import { useRequestPasswordReset } from './api/request-password-reset';
import { AuthPageFrame } from './auth-page-frame';

export function ResetPasswordPage() {
  const { t } = useLingui();
  const reset = useRequestPasswordReset();
  const { register, handleSubmit, formState } = useForm<{ email: string }>({ mode: 'onTouched' });

  const onSubmit = handleSubmit(({ email }) => reset.mutate(email.trim()));

  return (
    <AuthPageFrame title={<Trans>Reset your password</Trans>}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="4">
          <Text color="muted">
            <Trans>
              Enter the email of your account and we will send you a link to choose a new password.
            </Trans>
          </Text>
          <TextField
            label={<Trans>Email</Trans>}
            type="email"
            autoComplete="email"
            error={formState.errors.email?.message}
            {...register('email', {
              validate: (v) => z.email().safeParse((v ?? '').trim()).success || t`Email doesn't look right`,
            })}
          />
          {reset.isSuccess && (
            <FormAlert tone="success">
              {reset.data.message || t`Check your email for the reset link.`}
            </FormAlert>
          )}
          {reset.isError && <FormAlert tone="error">{reset.error.message}</FormAlert>}
          <Button type="submit" disabled={reset.isPending}>
            <Trans>Send reset link</Trans>
          </Button>
        </Stack>
      </form>
    </AuthPageFrame>
  );
}
