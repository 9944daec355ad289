import { Trans, useLingui } from '@lingui/react/macro';
import { useStore } from '@nanostores/react';
import { $locale, Box, Button, type Customer, Heading, Stack, Text, toast } from '@rsm/shared';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { fieldErrors } from '../../../components/server-errors';
import { TextField } from '../../../components/text-field';
import { useUpdateAccount, type AccountUpdate } from '../api/update-account';
import { countryOptions } from './countries';

const MIN_PASSWORD = 8;
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

const selectCss = {
  '& select': {
    width: '100%',
    height: '2.5rem',
    padding: '0 0.75rem',
    borderRadius: 'var(--chakra-radii-md)',
    border: '1px solid var(--chakra-colors-line)',
    background: 'white',
    font: 'inherit',
  },
};

export function AccountForm({ customer }: { customer: Customer }) {
  const { t } = useLingui();
  const locale = useStore($locale);
  const countries = useMemo(() => countryOptions(locale), [locale]);
  const update = useUpdateAccount();
  const { register, handleSubmit, formState, getValues, setError, resetField } = useForm<AccountForm>({
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
  const errors = formState.errors;
  const changingPassword = () => getValues('password').length > 0;

  const onSubmit = handleSubmit(({ password, password_confirmation, current_password, ...fields }) => {
    const details = { ...fields, website_country: fields.website_country || null };
    const body: AccountUpdate = password
      ? { ...details, password, password_confirmation, current_password }
      : details;
    update.mutate(body, {
      onSuccess: () => {
        toast.success(t`Your account has been updated.`);
        for (const field of ['password', 'password_confirmation', 'current_password'] as const)
          resetField(field);
      },
      onError: (error) => {
        toast.error(t`Your account could not be updated.`);
        for (const [field, message] of Object.entries(fieldErrors(error)))
          if ((FIELDS as readonly string[]).includes(field))
            setError(field as (typeof FIELDS)[number], { message });
      },
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="8">
        <Stack as="fieldset" gap="4" border="none" p="0" m="0">
          <Heading as="legend" fontSize="xl" mb="2">
            <Trans>Your details</Trans>
          </Heading>
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
          <Stack gap="1">
            <label htmlFor="website-country">
              <Text as="span" fontWeight="600">
                <Trans>Country</Trans>
              </Text>
            </label>
            <Box css={selectCss}>
              <select id="website-country" autoComplete="country" {...register('website_country')}>
                <option value="">{t`Choose a country`}</option>
                {countries.map((country) => (
                  <option key={country.code} value={country.code}>
                    {country.name}
                  </option>
                ))}
              </select>
            </Box>
            {errors.website_country && (
              <Text color="danger" fontSize="sm">
                {errors.website_country.message}
              </Text>
            )}
          </Stack>
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
  );
}
