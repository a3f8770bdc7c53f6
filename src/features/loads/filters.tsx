import '@mantine/dates/styles.css';
import { useLingui } from '@lingui/react/macro';
import { MultiSelect, Select } from '@mantine/core';
import { DatePickerInput, type DatesRangeValue } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { useState } from 'react';
import { dayPattern } from '@/shared/format/date';

/** Date filter bounds of spec 2 §9. */
export const MIN_FILTER_DATE = new Date(1900, 0, 1);
export const MAX_FILTER_DATE = new Date(2100, 11, 31);

const pad = (n: number) => String(n).padStart(2, '0');

/** A picked calendar day (local midnight) as YYYY-MM-DD. */
export function toDay(date: Date | null): string | undefined {
  return date ? `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` : undefined;
}

/** YYYY-MM-DD as the local-midnight Date the picker shows. */
export function fromDay(day: string | undefined): Date | null {
  if (!day) return null;
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y, m - 1, d);
}

type Option = { value: string; label: string };

type IdsFilterProps = {
  label: string;
  options: Option[];
  value: number[] | undefined;
  onChange: (ids: number[] | undefined) => void;
  w?: number;
};

/** A multi-select of ids (status, mode, shippers, truckers, equipment type). */
export function IdsFilter({ label, options, value, onChange, w = 200 }: IdsFilterProps) {
  const { t } = useLingui();
  return (
    <MultiSelect
      label={label}
      data={options}
      value={(value ?? []).map(String)}
      onChange={(next) => onChange(next.length ? next.map(Number) : undefined)}
      placeholder={value?.length ? undefined : t`All`}
      searchable
      clearable
      hidePickedOptions
      maxDropdownHeight={280}
      nothingFoundMessage={t`Nothing found`}
      w={{ base: '100%', xs: w }}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

type DateRangeFilterProps = { label: string; start?: string; end?: string; onChange: (start?: string, end?: string) => void };

/** Start/end dates in the language's day format (MM/DD/YYYY in English), 1900–2100, weeks starting Monday (spec 2 §2.1). A half-picked range waits. */
export function DateRangeFilter({ label, start, end, onChange }: DateRangeFilterProps) {
  const { t } = useLingui();
  const key = `${start ?? ''}|${end ?? ''}`;
  // the half-picked range lives here until its end is picked; a URL change (Back, a link) replaces it
  const [draft, setDraft] = useState<{ key: string; value: DatesRangeValue }>({ key, value: [fromDay(start), fromDay(end)] });
  if (draft.key !== key) setDraft({ key, value: [fromDay(start), fromDay(end)] });
  const value: DatesRangeValue = draft.key === key ? draft.value : [fromDay(start), fromDay(end)];
  return (
    <DatePickerInput
      type="range"
      label={label}
      placeholder={`${dayPattern()} – ${dayPattern()}`}
      valueFormat={dayPattern()}
      minDate={MIN_FILTER_DATE}
      maxDate={MAX_FILTER_DATE}
      firstDayOfWeek={1}
      allowSingleDateInRange
      clearable
      value={value}
      onChange={([from, to]) => {
        setDraft({ key, value: [from, to] });
        if (from && !to) return;
        onChange(toDay(from), toDay(to));
      }}
      leftSection={<IconCalendar size={16} aria-hidden />}
      w={{ base: '100%', xs: 250 }}
      popoverProps={{ withinPortal: true }}
      clearButtonProps={{ 'aria-label': t`Clear dates` }}
      // the empty picker is a button: its placeholder is page text and must reach AA contrast
      styles={{ placeholder: { color: 'var(--mantine-color-dimmed)' } }}
    />
  );
}

const ALL = 'all';

type YesNoFilterProps = { label: string; value: boolean | undefined; onChange: (value: boolean | undefined) => void };

/** All / Yes / No. */
export function YesNoFilter({ label, value, onChange }: YesNoFilterProps) {
  const { t } = useLingui();
  return (
    <Select
      label={label}
      data={[
        { value: ALL, label: t`All` },
        { value: 'true', label: t`Yes` },
        { value: 'false', label: t`No` },
      ]}
      value={value === undefined ? ALL : String(value)}
      onChange={(next) => onChange(next === 'true' ? true : next === 'false' ? false : undefined)}
      allowDeselect={false}
      w={{ base: '47%', xs: 120 }}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

type DatesAndQuickPay = { StartDate?: string; EndDate?: string; isQuickPay?: boolean };

/** The date range and Quick pay filters of both load lists, read from and written to the list's search. */
export function DatesAndQuickPayFilters({ search, onChange }: { search: DatesAndQuickPay; onChange: (patch: DatesAndQuickPay) => void }) {
  const { t } = useLingui();
  return (
    <>
      <DateRangeFilter
        label={t`Date range`}
        start={search.StartDate}
        end={search.EndDate}
        onChange={(StartDate, EndDate) => onChange({ StartDate, EndDate })}
      />
      <YesNoFilter label={t`Quick pay`} value={search.isQuickPay} onChange={(isQuickPay) => onChange({ isQuickPay })} />
    </>
  );
}
