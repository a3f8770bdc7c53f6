import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DataTable, type DataTableProps } from './data-table';

type Row = { Id: number; Name: string };

function table(fetching: boolean) {
  const props: DataTableProps<Row> = {
    label: 'Carriers',
    columns: [{ id: 'Name', header: 'Name', value: (row) => row.Name }],
    rows: [{ Id: 1, Name: 'Blake Freight' }],
    rowCount: 1,
    getRowId: (row) => String(row.Id),
    page: 1,
    pageSize: 10,
    onPaginationChange: () => {},
    sort: { field: 'Name', order: 'asc' },
    onSortChange: () => {},
    columnVisibility: {},
    onColumnVisibilityChange: () => {},
    fetching,
  };
  return (
    <I18nProvider i18n={i18n}>
      <MantineProvider>
        <DataTable {...props} />
      </MantineProvider>
    </I18nProvider>
  );
}

const animatedBars = () => document.querySelectorAll('.mantine-Progress-section[data-animated]');

describe('DataTable refetch bar', () => {
  it('moves its stripes only while rows are refetched (the hidden bar stays mounted, and animating it costs every frame)', async () => {
    const { rerender } = render(table(false));
    expect(await screen.findByRole('table', { name: 'Carriers' })).toBeTruthy();
    expect(animatedBars()).toHaveLength(0);
    rerender(table(true));
    expect(animatedBars().length).toBeGreaterThan(0);
  });
});
