import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { isBackOffice, useSession } from '@/lib/session';
import { exportQuery, fetchShippers, shippersQueryOptions } from './api';
import { PartnersTable, type ListProps } from './partners-table';
import { toListQuery } from './search-params';
import { useShipperColumns } from './shipper-columns';

/** The form (and its phone-input library) loads on first use, not with the list. */
const AddShipperModal = lazy(() => import('./add-shipper-modal').then((m) => ({ default: m.AddShipperModal })));
const preloadAddShipper = () => void import('./add-shipper-modal');

export const SHIPPER_COLUMNS_KEY = 'backoffice-shippers-columns';

/** The Shippers tab ("Shippers List"); Add new shipper only for BackOffice roles. */
export function ShippersList({ search, onSearchChange }: ListProps) {
  const { t } = useLingui();
  const session = useSession();
  const [adding, setAdding] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const query = toListQuery(search, 'shipper');
  const result = useQuery(shippersQueryOptions(query));
  const columns = useShipperColumns();
  const addButton = isBackOffice(session) && (
    <Button
      leftSection={<IconPlus size={16} aria-hidden />}
      onMouseEnter={preloadAddShipper}
      onFocus={preloadAddShipper}
      onClick={() => {
        setLoaded(true);
        setAdding(true);
      }}
    >
      <Trans>Add new shipper</Trans>
    </Button>
  );
  return (
    <>
      <PartnersTable
        title={t`Shippers List`}
        fileBase="Shippers"
        storageKey={SHIPPER_COLUMNS_KEY}
        columns={columns}
        rows={result.data?.Shippers ?? []}
        total={result.data?.Pagination.TotalItemCount ?? 0}
        loading={result.isPending}
        fetching={result.isFetching}
        error={result.error}
        onRetry={() => void result.refetch()}
        getRowId={(row) => String(row.ShipperId)}
        fetchAll={() => fetchShippers(exportQuery(query)).then((page) => page.Shippers)}
        search={search}
        query={query}
        onSearchChange={onSearchChange}
        extra={addButton}
      />
      {loaded && (
        <Suspense fallback={null}>
          <AddShipperModal opened={adding} onClose={() => setAdding(false)} />
        </Suspense>
      )}
    </>
  );
}
