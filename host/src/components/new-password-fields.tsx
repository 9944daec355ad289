import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { TextField } from './text-field';

export const MIN_PASSWORD = 8;

/**
 * A password being chosen, at least MIN_PASSWORD characters, and the same typed again, inside a form given through
 * react-hook-form's FormProvider.
 */
export function NewPasswordFields({ passwordLabel }: { passwordLabel: ReactNode }) {
  const { t } = useLingui();
  const { register, formState, getValues } = useFormContext<{
    password: string;
    password_confirmation: string;
  }>();
  return (
    <>
      <TextField
        label={passwordLabel}
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
    </>
  );
}
