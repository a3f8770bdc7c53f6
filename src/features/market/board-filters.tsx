import { useLingui } from '@lingui/react/macro';
import { Group, MultiSelect, NumberInput, SegmentedControl, Select, Stack } from '@mantine/core';
import { RADIUS_DEFAULT } from '@/contract/market';
import type { DateRangeFilterComponent } from './board-page';
import type { BoardSearch, BoardSearchInput } from './board-search';
import { PlacePicker } from './place-picker';

const RADII = ['25', '50', '100', '150', '200', '300', '500'];

type RadiusSelectProps = { label: string; value: number | undefined; onChange: (miles: number) => void; w: number | string };

/** Miles around a place, the default radius until one is picked. */
function RadiusSelect({ label, value, onChange, w }: RadiusSelectProps) {
  return (
    <Select
      label={label}
      data={RADII}
      value={String(value ?? RADIUS_DEFAULT)}
      onChange={(r) => onChange(Number(r ?? RADIUS_DEFAULT))}
      w={w}
      allowDeselect={false}
    />
  );
}

type Props = {
  search: BoardSearch;
  change: (patch: Partial<BoardSearchInput>) => void;
  equipment: { value: string; label: string }[];
  DateRangeFilter: DateRangeFilterComponent;
  /** In the phone's sheet: one field a line, full width. */
  stacked?: boolean;
};

/** The board's filters, read from and written to the URL's search (the one place the board's filter state lives). */
export function BoardFilters({ search, change, equipment, DateRangeFilter, stacked = false }: Props) {
  const { t } = useLingui();
  const w = (desk: number) => (stacked ? '100%' : desk);
  const fields = (
    <>
      <PlacePicker
        label={t`Origin`}
        value={search.origin}
        w={w(220)}
        onChange={(p) =>
          change(
            p
              ? { origin: p.label, originLat: p.lat, originLng: p.lng }
              : {
                  origin: undefined,
                  originLat: undefined,
                  originLng: undefined,
                  sortField: search.sortField === 'DeadheadMiles' ? 'PickupDate' : search.sortField,
                },
          )
        }
      />
      <RadiusSelect label={t`Radius (mi)`} value={search.radius} onChange={(radius) => change({ radius })} w={w(110)} />
      <PlacePicker
        label={t`Destination`}
        value={search.dest}
        w={w(220)}
        onChange={(p) =>
          change(p ? { dest: p.label, destLat: p.lat, destLng: p.lng } : { dest: undefined, destLat: undefined, destLng: undefined })
        }
      />
      <RadiusSelect
        label={t`Destination radius (mi)`}
        value={search.destRadius}
        onChange={(destRadius) => change({ destRadius })}
        w={w(170)}
      />
      <MultiSelect
        label={t`Equipment`}
        data={equipment}
        value={(search.equipmentIds ?? []).map(String)}
        onChange={(ids) => change({ equipmentIds: ids.length ? ids.map(Number) : undefined })}
        w={w(220)}
        clearable
      />
      <DateRangeFilter
        label={t`Pickup dates`}
        start={search.pickupFrom}
        end={search.pickupTo}
        onChange={(pickupFrom, pickupTo) => change({ pickupFrom, pickupTo })}
      />
      <NumberInput
        label={t`Min $/mi`}
        value={search.minRate ?? ''}
        onChange={(value) => change({ minRate: typeof value === 'number' ? value : undefined })}
        min={0}
        max={1000}
        decimalScale={2}
        step={0.25}
        w={w(110)}
      />
      <SegmentedControl
        aria-label={t`Bidding or book now`}
        value={search.kind}
        onChange={(kind) => change({ kind: kind as BoardSearch['kind'] })}
        fullWidth={stacked}
        data={[
          { value: 'all', label: t`All` },
          { value: 'bid', label: t`Bidding` },
          { value: 'book', label: t`Book now` },
        ]}
      />
    </>
  );
  return stacked ? (
    <Stack gap="sm">{fields}</Stack>
  ) : (
    <Group align="flex-end" gap="sm" wrap="wrap">
      {fields}
    </Group>
  );
}
