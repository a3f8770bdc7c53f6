import { useLingui } from '@lingui/react/macro';
import { MultiSelect, Select, type ComboboxParsedItem } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { TruckerOption } from '@/contract/market';
import { truckerOptionsQuery } from './api';

/** A chosen carrier: its id and the name shown for it. */
export type PickedTrucker = { Id: number; Name: string };

export type TruckerPickerProps = {
  label: string;
  value: PickedTrucker[];
  onChange: (next: PickedTrucker[]) => void;
  /** Several carriers (a private load's offers) or one (an assignment). */
  multiple?: boolean;
  error?: string;
  required?: boolean;
  disabled?: boolean;
  description?: string;
};

const labelOf = (t: TruckerOption) =>
  [t.Name, t.McNumber && `MC ${t.McNumber}`, t.DotNumber && `DOT ${t.DotNumber}`].filter(Boolean).join(' · ');

/**
 * Approved, active carriers searched on the server by name, MC or DOT number (`GET /api/LoadBoard/Truckers`,
 * decision 081) as one types; the chosen ones keep their names while other searches come and go.
 */
export function TruckerPicker({ label, value, onChange, multiple = false, error, required, disabled, description }: TruckerPickerProps) {
  const { t } = useLingui();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const found = useQuery(truckerOptionsQuery(debounced.trim()));
  const options = new Map<string, string>();
  for (const picked of value) options.set(String(picked.Id), picked.Name);
  for (const option of found.data?.Truckers ?? []) if (!options.has(String(option.Id))) options.set(String(option.Id), labelOf(option));
  const data = [...options].map(([id, name]) => ({ value: id, label: name }));
  const nameOf = (id: string) => found.data?.Truckers.find((o) => String(o.Id) === id)?.Name ?? options.get(id) ?? id;
  const common = {
    label,
    data,
    error,
    required,
    disabled,
    description,
    searchable: true,
    searchValue: search,
    onSearchChange: setSearch,
    // the server already filtered by the search text
    filter: ({ options: all }: { options: ComboboxParsedItem[] }) => all,
    nothingFoundMessage: found.isFetching ? t`Searching…` : t`No carrier found`,
    placeholder: t`Name, MC or DOT number`,
    comboboxProps: { withinPortal: true },
  } as const;
  if (multiple)
    return (
      <MultiSelect
        {...common}
        value={value.map((p) => String(p.Id))}
        onChange={(ids) => onChange(ids.map((id) => ({ Id: Number(id), Name: nameOf(id) })))}
        clearable
        hidePickedOptions
      />
    );
  return (
    <Select
      {...common}
      value={value[0] ? String(value[0].Id) : null}
      onChange={(id) => onChange(id ? [{ Id: Number(id), Name: nameOf(id) }] : [])}
      clearable
    />
  );
}
