import { useLingui } from '@lingui/react/macro';
import { Card, Grid, MultiSelect, Select, TextInput, Title } from '@mantine/core';
import type { CustomFieldDefinition, CustomFieldValue } from '@/contract/shipment';
import { orderedDefinitions, valueOf, withValue } from './custom-field-values';

type Props = {
  definitions: CustomFieldDefinition[];
  values: CustomFieldValue[];
  onChange: (values: CustomFieldValue[]) => void;
  readOnly: boolean;
  errors?: Record<number, string>;
};

/** Spec 2 §2.10: the shipper's own fields of a load; the input follows the field's type, Large is full width. */
export function CustomFieldsPanel({ definitions, values, onChange, readOnly, errors }: Props) {
  const { t } = useLingui();
  if (definitions.length === 0) return null;
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={t`Custom fields`}>
      <Title order={2} fz="h5" mb="sm">
        {t`Custom fields`}
      </Title>
      <Grid gutter="sm">
        {orderedDefinitions(definitions).map((definition) => (
          <Grid.Col key={definition.Id} span={definition.Size === 'Large' ? 12 : { base: 12, sm: 6 }}>
            <CustomFieldInput
              definition={definition}
              value={valueOf(values, definition.Id)}
              onChange={(value) => onChange(withValue(values, definition, value))}
              readOnly={readOnly}
              error={errors?.[definition.Id]}
            />
          </Grid.Col>
        ))}
      </Grid>
    </Card>
  );
}

/** The native inputs of the typed fields; other types are free text. */
const TYPED_INPUTS = {
  Date: { type: 'date', min: '1900-01-01', max: '2100-12-31' },
  'Date and Time': { type: 'datetime-local', min: '1900-01-01T00:00', max: '2100-12-31T23:59' },
  Number: { type: 'number', inputMode: 'decimal', step: 'any' },
} as const;

type InputProps = {
  definition: CustomFieldDefinition;
  value: string[];
  onChange: (value: string[]) => void;
  readOnly: boolean;
  error?: string;
};

function CustomFieldInput({ definition, value, onChange, readOnly, error }: InputProps) {
  const { t } = useLingui();
  const common = {
    label: definition.Label,
    withAsterisk: definition.Required,
    'aria-required': definition.Required || undefined,
    disabled: readOnly,
    error,
  };
  const single = value[0] ?? '';
  const setSingle = (next: string) => onChange(next === '' ? [] : [next]);

  switch (definition.Type) {
    case 'One Select':
      return (
        <Select
          {...common}
          data={definition.Options}
          value={single || null}
          onChange={(next) => setSingle(next ?? '')}
          clearable={!readOnly}
          searchable
          placeholder={readOnly ? undefined : t`Select`}
          comboboxProps={{ withinPortal: true }}
        />
      );
    case 'Multi Select':
      return (
        <MultiSelect
          {...common}
          data={definition.Options}
          value={value}
          onChange={onChange}
          clearable={!readOnly}
          searchable
          placeholder={readOnly || value.length > 0 ? undefined : t`Select`}
          comboboxProps={{ withinPortal: true }}
        />
      );
    case 'Date':
    case 'Date and Time':
    case 'Number':
      return <TextInput {...common} {...TYPED_INPUTS[definition.Type]} value={single} onChange={(e) => setSingle(e.currentTarget.value)} />;
    default:
      return <TextInput {...common} value={single} maxLength={400} onChange={(e) => setSingle(e.currentTarget.value)} />;
  }
}
