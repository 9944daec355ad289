import { Trans, useLingui } from '@lingui/react/macro';
import { useFormContext } from 'react-hook-form';
import { looksLikeEmail } from './field-rules';
import { TextField } from './text-field';

/** An email address that must look like one, inside a form given through react-hook-form's FormProvider. */
export function EmailField() {
  const { t } = useLingui();
  const { register, formState } = useFormContext<{ email: string }>();
  return (
    <TextField
      label={<Trans>Email</Trans>}
      type="email"
      autoComplete="email"
      error={formState.errors.email?.message}
      {...register('email', { validate: (v) => looksLikeEmail(v) || t`Email doesn't look right` })}
    />
  );
}
