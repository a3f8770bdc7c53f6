import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { exportQuery, fetchTruckers, truckersQueryOptions } from './api';
import { PartnersTable, type ListProps } from './partners-table';
import { toListQuery } from './search-params';
import { useTruckerColumns } from './trucker-columns';

export const TRUCKER_COLUMNS_KEY = 'backoffice-truckers-columns';

/** The Truckers tab. */
export function TruckersList({ search, onSearchChange }: ListProps) {
  const { t } = useLingui();
  const query = toListQuery(search, 'trucker');
  const result = useQuery(truckersQueryOptions(query));
  const columns = useTruckerColumns();
  return (
    <PartnersTable
      title={t`Truckers List`}
      fileBase="Truckers"
      storageKey={TRUCKER_COLUMNS_KEY}
      columns={columns}
      rows={result.data?.Truckers ?? []}
      total={result.data?.Pagination.TotalItemCount ?? 0}
      loading={result.isPending}
      fetching={result.isFetching}
      error={result.error}
      onRetry={() => void result.refetch()}
      getRowId={(row) => String(row.TruckerId)}
      fetchAll={() => fetchTruckers(exportQuery(query)).then((page) => page.Truckers)}
      search={search}
      query={query}
      onSearchChange={onSearchChange}
    />
  );
}
