// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { readColumnVisibility, visibleColumns, writeColumnVisibility } from './column-visibility';
import type { DataColumn } from './types';

type Row = { a: number; b: number; c: number };
const column = (id: keyof Row, extra: Partial<DataColumn<Row>> = {}): DataColumn<Row> => ({
  id,
  header: id.toUpperCase(),
  value: (row) => row[id],
  ...extra,
});

describe('column visibility', () => {
  afterEach(() => localStorage.clear());

  it('keeps the visible columns in their order, never hiding unhideable ones', () => {
    const columns = [column('a'), column('b', { hideable: false }), column('c')];
    expect(visibleColumns(columns, { a: false, b: false }).map((c) => c.id)).toEqual(['b', 'c']);
    expect(visibleColumns(columns, {}).map((c) => c.id)).toEqual(['a', 'b', 'c']);
  });

  it('round-trips through localStorage under the given key', () => {
    writeColumnVisibility('t-cols', { a: false, c: true });
    expect(readColumnVisibility('t-cols')).toEqual({ a: false, c: true });
    expect(readColumnVisibility('other')).toEqual({});
  });

  it('ignores unreadable or foreign values', () => {
    localStorage.setItem('t-cols', '{not json');
    expect(readColumnVisibility('t-cols')).toEqual({});
    localStorage.setItem('t-cols', JSON.stringify({ a: false, b: 'no', c: 1 }));
    expect(readColumnVisibility('t-cols')).toEqual({ a: false });
    localStorage.setItem('t-cols', '[false]');
    expect(readColumnVisibility('t-cols')).toEqual({});
  });
});
