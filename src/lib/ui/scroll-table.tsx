import { Trans } from '@lingui/react/macro';
import { Table, Text, type TableProps, type TableThProps } from '@mantine/core';
import type { ReactNode } from 'react';

/** A column heading: its text, or the props of its `Table.Th` (a width, an alignment, a hidden label). */
export type ColumnHead = string | TableThProps;

type ScrollTableProps = TableProps & { minWidth: number; columns: ColumnHead[]; children: ReactNode };

/** A table with one heading row that scrolls sideways when narrower than `minWidth`; `children` are the body's rows. */
export function ScrollTable({ minWidth, columns, children, ...tableProps }: ScrollTableProps) {
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table {...tableProps}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column, index) =>
              typeof column === 'string' ? <Table.Th key={index}>{column}</Table.Th> : <Table.Th key={index} {...column} />,
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The single row of a table that has nothing to show. */
export function NoDataRow({ colSpan }: { colSpan: number }) {
  return (
    <Table.Tr>
      <Table.Td colSpan={colSpan}>
        <Text c="dimmed" py="md">
          <Trans>There is no data available at the moment</Trans>
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}
