import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Grid, Stack, toast } from '@rsm/shared';
import { billingDetailsSchema, isTaxNumber, normaliseTaxNumber } from '@rsm/shared/schemas';
import { useForm } from 'react-hook-form';
import { requiredText } from '../../../components/field-rules';
import { setServerFieldErrors } from '../../../components/server-errors';
import { TextField } from '../../../components/text-field';
import { CountryField } from '../components/country-field';
import { useSaveBillingDetails, type BillingDetails } from './billing-details-api';

type BillingForm = { [K in keyof BillingDetails]: string };
const FIELDS = Object.keys(billingDetailsSchema.shape) as (keyof BillingDetails)[];

const orNull = (value: string) => value.trim() || null;

export function BillingDetailsForm({
  details,
  fallbackName,
}: {
  details: BillingDetails | null;
  fallbackName: string;
}) {
  const { t } = useLingui();
  const save = useSaveBillingDetails();
  const { register, handleSubmit, formState, setError } = useForm<BillingForm>({
    mode: 'onTouched',
    defaultValues: {
      name: details?.name ?? fallbackName,
      company: details?.company ?? '',
      vat_number: details?.vat_number ?? '',
      address_line1: details?.address_line1 ?? '',
      address_line2: details?.address_line2 ?? '',
      city: details?.city ?? '',
      postcode: details?.postcode ?? '',
      country: details?.country ?? '',
    },
  });
  const errors = formState.errors;

  const onSubmit = handleSubmit((values) => {
    const body: BillingDetails = {
      name: values.name.trim(),
      company: orNull(values.company),
      vat_number: values.vat_number.trim() ? normaliseTaxNumber(values.vat_number) : null,
      address_line1: values.address_line1.trim(),
      address_line2: orNull(values.address_line2),
      city: values.city.trim(),
      postcode: values.postcode.trim(),
      country: values.country,
    };
    save.mutate(body, {
      onSuccess: () => toast.success(t`Your billing details have been saved.`),
      onError: (error) => {
        toast.error(t`Your billing details could not be saved.`);
        setServerFieldErrors(error, FIELDS, setError);
      },
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="4">
        <TextField
          label={<Trans>Name</Trans>}
          autoComplete="name"
          error={errors.name?.message}
          {...register('name', requiredText(t`Enter the name to invoice`))}
        />
        <TextField
          label={<Trans>Company (optional)</Trans>}
          autoComplete="organization"
          error={errors.company?.message}
          {...register('company')}
        />
        <TextField
          label={<Trans>VAT number (optional)</Trans>}
          hint={<Trans>With its country prefix, for example PT123456789.</Trans>}
          error={errors.vat_number?.message}
          {...register('vat_number', {
            validate: (v) => !v.trim() || isTaxNumber(v) || t`Enter the VAT number with its country prefix`,
          })}
        />
        <TextField
          label={<Trans>Address</Trans>}
          autoComplete="address-line1"
          error={errors.address_line1?.message}
          {...register('address_line1', requiredText(t`Enter the address`))}
        />
        <TextField
          label={<Trans>Address line 2 (optional)</Trans>}
          autoComplete="address-line2"
          error={errors.address_line2?.message}
          {...register('address_line2')}
        />
        <Grid gridTemplateColumns={{ base: '1fr', md: '2fr 1fr' }} gap="4">
          <TextField
            label={<Trans>City</Trans>}
            autoComplete="address-level2"
            error={errors.city?.message}
            {...register('city', requiredText(t`Enter the city`))}
          />
          <TextField
            label={<Trans>Postcode</Trans>}
            autoComplete="postal-code"
            error={errors.postcode?.message}
            {...register('postcode', requiredText(t`Enter the postcode`))}
          />
        </Grid>
        <CountryField
          error={errors.country?.message}
          {...register('country', requiredText(t`Choose a country`))}
        />
        <Button type="submit" alignSelf="flex-start" disabled={save.isPending}>
          <Trans>Save billing details</Trans>
        </Button>
      </Stack>
    </form>
  );
}
