import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Checkbox, Group, PasswordInput, SimpleGrid, TextInput } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { useState } from 'react';
import type { AddShipperErrors, AddShipperField, AddShipperValues } from './add-shipper-form';
import { generatePassword } from './password';
import { PhoneField } from '@/lib/ui/phone-field';

type Props = {
  values: AddShipperValues;
  errors: AddShipperErrors;
  onChange: (patch: Partial<AddShipperValues>) => void;
};

/** Owner, contact, password (Generate, show/hide) and SendEmail of a new shipper. */
export function AccountFields({ values, errors, onChange }: Props) {
  const { t } = useLingui();
  const [visible, setVisible] = useState(false);

  const text = (field: AddShipperField, label: string, autoComplete: string, type = 'text') => (
    <TextInput
      label={label}
      type={type}
      value={values[field] as string}
      onChange={(event) => onChange({ [field]: event.currentTarget.value })}
      error={errors[field]}
      autoComplete={autoComplete}
    />
  );
  const password = (field: 'Password' | 'ConfirmPassword', label: string) => (
    <PasswordInput
      label={label}
      value={values[field]}
      onChange={(event) => onChange({ [field]: event.currentTarget.value })}
      error={errors[field]}
      autoComplete="new-password"
      visible={visible}
      onVisibilityChange={setVisible}
      visibilityToggleButtonProps={{ 'aria-label': visible ? t`Hide password` : t`Show password` }}
    />
  );

  function handleGenerate() {
    const generated = generatePassword();
    onChange({ Password: generated, ConfirmPassword: generated });
    setVisible(true);
  }

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs">
      {text('FirstName', t`First name`, 'off')}
      {text('LastName', t`Last name`, 'off')}
      {text('Email', t`Email`, 'off', 'email')}
      <PhoneField initialDigits={null} onChange={(PhoneNumber) => onChange({ PhoneNumber })} error={errors.PhoneNumber} />
      {password('Password', t`Password`)}
      {password('ConfirmPassword', t`Confirm password`)}
      <Group gap="sm" align="center">
        <Button variant="light" size="xs" leftSection={<IconKey size={14} aria-hidden />} onClick={handleGenerate}>
          <Trans>Generate</Trans>
        </Button>
      </Group>
      <Checkbox
        label={t`Send the welcome e-mail`}
        checked={values.SendEmail}
        onChange={(event) => onChange({ SendEmail: event.currentTarget.checked })}
        error={errors.SendEmail}
        mt={4}
      />
    </SimpleGrid>
  );
}
