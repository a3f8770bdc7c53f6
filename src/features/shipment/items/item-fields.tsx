import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Checkbox, Group, NativeSelect, TextInput, Tooltip } from '@mantine/core';
import { IconCalculator } from '@tabler/icons-react';
import type { ComboboxItem } from '@mantine/core';
import { FREIGHT_CLASSES, PRICE_MAX, type ShipmentItemInput } from '@/contract/shipment';
import { clampAmount } from './item-rules';

/** The option lists of the item selects, built once per panel. */
export type ItemLookups = {
  packaging: ComboboxItem[];
  weightModes: ComboboxItem[];
  pickupStops: ComboboxItem[];
  dropStops: ComboboxItem[];
};

type Key = keyof ShipmentItemInput;
export type ItemField =
  | { key: Key; kind: 'text'; label: string; required?: boolean; maxLength: number }
  | { key: Key; kind: 'number'; label: string; required?: boolean; integer?: boolean }
  | {
      key: Key;
      kind: 'select';
      label: string;
      required?: boolean;
      options: ComboboxItem[];
      numeric?: boolean;
      emptyLabel?: string;
      locked?: boolean;
    }
  | { key: Key; kind: 'checkbox'; label: string; required?: boolean }
  | { key: Key; kind: 'class'; label: string; required?: boolean };

/** A message under each field that needs one (a required field left empty). */
export type ItemErrors = Partial<Record<Key, string>>;

export type FieldContext = {
  item: ShipmentItemInput;
  readOnly: boolean;
  /** Table view: no visible label (the column header names the field; the input keeps it as its accessible name). */
  compact: boolean;
  onChange: (patch: Partial<ShipmentItemInput>) => void;
  onCalculate: () => void;
  calculating: boolean;
  errors?: ItemErrors;
};

const MEASURE_MAX = PRICE_MAX;

/** One item field as an input of its kind; numbers allow empty and are clamped to 0–10,000,000 (spec 2 §5). */
export function FieldControl({ field, ctx }: { field: ItemField; ctx: FieldContext }) {
  const { t } = useLingui();
  const { item, readOnly, compact, onChange } = ctx;
  const value = item[field.key];
  const common = {
    label: compact ? undefined : field.label,
    'aria-label': compact ? field.label : undefined,
    withAsterisk: !compact && field.required,
    size: compact ? ('xs' as const) : ('sm' as const),
    disabled: readOnly,
    error: ctx.errors?.[field.key],
  };

  switch (field.kind) {
    case 'text':
      return (
        <TextInput
          {...common}
          value={(value as string | null) ?? ''}
          maxLength={field.maxLength}
          onChange={(e) => onChange({ [field.key]: e.currentTarget.value === '' ? null : e.currentTarget.value })}
        />
      );
    case 'number':
      return (
        <TextInput
          {...common}
          type="number"
          inputMode="decimal"
          min={0}
          max={MEASURE_MAX}
          step={field.integer ? 1 : 'any'}
          value={value === null || value === undefined ? '' : String(value)}
          onChange={(e) => {
            const amount = clampAmount(e.currentTarget.value);
            onChange({ [field.key]: amount !== null && field.integer ? Math.trunc(amount) : amount });
          }}
        />
      );
    case 'select':
      return (
        <NativeSelect
          {...common}
          disabled={readOnly || field.locked}
          data={field.emptyLabel === undefined ? field.options : [{ value: '', label: field.emptyLabel }, ...field.options]}
          value={value === null || value === undefined ? '' : String(value)}
          onChange={(e) => {
            const raw = e.currentTarget.value;
            onChange({ [field.key]: raw === '' ? null : field.numeric ? Number(raw) : raw });
          }}
        />
      );
    case 'checkbox':
      return (
        <Checkbox
          label={field.label}
          aria-label={compact ? field.label : undefined}
          styles={compact ? { label: { display: 'none' } } : undefined}
          mt={compact ? 0 : 'lg'}
          size={common.size}
          checked={Boolean(value)}
          disabled={readOnly}
          onChange={(e) => onChange({ [field.key]: e.currentTarget.checked })}
        />
      );
    case 'class':
      return (
        <Group gap={4} wrap="nowrap" align="flex-end">
          <NativeSelect
            {...common}
            style={{ flex: 1 }}
            data={[{ value: '', label: t`Select` }, ...FREIGHT_CLASSES.map((c) => ({ value: String(c), label: String(c) }))]}
            value={value === null || value === undefined ? '' : String(value)}
            onChange={(e) => onChange({ FreightClass: e.currentTarget.value === '' ? null : Number(e.currentTarget.value) })}
          />
          {!readOnly && (
            <Tooltip label={t`Calculate the class from the dimensions and weight`}>
              <ActionIcon
                variant="light"
                size={compact ? 'md' : 'lg'}
                aria-label={t`Calculate class`}
                loading={ctx.calculating}
                onClick={ctx.onCalculate}
              >
                <IconCalculator size={16} />
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
      );
  }
}
