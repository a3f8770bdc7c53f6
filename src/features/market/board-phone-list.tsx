import { Trans, useLingui } from '@lingui/react/macro';
import { Group, Pill } from '@mantine/core';
import type { ReactNode } from 'react';
import { CardListBody } from '@/lib/card-list/card-list-body';
import { PhoneList } from '@/lib/phone-list/phone-list';
import { RADIUS_DEFAULT, type BoardLoad } from '@/contract/market';
import { formatDate } from '@/shared/format/date';
import { BoardCards } from './board-cards';
import { activeFilters, type ActiveFilter, type BoardSearch, type BoardSearchInput } from './board-search';

type Props = {
  search: BoardSearch;
  change: (patch: Partial<BoardSearchInput>, options?: { keepPage?: boolean }) => void;
  sort: { field: string; order: 'asc' | 'desc' };
  withOrigin: boolean;
  /** The filter fields, stacked for the sheet. */
  filters: ReactNode;
  loads: readonly BoardLoad[];
  total: number;
  loading: boolean;
  equipment: { value: string; label: string }[];
  action: (load: BoardLoad) => ReactNode;
};

/** The board on a phone (issue 38): a Filters and sort button opening a sheet, the filters in force as chips, cards, pages. */
export function BoardPhoneList({ search, change, sort, withOrigin, filters, loads, total, loading, equipment, action }: Props) {
  const { t } = useLingui();
  const active = activeFilters(search);
  const sortOptions = [
    { value: 'PickupDate:asc', label: t`Pickup, soonest first` },
    { value: 'PickupDate:desc', label: t`Pickup, latest first` },
    { value: 'RatePerMile:desc', label: t`$/mi, highest first` },
    { value: 'TotalPrice:desc', label: t`Price, highest first` },
    { value: 'TotalPrice:asc', label: t`Price, lowest first` },
    ...(withOrigin ? [{ value: 'DeadheadMiles:asc', label: t`Deadhead, nearest first` }] : []),
  ];
  const sortValue = `${sort.field}:${sort.order}`;

  const chipLabel = (filter: ActiveFilter): string => {
    switch (filter.key) {
      case 'origin':
        return t`From ${search.origin} · ${search.radius ?? RADIUS_DEFAULT} mi`;
      case 'dest':
        return t`To ${search.dest} · ${search.destRadius ?? RADIUS_DEFAULT} mi`;
      case 'equipment':
        return equipment
          .filter((e) => search.equipmentIds?.includes(Number(e.value)))
          .map((e) => e.label)
          .join(', ');
      case 'pickup':
        return t`Pickup ${formatDate(search.pickupFrom ?? null)}–${formatDate(search.pickupTo ?? null)}`;
      case 'minRate':
        return t`At least $${search.minRate}/mi`;
      default:
        return search.kind === 'bid' ? t`Bidding` : t`Book now`;
    }
  };

  return (
    <PhoneList
      sortOptions={sortOptions}
      sortValue={sortValue}
      onSortChange={(field, order) => change({ sortField: field as BoardSearch['sortField'], sortOrder: order })}
      activeFilters={active.length}
      filters={filters}
      chips={
        active.length > 0 && (
          <Group gap={6} aria-label={t`Filters in force`} role="group">
            {active.map((filter) => {
              const label = chipLabel(filter);
              return (
                <Pill
                  key={filter.key}
                  size="md"
                  withRemoveButton
                  onRemove={() =>
                    change(
                      filter.key === 'origin' && search.sortField === 'DeadheadMiles'
                        ? { ...filter.clear, sortField: 'PickupDate' }
                        : filter.clear,
                    )
                  }
                  removeButtonProps={{ 'aria-label': t`Remove the filter ${label}` }}
                  maw="100%"
                >
                  {label}
                </Pill>
              );
            })}
          </Group>
        )
      }
      total={total}
      page={search.page}
      pageSize={search.pageSize}
      onPageChange={(page) => change({ page }, { keepPage: true })}
    >
      <CardListBody
        loading={loading}
        empty={loads.length === 0}
        skeletonHeight={180}
        emptyText={<Trans>No load matches these filters.</Trans>}
      >
        <BoardCards loads={loads} action={action} />
      </CardListBody>
    </PhoneList>
  );
}
