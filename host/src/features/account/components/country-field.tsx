import { Trans, useLingui } from '@lingui/react/macro';
import { useStore } from '@nanostores/react';
import { $locale } from '@rsm/shared';
import { forwardRef, useMemo, type ComponentProps } from 'react';
import { SelectField } from '../../../components/select-field';
import { countryOptions } from './countries';

type CountryFieldProps = Omit<ComponentProps<typeof SelectField>, 'label' | 'options' | 'placeholder'>;

/** A country chosen from every one the browser can name, in the current language, none chosen at first. */
export const CountryField = forwardRef<HTMLSelectElement, CountryFieldProps>(
  function CountryField(props, ref) {
    const { t } = useLingui();
    const locale = useStore($locale);
    const countries = useMemo(
      () => countryOptions(locale).map((country) => ({ value: country.code, label: country.name })),
      [locale],
    );
    return (
      <SelectField
        ref={ref}
        label={<Trans>Country</Trans>}
        autoComplete="country"
        placeholder={t`Choose a country`}
        options={countries}
        {...props}
      />
    );
  },
);
