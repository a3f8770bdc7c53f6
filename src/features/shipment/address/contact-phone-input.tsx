import { TextInput } from '@mantine/core';
import { usePhoneText } from '@/lib/ui/phone-field';

type Props = { label: string; value: string; onChange: (e164: string) => void; error?: string; autoComplete?: string };

/** A labelled phone number formatted as typed, US by default (spec 2 §2.12); "" while only a dial code is typed. */
export function ContactPhoneInput({ label, value, onChange, error, autoComplete = 'tel' }: Props) {
  const { inputValue, handlePhoneValueChange, inputRef } = usePhoneText(value, onChange);
  return (
    <TextInput
      label={label}
      type="tel"
      autoComplete={autoComplete}
      ref={inputRef}
      value={inputValue}
      onChange={handlePhoneValueChange}
      error={error}
    />
  );
}
