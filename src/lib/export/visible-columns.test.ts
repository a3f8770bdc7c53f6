import { describe, expect, it } from 'vitest';
import type { ExportColumn } from './types';
import { visibleExportColumns } from './visible-columns';

type Row = { a: string };
const column = (id: string): ExportColumn<Row> => ({ id, header: id.toUpperCase(), value: (row) => row.a });
const all = ['name', 'email', 'phone', 'created'].map(column);
const ids = (columns: ExportColumn<Row>[]) => columns.map((c) => c.id);

describe('visibleExportColumns', () => {
  it('keeps every column in its order without state', () => {
    expect(ids(visibleExportColumns(all))).toEqual(['name', 'email', 'phone', 'created']);
  });

  it('drops hidden columns and follows the column order', () => {
    const state = { columnVisibility: { email: false, phone: true }, columnOrder: ['created', 'phone', 'email'] };
    expect(ids(visibleExportColumns(all, state))).toEqual(['created', 'phone', 'name']);
  });
});
