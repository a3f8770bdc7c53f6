import { Box, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { DateRange } from '@/contract/billing';
import { formatDate } from '@/lib/format/date';
import { formatMoney } from '@/lib/format/money';

export function Section({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={title}>
      <Group justify="space-between" mb="sm" gap="xs">
        <Title order={2} fz="h5">
          {title}
        </Title>
        {action}
      </Group>
      <Stack gap="xs">{children}</Stack>
    </Card>
  );
}

/** A label / value line; an empty value shows a dash. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  const empty = children === null || children === undefined || children === '';
  return (
    <Box style={{ display: 'grid', gridTemplateColumns: 'minmax(7rem, 40%) minmax(0, 1fr)', gap: 'var(--mantine-spacing-xs)' }}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
        {empty ? '—' : children}
      </Text>
    </Box>
  );
}

/** $1,234.50 */
export const dollars = (amount: number | null | undefined): string => (amount === null || amount === undefined ? '' : `$${formatMoney(amount)}`);

/** A period's calendar dates, "MM/DD/YYYY – MM/DD/YYYY" (the end is the next period's start). */
export const periodText = (period: DateRange | null | undefined): string =>
  period ? `${formatDate(`${period.Start}T00:00:00Z`)} – ${formatDate(`${period.End}T00:00:00Z`)}` : '';

/** A calendar date (YYYY-MM-DD) in the app's date format. */
export const calendarDate = (value: string | null | undefined): string => (value ? formatDate(`${value}T00:00:00Z`) : '');
