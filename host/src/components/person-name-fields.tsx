import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { requiredText } from './field-rules';
import { TextField } from './text-field';

/** The first and last name of a person, both required, inside a form given through react-hook-form's FormProvider. */
export function PersonNameFields({ firstNameHint }: { firstNameHint?: ReactNode }) {
  const { t } = useLingui();
  const { register, formState } = useFormContext<{ first_name: string; last_name: string }>();
  return (
    <>
      <TextField
        label={<Trans>First name</Trans>}
        hint={firstNameHint}
        autoComplete="given-name"
        error={formState.errors.first_name?.message}
        {...register('first_name', requiredText(t`Enter your first name`))}
      />
      <TextField
        label={<Trans>Last name</Trans>}
        autoComplete="family-name"
        error={formState.errors.last_name?.message}
        {...register('last_name', requiredText(t`Enter your last name`))}
      />
    </>
  );
}
