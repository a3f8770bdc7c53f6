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
      <Select
        label={t`Subscription`}
        data={[
          { value: ALL, label: t`All` },
          { value: 'active', label: t`Active` },
          { value: 'inactive', label: t`Inactive` },
        ]}
        value={search.subscription ?? ALL}
        onChange={(value) => onChange({ subscription: value === 'active' || value === 'inactive' ? value : undefined })}
        allowDeselect={false}
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
    <Select
      label={t`Approved`}
      data={[
        { value: ALL, label: t`All` },
        { value: 'yes', label: t`Yes` },
        { value: 'no', label: t`No` },
      ]}
      value={value ?? ALL}
      onChange={(next) => onChange(next === 'yes' || next === 'no' ? next : undefined)}
      allowDeselect={false}
      w={w}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
