import type { ComponentProps } from 'react';
import type { PartyLoadRow } from '@/contract/loads';
import { DataTable } from '@/lib/table/data-table';

/**
 * The party list's table in a module of its own, so that a trucker's phone, which shows cards instead (issue 35 item
 * 7), never downloads the data table (mantine-react-table, 63 KB) on its way to its loads.
 */
export default function PartyLoadsTable(props: ComponentProps<typeof DataTable<PartyLoadRow>>) {
  return <DataTable<PartyLoadRow> {...props} />;
}
