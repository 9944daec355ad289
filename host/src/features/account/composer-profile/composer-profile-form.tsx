import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Stack, toast } from '@rsm/shared';
import { useForm } from 'react-hook-form';
import { SelectField } from '../../../components/select-field';
import { fieldErrors } from '../../../components/server-errors';
import { TextField } from '../../../components/text-field';
import { isValidIpi, normaliseIpi } from '../account-rules';
import { useSaveComposerProfile, type ComposerProfile } from './composer-profile-api';

/** Performing rights societies composers of this library most often belong to. */
const SOCIETIES = [
  'PRS',
  'SPA',
  'ASCAP',
  'BMI',
  'SESAC',
  'SACEM',
  'GEMA',
  'SGAE',
  'SIAE',
  'SOCAN',
  'APRA AMCOS',
  'UBC',
];

interface ProfileForm {
  first_name: string;
  last_name: string;
  ipi: string;
  society: string;
}
const FIELDS = ['first_name', 'last_name', 'ipi', 'society'] as const;

export function ComposerProfileForm({
  profile,
  fallbackName,
}: {
  profile: ComposerProfile | null;
  fallbackName: { first_name: string; last_name: string };
}) {
  const { t } = useLingui();
  const save = useSaveComposerProfile();
  const { register, handleSubmit, formState, setError } = useForm<ProfileForm>({
    mode: 'onTouched',
    defaultValues: {
      first_name: profile?.first_name ?? fallbackName.first_name,
      last_name: profile?.last_name ?? fallbackName.last_name,
      ipi: profile?.ipi ?? '',
      society: profile?.society ?? '',
    },
  });
  const errors = formState.errors;

  const onSubmit = handleSubmit((values) => {
    const body: ComposerProfile = {
      first_name: values.first_name.trim(),
      last_name: values.last_name.trim(),
      ipi: normaliseIpi(values.ipi),
      society: values.society || null,
    };
    save.mutate(body, {
      onSuccess: () => toast.success(t`Your composer profile has been saved.`),
      onError: (error) => {
        toast.error(t`Your composer profile could not be saved.`);
        for (const [field, message] of Object.entries(fieldErrors(error)))
          if ((FIELDS as readonly string[]).includes(field))
            setError(field as (typeof FIELDS)[number], { message });
      },
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="4">
        <TextField
          label={<Trans>First name</Trans>}
          hint={<Trans>As registered with your society.</Trans>}
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
          label={<Trans>IPI number</Trans>}
          hint={<Trans>The 9 to 11 digit number your performing rights society gave you.</Trans>}
          inputMode="numeric"
          error={errors.ipi?.message}
          {...register('ipi', { validate: (v) => isValidIpi(v) || t`An IPI number has 9 to 11 digits` })}
        />
        <SelectField
          label={<Trans>Performing rights society</Trans>}
          placeholder={t`None`}
          options={SOCIETIES.map((society) => ({ value: society, label: society }))}
          error={errors.society?.message}
          {...register('society')}
        />
        <Button type="submit" alignSelf="flex-start" disabled={save.isPending}>
          <Trans>Save profile</Trans>
        </Button>
      </Stack>
    </form>
  );
}
