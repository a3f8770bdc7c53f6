import { useCallback, useState } from 'react';
import type { ColumnVisibility, DataColumn } from './types';

/** The stored map, keeping only boolean entries; anything unreadable counts as "all visible". */
export function readColumnVisibility(storageKey: string): ColumnVisibility {
  try {
    const raw = localStorage.getItem(storageKey);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, boolean] => typeof entry[1] === 'boolean'));
  } catch {
    return {};
  }
}

export function writeColumnVisibility(storageKey: string, visibility: ColumnVisibility): void {
  try {
    localStorage.setItem(storageKey, JSON.stringify(visibility));
  } catch {
    /* storage unavailable: the choice lasts for this page only */
  }
}

/** The columns the user sees, in display order (hidden ones left out): what Export As writes. */
export function visibleColumns<Row>(columns: readonly DataColumn<Row>[], visibility: ColumnVisibility): DataColumn<Row>[] {
  return columns.filter((column) => column.hideable === false || visibility[column.id] !== false);
}

/** Column visibility kept in localStorage under `storageKey` (one key per table). */
export function useColumnVisibility(storageKey: string): [ColumnVisibility, (next: ColumnVisibility) => void] {
  const [state, setState] = useState(() => ({ key: storageKey, visibility: readColumnVisibility(storageKey) }));
  // another table (key) rendered in the same place reads its own stored choice
  const current = state.key === storageKey ? state.visibility : readColumnVisibility(storageKey);
  if (state.key !== storageKey) setState({ key: storageKey, visibility: current });
  const update = useCallback(
    (next: ColumnVisibility) => {
      writeColumnVisibility(storageKey, next);
      setState({ key: storageKey, visibility: next });
    },
    [storageKey],
  );
  return [current, update];
}
