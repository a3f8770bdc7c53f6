import { useLingui } from '@lingui/react/macro';
import { Group, Select, TextInput } from '@mantine/core';
import { useMemo } from 'react';
import { defaultCountries, parseCountry, usePhoneInput } from 'react-international-phone';

type Props = { onChange: (e164: string) => void; error?: string };

/** Phone number with its country (US by default), formatted as typed (react-international-phone). */
/** Uncontrolled (the hook owns the text); starts empty with +1. */
export function ShipperPhoneInput({ onChange, error }: Props) {
  const { t, i18n } = useLingui();
  const { inputValue, handlePhoneValueChange, inputRef, country, setCountry } = usePhoneInput({
    defaultCountry: 'us',
    forceDialCode: true,
    countries: defaultCountries,
    onChange: ({ phone, country: current }) => onChange(phone === `+${current.dialCode}` ? '' : phone),
  });
  const options = useMemo(() => {
    const names = new Intl.DisplayNames([i18n.locale, 'en'], { type: 'region' });
    return defaultCountries
      .map((data) => parseCountry(data))
      .map((c) => ({ value: c.iso2, name: names.of(c.iso2.toUpperCase()) ?? c.name, label: `+${c.dialCode} ${names.of(c.iso2.toUpperCase()) ?? c.name}` }))
      .sort((a, b) => a.name.localeCompare(b.name, i18n.locale))
      .map(({ value, label }) => ({ value, label }));
  }, [i18n.locale]);

  return (
    <Group align="flex-start" gap="xs" wrap="nowrap">
      <Select
        label={t`Phone country`}
        data={options}
        value={country.iso2}
        onChange={(iso2) => iso2 && setCountry(iso2)}
        searchable
        allowDeselect={false}
        w="42%"
        comboboxProps={{ withinPortal: true }}
      />
      <TextInput
        label={t`Phone Number`}
        type="tel"
        autoComplete="off"
        ref={inputRef}
        value={inputValue}
        onChange={handlePhoneValueChange}
        error={error}
        style={{ flex: 1 }}
      />
    </Group>
  );
}
