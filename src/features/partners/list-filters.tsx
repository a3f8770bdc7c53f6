import { useLingui } from '@lingui/react/macro';
import { Select } from '@mantine/core';
import type { PartnersSearch } from './search-params';

type FilterPatch = Pick<PartnersSearch, 'subscription' | 'approved'>;
type Props = { search: PartnersSearch; onChange: (patch: Partial<FilterPatch>) => void };

const ALL = 'all';

/** Subscription (All, Active, Inactive) and Approved (All, Yes, No). */
export function ListFilters({ search, onChange }: Props) {
  const { t } = useLingui();
  return (
    <>
      <AllOrSelect
        label={t`Subscription`}
        options={[
          { value: 'active', label: t`Active` },
          { value: 'inactive', label: t`Inactive` },
        ]}
        value={search.subscription}
        onChange={(subscription) => onChange({ subscription })}
        w={140}
      />
      <ApprovedSelect value={search.approved} onChange={(approved) => onChange({ approved })} w={120} />
    </>
  );
}

type ApprovedSelectProps = { value: PartnersSearch['approved']; onChange: (value: PartnersSearch['approved']) => void; w?: number };

/** Approved All / Yes / No: the list filter, and the Edit Status modal's select. */
export function ApprovedSelect({ value, onChange, w }: ApprovedSelectProps) {
  const { t } = useLingui();
  return (
    <AllOrSelect
      label={t`Approved`}
      options={[
        { value: 'yes', label: t`Yes` },
        { value: 'no', label: t`No` },
      ]}
      value={value}
      onChange={onChange}
      w={w}
    />
  );
}

type AllOrSelectProps<Value extends string> = {
  label: string;
  options: { value: Value; label: string }[];
  /** Undefined: All. */
  value: Value | undefined;
  onChange: (value: Value | undefined) => void;
  w?: number;
};

/** All, or one of the given values. */
function AllOrSelect<Value extends string>({ label, options, value, onChange, w }: AllOrSelectProps<Value>) {
  const { t } = useLingui();
  return (
    <Select
      label={label}
      data={[{ value: ALL, label: t`All` }, ...options]}
      value={value ?? ALL}
      onChange={(next) => onChange(options.find((option) => option.value === next)?.value)}
      allowDeselect={false}
      w={w}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
