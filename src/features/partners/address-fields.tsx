import { useLingui } from '@lingui/react/macro';
import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { useMemo } from 'react';
import type { Country } from '@/contract/account';
import { addressField, type AddressPrefix, type AddShipperErrors, type AddShipperField, type AddShipperValues } from './add-shipper-form';

type Props = {
  prefix: AddressPrefix;
  values: AddShipperValues;
  errors: AddShipperErrors;
  countries: Country[] | undefined;
  countriesLoading: boolean;
  onChange: (patch: Partial<AddShipperValues>) => void;
};

/** One address set: Address 1, Address 2, Country (searchable), State (of that country), City, Zipcode. */
export function AddressFields({ prefix, values, errors, countries, countriesLoading, onChange }: Props) {
  const { t } = useLingui();
  const billing = prefix === 'Billing';
  const f = <F extends Parameters<typeof addressField>[1]>(field: F) => addressField(prefix, field);
  const country = values[f('Country')];
  const countryOptions = useMemo(() => (countries ?? []).map((c) => c.Name), [countries]);
  const stateOptions = useMemo(
    () => (countries ?? []).find((c) => c.Name === country)?.States.map((s) => s.Name) ?? [],
    [countries, country],
  );

  const text = (field: AddShipperField, label: string, autoComplete: string) => (
    <TextInput
      label={label}
      value={values[field] as string}
      onChange={(event) => onChange({ [field]: event.currentTarget.value })}
      error={errors[field]}
      autoComplete={autoComplete}
    />
  );
  const section = billing ? 'billing' : 'shipping';

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs">
      {text(f('Address1'), billing ? t`Billing address 1` : t`Address 1`, `${section} address-line1`)}
      {text(f('Address2'), billing ? t`Billing address 2` : t`Address 2`, `${section} address-line2`)}
      <Select
        label={billing ? t`Billing country` : t`Country`}
        data={countryOptions}
        value={country || null}
        onChange={(value) => onChange({ [f('Country')]: value ?? '', [f('State')]: '' })}
        searchable
        clearable
        nothingFoundMessage={t`No country found`}
        placeholder={countriesLoading ? t`Loading…` : undefined}
        error={errors[f('Country')]}
        limit={300}
        comboboxProps={{ withinPortal: true }}
      />
      <Select
        label={billing ? t`Billing state` : t`State`}
        data={stateOptions}
        value={values[f('State')] || null}
        onChange={(value) => onChange({ [f('State')]: value ?? '' })}
        searchable
        clearable
        disabled={stateOptions.length === 0}
        placeholder={country && stateOptions.length === 0 ? t`No states for this country` : undefined}
        nothingFoundMessage={t`No state found`}
        error={errors[f('State')]}
        comboboxProps={{ withinPortal: true }}
      />
      {text(f('City'), billing ? t`Billing city` : t`City`, `${section} address-level2`)}
      {text(f('Zipcode'), billing ? t`Billing zipcode` : t`Zipcode`, `${section} postal-code`)}
    </SimpleGrid>
  );
}
