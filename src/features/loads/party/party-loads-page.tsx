import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Group, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useMediaQuery } from '@mantine/hooks';
import { lazy, Suspense, useMemo, useState } from 'react';
import type { PartyKindParam } from '@/contract/loads';
import { LOAD_SELECTION_KEYS } from '@/lib/load-selection';
import { isBackOffice, useSession } from '@/lib/session';
import { useColumnVisibility } from '@/lib/table/column-visibility';
import { AppLink } from '@/lib/ui/app-link';
import { SearchInput } from '@/lib/ui/search-input';
import { partyLoadsQueryOptions } from '../api';
import { usePartyLoadColumns } from '../columns';
import { DatesAndQuickPayFilters, IdsFilter } from '../filters';
import { ListError } from '../list-error';
import { isShipperUser } from '../route-guards';
import { PARTY_LOADS_DEFAULTS, toPartyLoadsQuery, type PartyLoadsSearch, type PartyLoadsSearchInput } from '../search-params';
import { LOAD_MODES } from '../status';
import { useStatusOptions } from '../status-options';
import { BulkActions } from './bulk-actions';
import { PartyHeader } from './party-header';
import { PartyLoadCards } from './party-load-cards';
import { OfflineUnavailable, waitsForNetwork } from '@/lib/ui/offline-unavailable';
import { SnapshotAge } from '@/lib/ui/snapshot-age';

const PartyLoadsTable = lazy(() => import('./party-loads-table'));

/** localStorage key of the party list's column choice. */
export const PARTY_LOADS_COLUMNS_KEY = 'party-loads-list-columns';

/** The remembered party kind of a BackOffice user (spec 1 §2.5: isShipper "true" / "false"). */
function rememberedKind(): PartyKindParam {
  try {
    return localStorage.getItem(LOAD_SELECTION_KEYS.isShipper) === 'false' ? 'trucker' : 'shipper';
  } catch {
    return 'shipper';
  }
}

type Props = { search: PartyLoadsSearch; partyId: number | null };

/**
 * /shipper/loads and /shipper/Loads/{id} (spec 2 §2.13). A shipper or trucker user sees its own loads whatever the
 * id; a BackOffice user sees the party picked on the partners page (the id, and the kind remembered there).
 */
export function PartyLoadsPage({ search, partyId }: Props) {
  const session = useSession();
  const admin = isBackOffice(session);
  if (admin && partyId === null) return <PickAParty />;
  return <PartyLoads search={search} party={admin ? { kind: rememberedKind(), id: partyId as number } : null} />;
}

function PickAParty() {
  return (
    <Alert color="blue" title={<Trans>No shipper or trucker chosen</Trans>}>
      <Trans>
        Open a shipper or trucker on{' '}
        <Anchor component={AppLink} href="/backoffice">
          Truckers / Shippers Management
        </Anchor>{' '}
        and choose its shipments to see its loads.
      </Trans>
    </Alert>
  );
}

function PartyLoads({ search, party }: { search: PartyLoadsSearch; party: { kind: PartyKindParam; id: number } | null }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const session = useSession();
  const query = toPartyLoadsQuery(search, party?.kind, party?.id);
  const result = useQuery(partyLoadsQueryOptions(query));
  // the shipper's own list (or a shipper's, for BackOffice) names the trucker of each load; other lists the shipper
  const showTrucker = party ? party.kind === 'shipper' : isShipperUser(session);
  const columns = usePartyLoadColumns(showTrucker);
  const [visibility, setVisibility] = useColumnVisibility(PARTY_LOADS_COLUMNS_KEY);
  const [selected, setSelected] = useState<Record<string, boolean>>({});
  const statusOptions = useStatusOptions();
  const modeOptions = useMemo(() => LOAD_MODES.map((mode) => ({ value: String(mode.Id), label: mode.Name })), []);
  const rows = result.data?.Shipments ?? [];
  // Bulk actions (delete, post, copy) are the shipper's and staff's: a trucker's own list offers none (issue 38).
  const bulk = !!party || isShipperUser(session);
  // A trucker's phone gets cards (issues 35, 38); the shipper's bulk actions need the table's selection.
  const phone = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
  const cards = phone && !bulk;
  const sort = { field: query.sortField ?? PARTY_LOADS_DEFAULTS.sortField, order: query.sortOrder ?? PARTY_LOADS_DEFAULTS.sortOrder };

  function change(patch: Partial<PartyLoadsSearchInput>, options: { keepPage?: boolean } = {}) {
    void navigate({
      to: '.',
      search: (previous: PartyLoadsSearchInput) => ({
        ...previous,
        ...patch,
        ...(options.keepPage ? {} : { page: PARTY_LOADS_DEFAULTS.page }),
      }),
    });
  }

  // In the phone's sheet the filters take the sheet's width; in the table's toolbar, their own.
  const filters = (inSheet: boolean) => (
    <>
      <IdsFilter
        label={t`Status`}
        options={statusOptions}
        value={search.statusIds}
        onChange={(statusIds) => change({ statusIds })}
        w={inSheet ? undefined : 190}
      />
      <IdsFilter
        label={t`Mode`}
        options={modeOptions}
        value={search.modeIds}
        onChange={(modeIds) => change({ modeIds })}
        w={inSheet ? undefined : 170}
      />
      <DatesAndQuickPayFilters search={search} onChange={change} />
      <SearchInput value={search.search ?? ''} onChange={(text) => change({ search: text || undefined })} placeholder={t`by load ID`} />
    </>
  );
  const activeFilters = [
    search.statusIds?.length,
    search.modeIds?.length,
    search.StartDate || search.EndDate,
    search.isQuickPay !== undefined,
    search.search,
  ].filter(Boolean).length;

  const toolbar = (
    <Stack gap="sm">
      <Group align="flex-end" gap="sm" wrap="wrap">
        {filters(false)}
      </Group>
      {bulk && <BulkActions query={query} rows={rows} selected={selected} onSelectedChange={setSelected} />}
    </Stack>
  );

  return (
    <Stack gap="sm">
      <PartyHeader party={result.data?.Party} />
      {!party && isShipperUser(session) && (
        <Group justify="flex-end">
          <Button component={AppLink} href="/shipper/Loads/new" leftSection={<IconPlus size={16} aria-hidden />}>
            <Trans>New load</Trans>
          </Button>
        </Group>
      )}
      {result.error && !result.isPending && <ListError error={result.error} onRetry={() => void result.refetch()} />}
      {result.data && <SnapshotAge updatedAt={result.dataUpdatedAt} fetching={result.isFetching} />}
      {waitsForNetwork(result) && <OfflineUnavailable />}
      {cards ? (
        <PartyLoadCards
          rows={rows}
          total={result.data?.Pagination.TotalItemCount ?? 0}
          loading={result.isPending}
          page={query.pageNumber}
          pageSize={query.pageSize}
          onPageChange={(page) => change({ page }, { keepPage: true })}
          sort={sort}
          onSortChange={(next) => change({ sortField: next.field, sortOrder: next.order })}
          filters={<Stack gap="sm">{filters(true)}</Stack>}
          activeFilters={activeFilters}
        />
      ) : (
        <Suspense fallback={null}>
          <PartyLoadsTable
            label={t`Loads`}
            columns={columns}
            rows={rows}
            rowCount={result.data?.Pagination.TotalItemCount ?? 0}
            getRowId={(row) => String(row.Id)}
            page={query.pageNumber}
            pageSize={query.pageSize}
            onPaginationChange={(page, pageSize) => change({ page, pageSize }, { keepPage: true })}
            sort={sort}
            onSortChange={(sort) => change({ sortField: sort.field, sortOrder: sort.order })}
            columnVisibility={visibility}
            onColumnVisibilityChange={setVisibility}
            loading={result.isPending}
            fetching={result.isFetching}
            toolbar={toolbar}
            selection={bulk ? { selected, onChange: setSelected } : undefined}
          />
        </Suspense>
      )}
    </Stack>
  );
}
