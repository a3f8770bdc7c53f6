import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TestProviders } from '@/lib/testing/providers';
import { staticMediaQuery } from '../testing/media-query';
import { DataTable, type DataTableProps } from './data-table';

type Row = { Id: number; Name: string };

const CARRIERS: DataTableProps<Row> = {
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
};

function tableWith(props: Partial<DataTableProps<Row>>) {
  return (
    <TestProviders>
      <DataTable {...CARRIERS} {...props} />
    </TestProviders>
  );
}

const table = (fetching: boolean) => tableWith({ fetching });

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

function wideTable(extra: DataTableProps<Row>['columns'] = []) {
  return tableWith({
    label: 'Loads',
    columns: [
      { id: 'Name', header: 'Lane', hideable: false, value: (row) => row.Name },
      { id: 'Id', header: 'Price', value: (row) => row.Id },
      ...extra,
    ],
    rows: [{ Id: 1, Name: 'Dallas → Tulsa' }],
    sort: { field: 'Id', order: 'asc' },
    rowActions: () => <button type="button">Bid</button>,
  });
}

const pinnedHeaders = () => [...document.querySelectorAll('th[data-column-pinned]')].map((th) => th.textContent?.trim());

describe('DataTable pinning (issue 38)', () => {
  const screenIs = (wide: boolean) =>
    vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => staticMediaQuery(query, wide && query.includes('min-width')));
  afterEach(() => vi.restoreAllMocks());

  it('pins the naming column and Actions on a wide screen, and "Unpin all" unpins both', async () => {
    screenIs(true);
    render(wideTable());
    await screen.findByRole('table', { name: 'Loads' });
    expect(pinnedHeaders()).toEqual(expect.arrayContaining([expect.stringContaining('Lane'), expect.stringContaining('Actions')]));
    fireEvent.click(screen.getByRole('button', { name: /Show\/Hide columns/i }));
    fireEvent.click(await screen.findByRole('button', { name: 'Unpin all' }));
    await waitFor(() => expect(pinnedHeaders()).toEqual([]));
  });

  it("keeps a column asked to stay on the right (a load's Status) on screen on a wide screen (issue 38 §7)", async () => {
    screenIs(true);
    render(wideTable([{ id: 'Status', header: 'Status', value: () => 'Open', pinRight: true }]));
    await screen.findByRole('table', { name: 'Loads' });
    expect(pinnedHeaders()).toEqual(expect.arrayContaining([expect.stringContaining('Status')]));
  });

  it('pins nothing on a phone, so no column sits under another', async () => {
    screenIs(false);
    render(wideTable());
    await screen.findByRole('table', { name: 'Loads' });
    expect(pinnedHeaders()).toEqual([]);
  });
});
