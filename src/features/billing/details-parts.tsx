import { useLingui } from '@lingui/react/macro';
import { Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { DateRange } from '@/contract/billing';
import { ScrollTable, type ColumnHead } from '@/lib/ui/scroll-table';
import { InfoCard } from '@/lib/ui/info-card';
import { formatDate } from '@/shared/format/date';
import { formatMoney } from '@/lib/format/money';

export { Fact, InfoCard } from '@/lib/ui/info-card';

/**
 * A card listing records in a striped table, one row a record and its `cells` in the headings' order, or saying there
 * are none. The title also names the table.
 */
export function RecordsCard<Record extends { Id: number }>({
  title,
  headings,
  records,
  cells,
}: {
  title: string;
  headings: ColumnHead[];
  records: readonly Record[];
  cells: (record: Record) => ReactNode[];
}) {
  const { t } = useLingui();
  return (
    <InfoCard title={title}>
      {records.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t`There is no data available at the moment`}
        </Text>
      ) : (
        <ScrollTable columns={headings} minWidth={620} aria-label={title} striped highlightOnHover>
          {records.map((record) => (
            <Table.Tr key={record.Id}>
              {cells(record).map((cell, index) => (
                <Table.Td key={index}>{cell}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </ScrollTable>
      )}
    </InfoCard>
  );
}

/** $1,234.50 */
export const dollars = (amount: number | null | undefined): string =>
  amount === null || amount === undefined ? '' : `$${formatMoney(amount)}`;

/** A period's calendar dates, "MM/DD/YYYY – MM/DD/YYYY" (the end is the next period's start). */
export const periodText = (period: DateRange | null | undefined): string =>
  period ? `${formatDate(`${period.Start}T00:00:00Z`)} – ${formatDate(`${period.End}T00:00:00Z`)}` : '';

/** A calendar date (YYYY-MM-DD) in the app's date format. */
export const calendarDate = (value: string | null | undefined): string => (value ? formatDate(`${value}T00:00:00Z`) : '');
