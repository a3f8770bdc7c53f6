import type { ExportColumn } from './types';

/** The parts of a table's state (mantine-react-table / TanStack Table shape) that decide what the user sees. */
export type ColumnViewState = {
  /** `false` hides a column; a column missing from the map is visible. */
  columnVisibility?: Record<string, boolean>;
  /** Column ids in display order; columns not listed keep their place after the listed ones. */
  columnOrder?: readonly string[];
};

/** The export columns the user has visible, in the order they see them. */
export function visibleExportColumns<Row>(columns: readonly ExportColumn<Row>[], state: ColumnViewState = {}): ExportColumn<Row>[] {
  const visible = columns.filter((column) => state.columnVisibility?.[column.id] !== false);
  const order = state.columnOrder ?? [];
  if (order.length === 0) return visible;
  const rank = new Map(order.map((id, index) => [id, index]));
  return visible
    .map((column, index) => ({ column, key: rank.get(column.id) ?? order.length + index }))
    .sort((a, b) => a.key - b.key)
    .map(({ column }) => column);
}
