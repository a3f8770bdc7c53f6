import { useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { ExportAsMenu } from '@/lib/export/export-as-menu';
import { HttpError } from '@/lib/http/client';
import { errorMessages } from '@/lib/http/error-catalogue';
import { useColumnVisibility, visibleColumns } from '@/lib/table/column-visibility';
import { DataTable } from '@/lib/table/data-table';
import { billingUsersQueryOptions, exportUsersQuery, fetchBillingUsers, type UsersQuery } from './api';
import type { BillingSearchInput } from './search-params';
import { SubscriptionActionsMenu } from './subscription-actions-menu';
import { useSubscriptionColumns } from './subscription-columns';
import { useSubscriptionActions } from './use-subscription-actions';

/** localStorage key of the column visibility (spec 3 §2, §7: the subscriptions-list key). */
export const SUBSCRIPTION_COLUMNS_KEY = 'subscriptions-list';

type Props = {
  query: UsersQuery;
  onSearchChange: (patch: Partial<BillingSearchInput>, options?: { keepPage?: boolean }) => void;
};

/** The server-paged, server-sorted Subscriptions table with Export As and the row actions. */
export function SubscriptionsTable({ query, onSearchChange }: Props) {
  const { t } = useLingui();
  const result = useQuery(billingUsersQueryOptions(query));
  const columns = useSubscriptionColumns();
  const [visibility, setVisibility] = useColumnVisibility(SUBSCRIPTION_COLUMNS_KEY);
  const actions = useSubscriptionActions();
  const title = t`Subscriptions`;
  // spec 3 §8: a network failure of a list call is only logged; an HTTP answer is shown
  if (result.error && !(result.error instanceof HttpError)) console.error('Billing users could not be loaded', result.error);

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="center" wrap="wrap">
        <Title order={2} fz="h4">
          {title}
        </Title>
        <ExportAsMenu
          fileBase="Subscriptions"
          columns={visibleColumns(columns, visibility)}
          fetchRows={() => fetchBillingUsers(exportUsersQuery(query)).then((page) => page.Truckers)}
        />
      </Group>
      {result.error instanceof HttpError && !result.isFetching && (
        <Alert color="red" title={t`The list could not be loaded.`}>
          <Group gap="sm">
            <Text size="sm">{errorMessages(result.error.body).join(' ')}</Text>
            {result.error.status >= 500 && (
              <Button size="xs" variant="light" color="red" onClick={() => void result.refetch()}>
                <Trans>Try again</Trans>
              </Button>
            )}
          </Group>
        </Alert>
      )}
      <DataTable
        label={title}
        columns={columns}
        rows={result.data?.Truckers ?? []}
        rowCount={result.data?.Pagination.TotalItemCount ?? 0}
        getRowId={(row) => String(row.Id)}
        page={query.pageNumber}
        pageSize={query.pageSize}
        onPaginationChange={(page, pageSize) => onSearchChange({ page, pageSize }, { keepPage: true })}
        sort={{ field: query.sortField, order: query.sortOrder }}
        onSortChange={(sort) => onSearchChange({ sortField: sort.field, sortOrder: sort.order })}
        columnVisibility={visibility}
        onColumnVisibilityChange={setVisibility}
        loading={result.isPending}
        fetching={result.isFetching}
        rowActions={(row) => <SubscriptionActionsMenu row={row} actions={actions} />}
      />
      {actions.dialogs}
    </Stack>
  );
}
