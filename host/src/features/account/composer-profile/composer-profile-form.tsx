import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Stack, toast } from '@rsm/shared';
import { isIpi, normaliseIpi } from '@rsm/shared/schemas';
import { FormProvider, useForm } from 'react-hook-form';
import { PersonNameFields } from '../../../components/person-name-fields';
import { SelectField } from '../../../components/select-field';
import { setServerFieldErrors } from '../../../components/server-errors';
import { TextField } from '../../../components/text-field';
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
  const form = useForm<ProfileForm>({
    mode: 'onTouched',
    defaultValues: {
      first_name: profile?.first_name ?? fallbackName.first_name,
      last_name: profile?.last_name ?? fallbackName.last_name,
      ipi: profile?.ipi ?? '',
      society: profile?.society ?? '',
    },
  });
  const { register, formState } = form;
  const errors = formState.errors;

  const onSubmit = form.handleSubmit((values) => {
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
        setServerFieldErrors(error, FIELDS, form.setError);
      },
    });
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="4">
          <PersonNameFields firstNameHint={<Trans>As registered with your society.</Trans>} />
          <TextField
            label={<Trans>IPI number</Trans>}
            hint={<Trans>The 9 to 11 digit number your performing rights society gave you.</Trans>}
            inputMode="numeric"
            error={errors.ipi?.message}
            {...register('ipi', { validate: (v) => isIpi(v) || t`An IPI number has 9 to 11 digits` })}
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
    </FormProvider>
  );
}
