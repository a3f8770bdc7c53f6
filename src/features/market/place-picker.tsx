import { useLingui } from '@lingui/react/macro';
import { Autocomplete } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Place } from '@/contract/market';
import { placesQuery } from './api';

export type PickedPlace = { label: string; lat: number; lng: number };

const labelOf = (p: Place) => `${p.Name}, ${p.StateCode}`;

/** A city of the bundled US city list, searched by name as one types ("Dallas, TX"); clearing it removes the filter. */
export function PlacePicker({
  label,
  value,
  onChange,
  w = 220,
}: {
  label: string;
  value?: string;
  onChange: (place: PickedPlace | null) => void;
  w?: number | string;
}) {
  const { t } = useLingui();
  const [text, setText] = useState(value ?? '');
  const [search] = useDebouncedValue(text, 250);
  const places = useQuery(placesQuery(search));
  const options = places.data?.Places ?? [];
  return (
    <Autocomplete
      label={label}
      placeholder={t`City`}
      value={text}
      w={w}
      data={options.map(labelOf)}
      filter={({ options: all }) => all}
      onChange={(next) => {
        setText(next);
        if (next === '') onChange(null);
      }}
      onOptionSubmit={(chosen) => {
        const place = options.find((p) => labelOf(p) === chosen);
        if (place) onChange({ label: chosen, lat: place.Latitude, lng: place.Longitude });
      }}
      clearable
      comboboxProps={{ withinPortal: true }}
    />
  );
}
