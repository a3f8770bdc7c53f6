import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Select } from '@mantine/core';
import type { PartnersSearch } from './search-params';

type FilterPatch = Pick<PartnersSearch, 'subscription' | 'approved'>;
type Props = { search: PartnersSearch; onChange: (patch: Partial<FilterPatch>) => void };

const ALL = 'all';

type FilterValues = { [Filter in keyof FilterPatch]-?: NonNullable<FilterPatch[Filter]> };

type FilterTexts<Filter extends keyof FilterValues> = {
  label: MessageDescriptor;
  options: Record<FilterValues[Filter], MessageDescriptor>;
};

/** The lists' two filters: the label, and the values besides All (All leaves the filter out of the search). */
const FILTERS: { [Filter in keyof FilterValues]: FilterTexts<Filter> } = {
  subscription: { label: msg`Subscription`, options: { active: msg`Active`, inactive: msg`Inactive` } },
  approved: { label: msg`Approved`, options: { yes: msg`Yes`, no: msg`No` } },
};

/** Subscription (All, Active, Inactive) and Approved (All, Yes, No). */
export function ListFilters({ search, onChange }: Props) {
  return (
    <>
      <FilterSelect filter="subscription" value={search.subscription} onChange={(subscription) => onChange({ subscription })} w={140} />
      <ApprovedSelect value={search.approved} onChange={(approved) => onChange({ approved })} w={120} />
    </>
  );
}

type ApprovedSelectProps = { value: PartnersSearch['approved']; onChange: (value: PartnersSearch['approved']) => void; w?: number };

/** Approved All / Yes / No: the list filter, and the Edit Status modal's select. */
export function ApprovedSelect(props: ApprovedSelectProps) {
  return <FilterSelect filter="approved" {...props} />;
}

type FilterSelectProps<Filter extends keyof FilterValues> = {
  filter: Filter;
  value: FilterValues[Filter] | undefined;
  onChange: (value: FilterValues[Filter] | undefined) => void;
  w?: number;
};

function FilterSelect<Filter extends keyof FilterValues>({ filter, value, onChange, w }: FilterSelectProps<Filter>) {
  const { t, i18n } = useLingui();
  const { label, options } = FILTERS[filter];
  const values = Object.keys(options) as FilterValues[Filter][];
  return (
    <Select
      label={i18n._(label)}
      data={[{ value: ALL, label: t`All` }, ...values.map((option) => ({ value: option, label: i18n._(options[option]) }))]}
      value={value ?? ALL}
      onChange={(next) => onChange(values.find((option) => option === next))}
      allowDeselect={false}
      w={w}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
