import { TextInput } from '@mantine/core';
import { defaultCountries, usePhoneInput } from 'react-international-phone';

type Props = { label: string; value: string; onChange: (e164: string) => void; error?: string; autoComplete?: string };

/** A labelled phone number formatted as typed, US by default (spec 2 §2.12); "" while only a dial code is typed. */
export function ContactPhoneInput({ label, value, onChange, error, autoComplete = 'tel' }: Props) {
  const { inputValue, handlePhoneValueChange, inputRef } = usePhoneInput({
    defaultCountry: 'us',
    value,
    countries: defaultCountries,
    onChange: ({ phone, country }) => onChange(phone === `+${country.dialCode}` ? '' : phone),
  });
  return (
    <TextInput label={label} type="tel" autoComplete={autoComplete} ref={inputRef} value={inputValue} onChange={handlePhoneValueChange} error={error} />
  );
}
