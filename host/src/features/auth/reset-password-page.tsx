import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Stack, Text } from '@rsm/shared';
import { FormProvider, useForm } from 'react-hook-form';
import { EmailField } from '../../components/email-field';
import { FormAlert } from '../../components/form-alert';
import { useRequestPasswordReset } from './api/request-password-reset';
import { AuthPageFrame } from './auth-page-frame';

export function ResetPasswordPage() {
  const { t } = useLingui();
  const reset = useRequestPasswordReset();
  const form = useForm<{ email: string }>({ mode: 'onTouched' });

  const onSubmit = form.handleSubmit(({ email }) => reset.mutate(email.trim()));

  return (
    <AuthPageFrame title={<Trans>Reset your password</Trans>}>
      <FormProvider {...form}>
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="4">
            <Text color="muted">
              <Trans>
                Enter the email of your account and we will send you a link to choose a new password.
              </Trans>
            </Text>
            <EmailField />
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
      </FormProvider>
    </AuthPageFrame>
  );
}
