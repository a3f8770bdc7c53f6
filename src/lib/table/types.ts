import type { ReactNode } from 'react';

/**
 * One column of a DataTable. `id` is also the sort field sent to the server; `value` is what the cell shows as a plain
 * value: the label, not the code ("Past due", not past_due), the phone as formatted. Export As writes it, and the cell
 * shows it when there is no `cell` renderer. The shape is a superset of
 * lib/export's ExportColumn, so the visible columns go to the Export As menu as they are.
 */
export type DataColumn<Row> = {
  id: string;
  header: string;
  value: (row: Row) => unknown;
  /** What the cell shows; defaults to `value` as text. */
  cell?: (row: Row) => ReactNode;
  /** Sortable by the server (default true). */
  sortable?: boolean;
  /** Can be hidden from the Show/Hide columns menu (default true). */
  hideable?: boolean;
  /** Starting width in px. */
  size?: number;
  /** Kept on the right while the rest scrolls, on tablets and desks (a load's Status: issue 38 §7). */
  pinRight?: boolean;
};

export type SortOrder = 'asc' | 'desc';
export type SortState = { field: string; order: SortOrder };

/** `false` hides a column; a column missing from the map is visible (TanStack Table's shape). */
export type ColumnVisibility = Record<string, boolean>;

export const PAGE_SIZE_OPTIONS = [5, 10, 25] as const;
export type PageSize = (typeof PAGE_SIZE_OPTIONS)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 10;
