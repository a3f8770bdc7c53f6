import { useLingui } from '@lingui/react/macro';
import { TextInput } from '@mantine/core';

type Props = { value: string; onChange: (method: string) => void; error?: string; disabled?: boolean };

/** How a period was paid: free text, 100 characters at most. */
export function PaymentMethodInput({ value, onChange, error, disabled }: Props) {
  const { t } = useLingui();
  return (
    <TextInput
      label={t`Payment method`}
      value={value}
      maxLength={100}
      onChange={(event) => onChange(event.currentTarget.value)}
      disabled={disabled}
      error={error}
    />
  );
}
