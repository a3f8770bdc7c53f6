import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconAdjustments } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { ExportAsMenu } from '@/lib/export/export-as-menu';
import { HttpError } from '@/lib/http/client';
import { errorMessages } from '@/lib/http/error-catalogue';
import { visibleColumns, useColumnVisibility } from '@/lib/table/column-visibility';
import { DataTable } from '@/lib/table/data-table';
import type { DataColumn } from '@/lib/table/types';
import { EditStatusModal } from './edit-status-modal';
import { ListFilters } from './list-filters';
import { PartnerActionsMenu } from './partner-actions-menu';
import { SearchInput } from './search-input';
import type { ListQuery, PartnersSearch, PartnersSearchInput } from './search-params';
import type { PartnerRow } from './types';
import { usePartnerActions } from './use-partner-actions';

export type PartnersTableProps<Row extends PartnerRow> = {
  title: string;
  /** Export file name before the timestamp. */
  fileBase: string;
  /** localStorage key of the column visibility. */
  storageKey: string;
  columns: DataColumn<Row>[];
  rows: Row[];
  total: number;
  loading: boolean;
  fetching: boolean;
  error: Error | null;
  onRetry: () => void;
  getRowId: (row: Row) => string;
  /** Every row matching the filters, for Export As. */
  fetchAll: () => Promise<Row[]>;
  search: PartnersSearch;
  /** The effective query (sort fields the list does not know are replaced by the default). */
  query: ListQuery;
  onSearchChange: ListProps['onSearchChange'];
  /** Extra toolbar buttons (Add new shipper). */
  extra?: ReactNode;
};

/** What a tab's list gets from the page. */
export type ListProps = {
  search: PartnersSearch;
  onSearchChange: (patch: Partial<PartnersSearchInput>, options?: { keepPage?: boolean }) => void;
};

/** One tab of /backoffice: title, filters, search, Export As, the table with its row actions, the modals. */
export function PartnersTable<Row extends PartnerRow>(props: PartnersTableProps<Row>) {
  const { t } = useLingui();
  const { search, query, onSearchChange } = props;
  const [visibility, setVisibility] = useColumnVisibility(props.storageKey);
  const [editStatus, setEditStatus] = useState(false);
  const actions = usePartnerActions();

  const toolbar = (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <ListFilters search={search} onChange={(patch) => onSearchChange(patch)} />
      <SearchInput value={search.search ?? ''} onChange={(text) => onSearchChange({ search: text || undefined })} />
      <Button variant="subtle" leftSection={<IconAdjustments size={16} aria-hidden />} onClick={() => setEditStatus(true)}>
        <Trans>Edit Status</Trans>
      </Button>
    </Group>
  );

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="center" wrap="wrap">
        <Title order={2} fz="h4">
          {props.title}
        </Title>
        <Group gap="sm">
          {props.extra}
          <ExportAsMenu fileBase={props.fileBase} columns={visibleColumns(props.columns, visibility)} fetchRows={props.fetchAll} />
        </Group>
      </Group>
      {props.error && !props.loading && (
        <Alert color="red" title={t`The list could not be loaded.`}>
          <Group gap="sm">
            {props.error instanceof HttpError && <Text size="sm">{errorMessages(props.error.body).join(' ')}</Text>}
            {!(props.error instanceof HttpError && props.error.status < 500) && (
              <Button size="xs" variant="light" color="red" onClick={props.onRetry}>
                <Trans>Try again</Trans>
              </Button>
            )}
          </Group>
        </Alert>
      )}
      <DataTable
        label={props.title}
        columns={props.columns}
        rows={props.rows}
        rowCount={props.total}
        getRowId={props.getRowId}
        page={query.pageNumber}
        pageSize={query.pageSize}
        onPaginationChange={(page, pageSize) => onSearchChange({ page, pageSize }, { keepPage: true })}
        sort={{ field: query.sortField, order: query.sortOrder }}
        onSortChange={(sort) => onSearchChange({ sortField: sort.field, sortOrder: sort.order })}
        columnVisibility={visibility}
        onColumnVisibilityChange={setVisibility}
        loading={props.loading}
        fetching={props.fetching}
        toolbar={toolbar}
        rowActions={(row) => <PartnerActionsMenu row={row} actions={actions} />}
      />
      <EditStatusModal
        opened={editStatus}
        value={search.approved}
        onApply={(approved) => onSearchChange({ approved })}
        onClose={() => setEditStatus(false)}
      />
      {actions.dialogs}
    </Stack>
  );
}
