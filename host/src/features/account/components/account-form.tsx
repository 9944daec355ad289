import { Trans, useLingui } from '@lingui/react/macro';
import { Button, type Customer, Heading, Stack, Text, toast } from '@rsm/shared';
import { FormProvider, useForm } from 'react-hook-form';
import { MIN_PASSWORD } from '../../../components/new-password-fields';
import { PersonNameFields } from '../../../components/person-name-fields';
import { setServerFieldErrors } from '../../../components/server-errors';
import { TextField } from '../../../components/text-field';
import { useUpdateAccount, type AccountUpdate } from '../api/update-account';
import { CountryField } from './country-field';

interface AccountForm {
  first_name: string;
  last_name: string;
  website_country: string;
  password: string;
  password_confirmation: string;
  current_password: string;
}
const FIELDS = [
  'first_name',
  'last_name',
  'website_country',
  'password',
  'password_confirmation',
  'current_password',
] as const;

export function AccountForm({ customer }: { customer: Customer }) {
  const { t } = useLingui();
  const update = useUpdateAccount();
  const form = useForm<AccountForm>({
    mode: 'onTouched',
    defaultValues: {
      first_name: customer.first_name,
      last_name: customer.last_name,
      website_country: customer.website_country ?? '',
      password: '',
      password_confirmation: '',
      current_password: '',
    },
  });
  const { register, formState, getValues } = form;
  const errors = formState.errors;
  const changingPassword = () => getValues('password').length > 0;

  const onSubmit = form.handleSubmit(({ password, password_confirmation, current_password, ...fields }) => {
    const details = { ...fields, website_country: fields.website_country || null };
    const body: AccountUpdate = password
      ? { ...details, password, password_confirmation, current_password }
      : details;
    update.mutate(body, {
      onSuccess: () => {
        toast.success(t`Your account has been updated.`);
        for (const field of ['password', 'password_confirmation', 'current_password'] as const)
          form.resetField(field);
      },
      onError: (error) => {
        toast.error(t`Your account could not be updated.`);
        setServerFieldErrors(error, FIELDS, form.setError);
      },
    });
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="8">
          <Stack as="fieldset" gap="4" border="none" p="0" m="0">
            <Heading as="legend" fontSize="xl" mb="2">
              <Trans>Your details</Trans>
            </Heading>
            <PersonNameFields />
            <CountryField error={errors.website_country?.message} {...register('website_country')} />
          </Stack>
          <Stack as="fieldset" gap="4" border="none" p="0" m="0">
            <Heading as="legend" fontSize="xl" mb="2">
              <Trans>Change password</Trans>
            </Heading>
            <Text color="muted" fontSize="sm">
              <Trans>Leave these empty to keep your current password.</Trans>
            </Text>
            <TextField
              label={<Trans>New password</Trans>}
              type="password"
              autoComplete="new-password"
              error={errors.password?.message}
              {...register('password', {
                validate: (v) => !v || v.length >= MIN_PASSWORD || t`Use at least ${MIN_PASSWORD} characters`,
              })}
            />
            <TextField
              label={<Trans>Confirm new password</Trans>}
              type="password"
              autoComplete="new-password"
              error={errors.password_confirmation?.message}
              {...register('password_confirmation', {
                validate: (v) => v === getValues('password') || t`The passwords do not match`,
              })}
            />
            <TextField
              label={<Trans>Current password</Trans>}
              type="password"
              autoComplete="current-password"
              error={errors.current_password?.message}
              {...register('current_password', {
                validate: (v) =>
                  !changingPassword() || v.length > 0 || t`Enter your current password to change it`,
              })}
            />
          </Stack>
          <Button type="submit" alignSelf="flex-start" disabled={update.isPending}>
            <Trans>Save changes</Trans>
          </Button>
        </Stack>
      </form>
    </FormProvider>
  );
}
