import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Stack, Switch } from '@mantine/core';
import { useLocalStorage, useMediaQuery } from '@mantine/hooks';
import { IconGavel, IconTruckLoading } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type ComponentType, useEffect, useMemo, useState } from 'react';
import type { BoardLoad } from '@/contract/market';
import { formatMoney } from '@/lib/format/money';
import { translateRef } from '@/lib/i18n/server-messages';
import { isBackOffice, useSession } from '@/lib/session';
import { useColumnVisibility } from '@/lib/table/column-visibility';
import { DataTable } from '@/lib/table/data-table';
import { OfflineUnavailable, waitsForNetwork } from '@/lib/ui/offline-unavailable';
import { SnapshotAge } from '@/lib/ui/snapshot-age';
import { boardQueryOptions } from './api';
import { BidModal } from './bid-modal';
import { useBoardColumns } from './board-columns';
import { BOARD_DEFAULTS, rememberSearch, toBoardQuery, type BoardSearch, type BoardSearchInput } from './board-search';
import { BookConfirm } from './book-confirm';
import { BoardFilters } from './board-filters';
import { BoardPhoneList } from './board-phone-list';
import { SavedSearches } from './saved-searches/saved-searches';

export const BOARD_COLUMNS_KEY = 'load-board-columns';

/** /loads/find (decision 080): filters in the URL, the list paged and sorted by the server, bid and Book now per row. */
/** The loads area's date range filter, handed in by the route (features do not import each other). */
export type DateRangeFilterComponent = ComponentType<{
  label: string;
  start?: string;
  end?: string;
  onChange: (start?: string, end?: string) => void;
}>;

/** The tracking area's map of points on the offline basemap, handed in by the route. */
export type PointsMapComponent = ComponentType<{
  points: { id: number; lat: number; lng: number; title: string; detail: string }[];
  height: number;
  label: string;
}>;

export const BOARD_MAP_KEY = 'load-board-map';

export function BoardPage({
  search,
  DateRangeFilter,
  PointsMap,
}: {
  search: BoardSearch;
  DateRangeFilter: DateRangeFilterComponent;
  PointsMap: PointsMapComponent;
}) {
  const { t } = useLingui();
  const [showMap, setShowMap] = useLocalStorage({ key: BOARD_MAP_KEY, defaultValue: false, getInitialValueInEffect: false });
  const navigate = useNavigate();
  const session = useSession();
  const admin = isBackOffice(session);
  const query = toBoardQuery(search);
  const result = useQuery(boardQueryOptions(query));
  const withOrigin = query.originLat !== undefined;
  const columns = useBoardColumns(withOrigin, !admin);
  const [visibility, setVisibility] = useColumnVisibility(BOARD_COLUMNS_KEY);
  const [bidding, setBidding] = useState<BoardLoad | null>(null);
  const [booking, setBooking] = useState<BoardLoad | null>(null);
  const eligibility = result.data?.Eligibility;
  // Phones get cards and a filter sheet; tablets and desks keep the table (issue 38).
  const phone = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
  const canTake = !admin && eligibility?.CanTake === true;

  useEffect(() => rememberSearch(search), [search]);

  function change(patch: Partial<BoardSearchInput>, options: { keepPage?: boolean } = {}) {
    void navigate({
      to: '/Loads/find',
      search: { ...search, ...patch, ...(options.keepPage ? {} : { page: BOARD_DEFAULTS.page }) } as BoardSearch,
    });
  }

  const loads = result.data?.Loads;
  const origins = useMemo(
    () =>
      (loads ?? [])
        .filter((l) => l.FromLatitude !== null && l.FromLongitude !== null)
        .map((l) => ({
          id: l.Id,
          lat: l.FromLatitude!,
          lng: l.FromLongitude!,
          title: `${l.Code} · $${formatMoney(l.TotalPrice)}`,
          detail: `${l.FromCity ?? ''}, ${l.FromState ?? ''} → ${l.ToCity ?? ''}, ${l.ToState ?? ''}`,
        })),
    [loads],
  );

  const equipment = (result.data?.EquipmentTypes ?? []).map((e) => ({ value: String(e.Id), label: e.Name }));
  const filters = (stacked: boolean) => (
    <BoardFilters search={search} change={change} equipment={equipment} DateRangeFilter={DateRangeFilter} stacked={stacked} />
  );
  const sort = {
    field: String(query.sortField),
    order:
      (query.sortOrder as 'asc' | 'desc' | undefined) ??
      (search.sortField === 'PickupDate' || search.sortField === 'DeadheadMiles' ? ('asc' as const) : ('desc' as const)),
  };
  const take = (row: BoardLoad) =>
    canTake &&
    (row.BiddingEnabled ? (
      <Button
        size={phone ? 'sm' : 'compact-sm'}
        variant="light"
        leftSection={<IconGavel size={14} aria-hidden />}
        onClick={() => setBidding(row)}
        aria-label={t`Bid on load ${row.Code}`}
      >
        {row.MyBid?.Status === 'Open' ? <Trans>My bid</Trans> : <Trans>Bid</Trans>}
      </Button>
    ) : (
      <Button
        size={phone ? 'sm' : 'compact-sm'}
        color="green"
        leftSection={<IconTruckLoading size={14} aria-hidden />}
        onClick={() => setBooking(row)}
        aria-label={t`Book load ${row.Code} now`}
      >
        <Trans>Book now</Trans>
      </Button>
    ));

  return (
    <Stack gap="sm">
      {eligibility && !eligibility.CanTake && !admin && (
        <Alert color="orange" title={t`You cannot bid on or book loads yet`}>
          {eligibility.Reason && translateRef(eligibility.ReasonId, eligibility.Reason)}
        </Alert>
      )}
      <Group justify="space-between" wrap="wrap">
        {result.data ? <SnapshotAge updatedAt={result.dataUpdatedAt} fetching={result.isFetching} /> : <span />}
        <SavedSearches search={search} />
        <Switch label={t`Map of origins`} checked={showMap} onChange={(event) => setShowMap(event.currentTarget.checked)} />
      </Group>
      {waitsForNetwork(result) && <OfflineUnavailable />}
      {showMap && <PointsMap points={origins} height={360} label={t`Map of this page's load origins`} />}
      {phone ? (
        <BoardPhoneList
          search={search}
          change={change}
          sort={sort}
          withOrigin={withOrigin}
          filters={filters(true)}
          loads={result.data?.Loads ?? []}
          total={result.data?.Pagination.TotalItemCount ?? 0}
          loading={result.isPending}
          equipment={equipment}
          action={take}
        />
      ) : (
        <DataTable<BoardLoad>
          label={t`Loads on the board`}
          columns={columns}
          rows={result.data?.Loads ?? []}
          rowCount={result.data?.Pagination.TotalItemCount ?? 0}
          getRowId={(row) => String(row.Id)}
          page={search.page}
          pageSize={search.pageSize}
          onPaginationChange={(page, pageSize) => change({ page, pageSize }, { keepPage: true })}
          sort={sort}
          onSortChange={(next) => change({ sortField: next.field as BoardSearch['sortField'], sortOrder: next.order })}
          columnVisibility={visibility}
          onColumnVisibilityChange={setVisibility}
          loading={result.isPending}
          fetching={result.isFetching}
          toolbar={filters(false)}
          // staff and carriers who may not take loads get no empty Actions column (issue 38 §7)
          rowActions={canTake ? take : undefined}
          rowActionsWidth={140}
        />
      )}
      <BidModal load={bidding} onClose={() => setBidding(null)} />
      <BookConfirm load={booking} onClose={() => setBooking(null)} />
    </Stack>
  );
}
