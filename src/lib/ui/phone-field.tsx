import { Group, Select, TextInput } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useMemo, type ChangeEvent } from 'react';
import { defaultCountries, parseCountry, usePhoneInput } from 'react-international-phone';
import { toPhoneInputValue } from './phone-value';

type PhoneFieldProps = {
  /** Stored digits ("15551234567") or null. */
  initialDigits: string | null;
  /** E.164 text ("+15551234567"), or "" while only a dial code is typed. */
  onChange: (e164: string) => void;
  error?: string;
};

/**
 * The one set of phone input rules (react-international-phone): US by default, and the chosen country's dial code
 * stays in front, so a national number typed or pasted ("3125550100", "(312) 555-0100") keeps that country instead of
 * being read as an international one (+31…); another country's number is pasted with its "+". `onChange` gets the
 * E.164 text, or "" while only the dial code is there.
 */
export function usePhoneText(value: string, onChange: (e164: string) => void) {
  const input = usePhoneInput({
    defaultCountry: 'us',
    forceDialCode: true,
    value,
    countries: defaultCountries,
    onChange: ({ phone, country }) => onChange(phone === `+${country.dialCode}` ? '' : phone),
  });
  const { handlePhoneValueChange, country } = input;
  // Typing or pasting over the whole field (the dial code selected too) leaves text without a "+": it is a national
  // number of the chosen country, so the dial code goes back in front (otherwise its first digit is read as one).
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const text = event.target.value;
    if (text !== '' && !text.trimStart().startsWith('+')) event.target.value = `+${country.dialCode}${text}`;
    return handlePhoneValueChange(event);
  };
  return { ...input, handlePhoneValueChange: handleChange };
}

/** A phone number with its country (dial code, US by default), formatted as typed (react-international-phone). */
export function PhoneField({ initialDigits, onChange, error }: PhoneFieldProps) {
  const { t, i18n } = useLingui();
  const { inputValue, handlePhoneValueChange, inputRef, country, setCountry } = usePhoneText(toPhoneInputValue(initialDigits), onChange);
  const countryOptions = useMemo(() => {
    const names = new Intl.DisplayNames([i18n.locale, 'en'], { type: 'region' });
    return defaultCountries
      .map((data) => parseCountry(data))
      .map((c) => ({ value: c.iso2, label: `${names.of(c.iso2.toUpperCase()) ?? c.name} (+${c.dialCode})` }))
      .sort((a, b) => a.label.localeCompare(b.label, i18n.locale));
  }, [i18n.locale]);

  return (
    <Group align="flex-start" gap="sm" wrap="nowrap">
      <Select
        label={t`Country code`}
        data={countryOptions}
        value={country.iso2}
        onChange={(value) => value && setCountry(value)}
        searchable
        allowDeselect={false}
        w="45%"
        comboboxProps={{ withinPortal: true }}
      />
      <TextInput
        label={t`Phone number`}
        type="tel"
        autoComplete="tel"
        ref={inputRef}
        value={inputValue}
        onChange={handlePhoneValueChange}
        error={error}
        style={{ flex: 1 }}
      />
    </Group>
  );
}
