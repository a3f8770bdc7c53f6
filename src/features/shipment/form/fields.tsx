import { Checkbox, MultiSelect, NumberInput, Select, Textarea, TextInput } from '@mantine/core';
import { createContext, useContext, useEffect, useState, type ChangeEvent } from 'react';
import type { ShipmentFormValues } from './form-values';
import { useFieldError, useFormStore, useFormValue } from './form-store';
import type { IssueField } from './form-store';

/** Details mode (spec 2 §2.11): every input of the form is disabled. */
export const ReadOnlyContext = createContext(false);
export const useReadOnly = () => useContext(ReadOnlyContext);

type KeysOf<V> = { [K in keyof ShipmentFormValues]: ShipmentFormValues[K] extends V ? K : never }[keyof ShipmentFormValues];

const errorOf = (name: string) => name as IssueField;

type TextProps = { name: KeysOf<string>; label: string; maxLength?: number; disabled?: boolean; autoComplete?: string };

/** A form value, its error, read-only mode, and a setter that writes the value back. */
function useField<K extends keyof ShipmentFormValues>(name: K) {
  const store = useFormStore();
  return {
    value: useFormValue(name),
    error: useFieldError(errorOf(name)),
    readOnly: useReadOnly(),
    set: (next: ShipmentFormValues[K]) => store.set({ [name]: next }),
  };
}

/** The props that bind a text input to a form value: the value, its error, read-only mode, and what is typed. */
function useTextBinding(name: KeysOf<string>, disabled?: boolean) {
  const { value, error, readOnly, set } = useField(name);
  return {
    value,
    error,
    disabled: readOnly || disabled,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => set(event.currentTarget.value),
  };
}

export function TextField({ name, label, maxLength, disabled, autoComplete = 'off' }: TextProps) {
  const binding = useTextBinding(name, disabled);
  return <TextInput label={label} maxLength={maxLength} autoComplete={autoComplete} {...binding} />;
}

export function NoteField({ name, label, maxLength }: TextProps & { maxLength: number }) {
  const binding = useTextBinding(name);
  return (
    <Textarea
      label={label}
      maxLength={maxLength}
      {...binding}
      autosize
      minRows={2}
      maxRows={6}
      description={binding.disabled ? undefined : `${binding.value.length}/${maxLength}`}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
    />
  );
}

type DateProps = { name: KeysOf<string>; label: string; kind: 'date' | 'datetime'; min?: string; disabled?: boolean; required?: boolean };

/** Native date and date-time inputs: their values are exactly the form's "YYYY-MM-DD" / "YYYY-MM-DDTHH:mm". */
export function DateField({ name, label, kind, min, disabled, required, description }: DateProps & { description?: string }) {
  const binding = useTextBinding(name, disabled);
  return (
    <TextInput
      type={kind === 'date' ? 'date' : 'datetime-local'}
      label={label}
      description={description}
      min={min}
      max={kind === 'date' ? '2100-12-31' : '2100-12-31T23:59'}
      withAsterisk={required}
      {...binding}
    />
  );
}

export function CheckField({ name, label, description }: { name: KeysOf<boolean>; label: string; description?: string }) {
  const field = useField(name);
  return (
    <Checkbox
      label={label}
      description={description}
      checked={field.value}
      disabled={field.readOnly}
      onChange={(event) => field.set(event.currentTarget.checked)}
    />
  );
}

type Option = { Id: number; Name: string };

export function IdSelectField({
  name,
  label,
  options,
  required,
  onPicked,
}: {
  name: KeysOf<number | null>;
  label: string;
  options: Option[];
  required?: boolean;
  onPicked?: (id: number | null) => void;
}) {
  const field = useField(name);
  return (
    <Select
      label={label}
      data={options.map((option) => ({ value: String(option.Id), label: option.Name }))}
      value={field.value === null ? null : String(field.value)}
      withAsterisk={required}
      clearable={!required}
      searchable
      disabled={field.readOnly}
      error={field.error}
      comboboxProps={{ withinPortal: true }}
      onChange={(next) => {
        const id = next === null ? null : Number(next);
        field.set(id);
        onPicked?.(id);
      }}
    />
  );
}

export function MultiNameField({ name, label, options }: { name: KeysOf<string[]>; label: string; options: string[] }) {
  const field = useField(name);
  return (
    <MultiSelect
      label={label}
      data={[...new Set([...options, ...field.value])]}
      value={field.value}
      searchable
      clearable
      disabled={field.readOnly}
      comboboxProps={{ withinPortal: true }}
      onChange={field.set}
    />
  );
}

type MoneyProps = {
  label: string;
  value: number | null;
  onChange: (value: number | null) => void;
  /** The input's minimum (spec 2 §5 "display minimums"); the value itself is clamped by the caller. */
  displayMin?: number;
  max?: number;
  error?: string;
  disabled?: boolean;
  prefix?: string;
  suffix?: string;
  required?: boolean;
  decimalScale?: number;
  'aria-label'?: string;
};

/** A number input that keeps what is being typed ("12.") while the form holds the number. */
export function MoneyInput({
  label,
  value,
  onChange,
  displayMin,
  max,
  error,
  disabled,
  prefix,
  suffix,
  required,
  decimalScale = 2,
  ...rest
}: MoneyProps) {
  const [text, setText] = useState<string | number>(value ?? '');
  useEffect(() => {
    setText((current) => (Number(current) === (value ?? NaN) || (current === '' && value === null) ? current : (value ?? '')));
  }, [value]);
  return (
    <NumberInput
      label={label}
      aria-label={rest['aria-label']}
      value={text}
      min={displayMin}
      max={max}
      clampBehavior="none"
      decimalScale={decimalScale}
      thousandSeparator=","
      prefix={prefix}
      suffix={suffix}
      withAsterisk={required}
      error={error}
      disabled={disabled}
      hideControls
      onChange={(next) => {
        setText(next);
        onChange(next === '' ? null : Number(next));
      }}
    />
  );
}

/** A value shown in an input's frame that cannot be edited (SO number, totals, the chosen company's address). */
export function ReadOnlyField({ label, value }: { label: string; value: string | number | null | undefined }) {
  return <TextInput label={label} value={value ?? ''} readOnly variant="filled" />;
}
