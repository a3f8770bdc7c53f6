import '@mantine/dates/styles.css';
import 'mantine-react-table/styles.css';
import './data-table.css';
import { useLingui } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import {
  MantineReactTable,
  useMantineReactTable,
  type MRT_ColumnDef,
  type MRT_ColumnPinningState,
  type MRT_PaginationState,
  type MRT_RowData,
  type MRT_SortingState,
  type MRT_Updater,
  type MRT_VisibilityState,
} from 'mantine-react-table';
import { useMediaQuery } from '@mantine/hooks';
import { useMemo, useState, type ReactNode } from 'react';
import { useMrtLocalization } from './mrt-localization';
import { PAGE_SIZE_OPTIONS, type ColumnVisibility, type DataColumn, type SortState } from './types';

export type DataTableProps<Row extends MRT_RowData> = {
  /** Accessible name of the table. */
  label: string;
  columns: readonly DataColumn<Row>[];
  rows: readonly Row[];
  /** Rows matching the filters on the server (all pages). */
  rowCount: number;
  getRowId: (row: Row) => string;
  /** 1-based. */
  page: number;
  pageSize: number;
  /** A new page size always comes with page 1. */
  onPaginationChange: (page: number, pageSize: number) => void;
  sort: SortState;
  onSortChange: (sort: SortState) => void;
  columnVisibility: ColumnVisibility;
  onColumnVisibilityChange: (visibility: ColumnVisibility) => void;
  /** First load: skeleton rows. */
  loading?: boolean;
  /** Refetching with rows on screen: a progress bar. */
  fetching?: boolean;
  /** Left part of the toolbar (filters, buttons); the Show/Hide columns button sits on the right. */
  toolbar?: ReactNode;
  /** The last "Actions" column. */
  rowActions?: (row: Row) => ReactNode;
  /** Width of the Actions column: an icon menu needs the default, a labelled button ("Book now") more. */
  rowActionsWidth?: number;
  /** The column that names a row, pinned left (default: the first column that cannot be hidden, else the first). */
  identifyingColumn?: string;
  /** Checkbox row selection, keyed by getRowId (kept across pages by the caller). */
  selection?: { selected: Record<string, boolean>; onChange: (selected: Record<string, boolean>) => void };
};

/** The plain text of a cell's value, shown whole on hover when the cell cuts it. */
function cellTitle(value: unknown): string | undefined {
  if (value === null || value === undefined || typeof value === 'boolean') return undefined;
  if (value instanceof Date) return undefined;
  const text = String(value);
  return text.length > 12 ? text : undefined;
}

function CellText({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <div className="hb-cell" title={title}>
      {children}
    </div>
  );
}

const resolve = <T,>(updater: MRT_Updater<T>, current: T): T =>
  typeof updater === 'function' ? (updater as (old: T) => T)(current) : updater;

/**
 * The one table of the app: mantine-react-table with server paging and sorting, page sizes 5/10/25, column
 * visibility held by the caller (see useColumnVisibility), the empty text, and pagination hidden at one page.
 * Keep mantine-react-table's API inside this file so the table can be swapped.
 */
export function DataTable<Row extends MRT_RowData>(props: DataTableProps<Row>) {
  const { t } = useLingui();
  const localization = useMrtLocalization();
  const { columns, rowActions, page, pageSize, sort, columnVisibility, rowCount } = props;

  const mrtColumns = useMemo<MRT_ColumnDef<Row>[]>(
    () =>
      columns.map((column) => ({
        id: column.id,
        header: column.header,
        accessorFn: column.value,
        // one line per row: a long name is cut with an ellipsis, and its whole text shows on hover (title)
        Cell: ({ row }) => (
          <CellText title={cellTitle(column.value(row.original))}>
            {column.cell ? column.cell(row.original) : String(column.value(row.original) ?? '')}
          </CellText>
        ),
        enableSorting: column.sortable ?? true,
        enableHiding: column.hideable ?? true,
        ...(column.size ? { size: column.size } : {}),
      })),
    [columns],
  );

  // the identifying column stays on the left and Actions on the right while the rest scrolls (issue 15 item 20)
  const identifying = props.identifyingColumn ?? (columns.find((column) => column.hideable === false) ?? columns[0])?.id;
  // Below 48em nothing is pinned: a pinned name and Actions would leave no room for the columns between (issue 38).
  // The pinning is the reader's to change ("Unpin all" in the columns menu unpins every column).
  const roomy = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  const [pinnedByReader, setPinnedByReader] = useState<MRT_ColumnPinningState | null>(null);
  const columnPinning: MRT_ColumnPinningState =
    pinnedByReader ??
    (roomy
      ? {
          left: [...(props.selection ? ['mrt-row-select'] : []), ...(identifying ? [identifying] : [])],
          right: [...columns.filter((column) => column.pinRight).map((column) => column.id), ...(rowActions ? ['mrt-row-actions'] : [])],
        }
      : { left: [], right: [] });

  const pagination: MRT_PaginationState = { pageIndex: page - 1, pageSize };
  const sorting: MRT_SortingState = [{ id: sort.field, desc: sort.order === 'desc' }];
  const pageCount = Math.ceil(rowCount / pageSize);

  const table = useMantineReactTable<Row>({
    columns: mrtColumns,
    data: props.rows as Row[],
    getRowId: (row) => props.getRowId(row),
    rowCount,
    manualPagination: true,
    manualSorting: true,
    manualFiltering: true,
    autoResetPageIndex: false,
    enableSortingRemoval: false,
    enableMultiSort: false,
    enableColumnFilters: false,
    enableGlobalFilter: false,
    enableDensityToggle: false,
    enableFullScreenToggle: false,
    enableHiding: true,
    enableColumnPinning: true,
    // grid: every column is exactly its size (or grows to fill the window), so pinned columns line up
    layoutMode: 'grid',
    enableColumnActions: false,
    enableRowActions: !!rowActions,
    enableRowSelection: !!props.selection,
    // the caller shows its own selected count next to its bulk actions
    positionToolbarAlertBanner: 'none',
    onRowSelectionChange: props.selection ? (updater) => props.selection?.onChange(resolve(updater, props.selection.selected)) : undefined,
    positionActionsColumn: 'last',
    displayColumnDefOptions: { 'mrt-row-actions': { header: t`Actions`, size: props.rowActionsWidth ?? 90 } },
    renderRowActions: rowActions ? ({ row }) => rowActions(row.original) : undefined,
    paginationDisplayMode: 'pages',
    positionPagination: pageCount > 1 ? 'bottom' : 'none',
    enableBottomToolbar: pageCount > 1,
    mantinePaginationProps: {
      rowsPerPageOptions: PAGE_SIZE_OPTIONS.map(String),
      withEdges: false,
      getControlProps: (control) => ({
        'aria-label': control === 'previous' ? t`Previous page` : control === 'next' ? t`Next page` : control,
      }),
      getItemProps: (item) => ({ 'aria-label': t`Page ${item}` }),
    },
    initialState: { density: 'xs' },
    defaultColumn: { size: 120, minSize: 80 },
    localization,
    state: {
      pagination,
      sorting,
      columnVisibility: columnVisibility as MRT_VisibilityState,
      columnPinning,
      isLoading: !!props.loading,
      showProgressBars: !!props.fetching && !props.loading,
      ...(props.selection ? { rowSelection: props.selection.selected } : {}),
    },
    onPaginationChange: (updater) => {
      const next = resolve(updater, pagination);
      if (next.pageSize !== pageSize) props.onPaginationChange(1, next.pageSize);
      else if (next.pageIndex !== pagination.pageIndex) props.onPaginationChange(next.pageIndex + 1, next.pageSize);
    },
    onSortingChange: (updater) => {
      const [first] = resolve(updater, sorting);
      if (first) props.onSortChange({ field: first.id, order: first.desc ? 'desc' : 'asc' });
    },
    onColumnPinningChange: (updater) => setPinnedByReader(resolve(updater, columnPinning)),
    onColumnVisibilityChange: (updater) => props.onColumnVisibilityChange(resolve(updater, columnVisibility as MRT_VisibilityState)),
    renderTopToolbarCustomActions: props.toolbar ? () => props.toolbar : undefined,
    renderEmptyRowsFallback: () => (
      // sticky: a wide table scrolls sideways, the text stays in view
      <Text c="dimmed" py="xl" px="md" style={{ position: 'sticky', left: 0, width: 'fit-content' }}>
        {t`There is no data available at the moment`}
      </Text>
    ),
    mantineTableProps: { 'aria-label': props.label, striped: true, highlightOnHover: true },
    // pinned cells are opaque, so the columns scrolling under them do not show through; a body cell grows with its header
    // (no max width of its own: at 1920 px the headers grew to fill the window and the cells slid under the wrong ones)
    mantineTableBodyCellProps: ({ column }) => ({ style: column.getIsPinned() ? PINNED_CELL : {} }),
    mantineTableHeadCellProps: ({ column }) => ({ style: column.getIsPinned() ? PINNED_CELL : {} }),
    mantinePaperProps: { shadow: 'none', withBorder: true },
    // The refetch bar stays mounted at height 0 between fetches; its stripes would animate invisibly on every frame
    // (about a quarter of a core on a phone or a busy machine), so they move only while it shows.
    mantineProgressProps: { value: 100, animated: !!props.fetching && !props.loading },
  });

  return <MantineReactTable table={table} />;
}

// mantine-react-table draws pinned cells at opacity 0.97, which lets the scrolled text show through faintly
const PINNED_CELL = { backgroundColor: 'var(--mantine-color-body)', opacity: 1 };
