import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { PartyLoadRow } from '@/contract/loads';
import { formatCurrency } from '@/lib/format/money';
import { CardListBody } from '@/lib/card-list/card-list-body';
import { PhoneList } from '@/lib/phone-list/phone-list';
import { formatDate } from '@/shared/format/date';
import { LoadCodeLink } from '../columns';
import { isDraft } from '../status';
import { LoadStatusBadge } from '../status-badge';

type Sort = { field: string; order: 'asc' | 'desc' };

type Props = {
  rows: readonly PartyLoadRow[];
  total: number;
  loading: boolean;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  sort: Sort;
  onSortChange: (sort: Sort) => void;
  /** The list's filters, stacked in the sheet. */
  filters: ReactNode;
  /** How many filters are in force (shown on the sheet's button). */
  activeFilters: number;
};

const place = (city: string | null, state: string | null) => [city, state].filter(Boolean).join(', ') || '—';

/**
 * A trucker's own loads on a phone (issues 35 and 38): one card a load, its code, status and lane first, with the
 * filters and sort in a sheet. Tablets and desks keep the table.
 */
export function PartyLoadCards({ rows, loading, sort, onSortChange, ...phoneList }: Props) {
  const { t } = useLingui();
  const sortOptions = [
    { value: 'Id:desc', label: t`Newest first` },
    { value: 'ShipmentDate:asc', label: t`Ship date, soonest first` },
    { value: 'ShipmentDate:desc', label: t`Ship date, latest first` },
    { value: 'TotalPrice:desc', label: t`Price, highest first` },
  ];

  return (
    <PhoneList
      sortOptions={sortOptions}
      sortValue={`${sort.field}:${sort.order}`}
      onSortChange={(field, order) => onSortChange({ field, order })}
      {...phoneList}
    >
      <CardListBody
        loading={loading}
        empty={rows.length === 0}
        skeletonHeight={120}
        emptyText={<Trans>No loads match these filters.</Trans>}
      >
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {rows.map((row) => (
            <li key={row.Id}>
              <PartyLoadCard row={row} />
            </li>
          ))}
        </Stack>
      </CardListBody>
    </PhoneList>
  );
}

function PartyLoadCard({ row }: { row: PartyLoadRow }) {
  const { t } = useLingui();
  return (
    <Card withBorder padding="sm" radius="md" aria-label={t`Load ${row.Code}`} component="article">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Stack gap={2} miw={0}>
          <LoadCodeLink row={row} />
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {place(row.FromCity, row.FromState)} → {place(row.ToCity, row.ToState)}
          </Text>
        </Stack>
        <Stack gap={4} align="flex-end" style={{ flexShrink: 0 }}>
          <LoadStatusBadge
            code={row.StatusCode}
            name={row.Status}
            context="shipper"
            linkTo={isDraft(row.StatusCode) ? undefined : row.Id}
          />
          <Text fw={700}>{formatCurrency(row.TotalPrice)}</Text>
        </Stack>
      </Group>
      <Group gap="md" mt={6} wrap="wrap">
        <Text size="sm">
          <Text span size="sm" c="dimmed">
            <Trans>Ship date</Trans>{' '}
          </Text>
          {formatDate(row.ShipmentDate) || '—'}
        </Text>
        <Text size="sm">{plural(row.Stops, { one: '# stop', other: '# stops' })}</Text>
        {row.Shipper && <Text size="sm">{row.Shipper}</Text>}
        {row.IsQuickPay && (
          <Badge variant="light" color="grape" style={{ textTransform: 'none' }}>
            <Trans>Quick pay</Trans>
          </Badge>
        )}
        {row.BillPaid && (
          <Badge variant="light" color="teal" style={{ textTransform: 'none' }}>
            <Trans>Paid</Trans>
          </Badge>
        )}
      </Group>
    </Card>
  );
}
