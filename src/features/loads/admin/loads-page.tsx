import { useLingui } from '@lingui/react/macro';
import { Group, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useMemo, useState, type ComponentType } from 'react';
import type { LoadRow } from '@/contract/loads';
import { ExportAsMenu } from '@/lib/export/export-as-menu';
import { useColumnVisibility, visibleColumns } from '@/lib/table/column-visibility';
import { DataTable } from '@/lib/table/data-table';
import { SearchInput } from '@/lib/ui/search-input';
import { exportLoads, exportLoadsQuery, fetchLoads, loadsQueryOptions, loadsViewModelOptions } from '../api';
import { loadsExportRequest } from '../export-request';
import { UpdateBillingModal } from '../billing/update-billing-modal';
import { useAdminLoadColumns } from '../columns';
import { DatesAndQuickPayFilters, IdsFilter, YesNoFilter } from '../filters';
import { ListError } from '../list-error';
import { LOADS_DEFAULTS, toLoadsQuery, type LoadsSearch, type LoadsSearchInput } from '../search-params';
import { useStatusOptions } from '../status-options';
import { LoadActionsMenu, type AssignMove, type BillingTarget } from './load-actions-menu';
import { OfflineUnavailable, waitsForNetwork } from '@/lib/ui/offline-unavailable';
import { SnapshotAge } from '@/lib/ui/snapshot-age';

/** localStorage key of the column choice (spec 2 §2.1: "a loads-list key"). */
export const LOADS_COLUMNS_KEY = 'loads-list-columns';

/** The marketplace's assign / return-to-board modal (decision 084), handed in by the route (features do not import each other). */
export type AssignModalSlot = ComponentType<{
  target: { id: number; code: string; trucker: string | null; kind: 'assign' | 'unassign' } | null;
  onClose: () => void;
}>;

/** /Loads, the administrator loads list (spec 2 §2.1). Every filter, the sort and the page live in the URL. */
export function LoadsPage({ search, AssignModal }: { search: LoadsSearch; AssignModal: AssignModalSlot }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const query = toLoadsQuery(search);
  const result = useQuery(loadsQueryOptions(query));
  const viewModel = useQuery(loadsViewModelOptions());
  const columns = useAdminLoadColumns();
  const [visibility, setVisibility] = useColumnVisibility(LOADS_COLUMNS_KEY);
  const exportColumns = visibleColumns(columns, visibility);
  const [billing, setBilling] = useState<(BillingTarget & { opened: boolean }) | null>(null);
  const [assign, setAssign] = useState<AssignMove | null>(null);
  const statusOptions = useStatusOptions(viewModel.data?.Statuses);
  const options = useMemo(() => {
    const toOptions = (list?: { Id: number; Name: string }[]) => (list ?? []).map((item) => ({ value: String(item.Id), label: item.Name }));
    return {
      modes: toOptions(viewModel.data?.Modes),
      shippers: toOptions(viewModel.data?.Shippers),
      truckers: toOptions(viewModel.data?.Truckers),
      equipment: toOptions(viewModel.data?.EquipmentTypes),
    };
  }, [viewModel.data]);

  function change(patch: Partial<LoadsSearchInput>, options: { keepPage?: boolean } = {}) {
    void navigate({
      to: '/Loads',
      search: (previous) => ({ ...previous, ...patch, ...(options.keepPage ? {} : { page: LOADS_DEFAULTS.page }) }),
    });
  }

  const toolbar = (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <IdsFilter
        label={t`Status`}
        options={statusOptions}
        value={search.statusIds}
        onChange={(statusIds) => change({ statusIds })}
        w={190}
      />
      <IdsFilter label={t`Mode`} options={options.modes} value={search.modeIds} onChange={(modeIds) => change({ modeIds })} w={160} />
      <IdsFilter
        label={t`Shippers`}
        options={options.shippers}
        value={search.shipperIds}
        onChange={(shipperIds) => change({ shipperIds })}
      />
      <IdsFilter
        label={t`Truckers`}
        options={options.truckers}
        value={search.truckerIds}
        onChange={(truckerIds) => change({ truckerIds })}
      />
      <IdsFilter
        label={t`Equipment type`}
        options={options.equipment}
        value={search.equipmentIds}
        onChange={(equipmentIds) => change({ equipmentIds })}
        w={180}
      />
      <DatesAndQuickPayFilters search={search} onChange={change} />
      <YesNoFilter label={t`Bill paid`} value={search.isBillPaid} onChange={(isBillPaid) => change({ isBillPaid })} />
      <YesNoFilter label={t`DLS loads`} value={search.isDls} onChange={(isDls) => change({ isDls })} />
      <SearchInput
        value={search.search ?? ''}
        onChange={(text) => change({ search: text || undefined })}
        placeholder={t`by load number or DLS number`}
      />
    </Group>
  );

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="center" wrap="wrap">
        <Title order={2} fz="h4">
          {t`Loads`}
        </Title>
        <ExportAsMenu<LoadRow>
          fileBase="Loads"
          columns={exportColumns}
          fetchRows={() => fetchLoads(exportLoadsQuery(query)).then((page) => page.Shipments)}
          serverFiles={{ csv: () => exportLoads(query, loadsExportRequest(exportColumns, i18n)) }}
          serverRows={(send) => exportLoads(query, { ...loadsExportRequest(exportColumns, i18n), Format: 'rows' }, send)}
        />
      </Group>
      {result.error && !result.isPending && <ListError error={result.error} onRetry={() => void result.refetch()} />}
      {result.data && <SnapshotAge updatedAt={result.dataUpdatedAt} fetching={result.isFetching} />}
      {waitsForNetwork(result) && <OfflineUnavailable />}
      <DataTable<LoadRow>
        label={t`Loads`}
        columns={columns}
        rows={result.data?.Shipments ?? []}
        rowCount={result.data?.Pagination.TotalItemCount ?? 0}
        getRowId={(row) => String(row.Id)}
        page={query.pageNumber}
        pageSize={query.pageSize}
        onPaginationChange={(page, pageSize) => change({ page, pageSize }, { keepPage: true })}
        sort={{ field: query.sortField ?? LOADS_DEFAULTS.sortField, order: query.sortOrder ?? LOADS_DEFAULTS.sortOrder }}
        onSortChange={(sort) => change({ sortField: sort.field, sortOrder: sort.order })}
        columnVisibility={visibility}
        onColumnVisibilityChange={setVisibility}
        loading={result.isPending}
        fetching={result.isFetching}
        toolbar={toolbar}
        rowActions={(row) => (
          <LoadActionsMenu row={row} onEditBilling={(target) => setBilling({ ...target, opened: true })} onAssign={setAssign} />
        )}
      />
      <UpdateBillingModal
        target={billing ? { id: billing.row.Id, code: billing.row.Code, kind: billing.kind } : null}
        opened={!!billing?.opened}
        onClose={() => setBilling((current) => current && { ...current, opened: false })}
      />
      <AssignModal
        target={assign && { id: assign.row.Id, code: assign.row.Code, trucker: assign.row.Trucker, kind: assign.kind }}
        onClose={() => setAssign(null)}
      />
    </Stack>
  );
}
