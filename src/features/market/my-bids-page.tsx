import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { TruckerBidRow } from '@/contract/market';
import { formatDate, formatDateTime } from '@/shared/format/date';
import { formatMoney } from '@/lib/format/money';
import { AppLink } from '@/lib/ui/app-link';
import { OfflineUnavailable, waitsForNetwork } from '@/lib/ui/offline-unavailable';
import { SnapshotAge } from '@/lib/ui/snapshot-age';
import { myBidsQueryOptions } from './api';
import { bidStatusLabel } from './board-columns';

const STATUS_COLORS: Record<string, string> = { Open: 'blue', Accepted: 'green', Declined: 'red', Withdrawn: 'gray' };

/** "My bids" (decision 081): each bid with its load, its state and the lowest open bid on the load. */
export function MyBidsPage() {
  const { t, i18n } = useLingui();
  const result = useQuery(myBidsQueryOptions());
  const rows: TruckerBidRow[] = result.data?.Bids ?? [];
  return (
    <Stack gap="sm">
      {result.data && <SnapshotAge updatedAt={result.dataUpdatedAt} fetching={result.isFetching} />}
      {waitsForNetwork(result) && <OfflineUnavailable />}
      <Table.ScrollContainer minWidth={760}>
        <Table highlightOnHover aria-label={t`My bids`} verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t`Load`}</Table.Th>
              <Table.Th>{t`Lane`}</Table.Th>
              <Table.Th>{t`Pickup`}</Table.Th>
              <Table.Th ta="right">{t`Posted price`}</Table.Th>
              <Table.Th ta="right">{t`My bid`}</Table.Th>
              <Table.Th ta="right">{t`Lowest bid`}</Table.Th>
              <Table.Th>{t`State`}</Table.Th>
              <Table.Th>{t`Updated`}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.length === 0 && !result.isPending && (
              <Table.Tr>
                <Table.Td colSpan={8}>
                  <Text c="dimmed" py="md">
                    <Trans>You have not bid on any load yet.</Trans>{' '}
                    <Button component={AppLink} href="/Loads/find" variant="subtle" size="compact-sm">
                      <Trans>Find loads</Trans>
                    </Button>
                  </Text>
                </Table.Td>
              </Table.Tr>
            )}
            {rows.map((b) => (
              <Table.Tr key={b.Id} data-status={b.Status}>
                <Table.Td>
                  {b.Status === 'Accepted' ? <AppLink href={`/trackload/${b.ShipmentId}/details`}>{b.Code}</AppLink> : b.Code}
                </Table.Td>
                <Table.Td>
                  {b.FromCity}, {b.FromState} → {b.ToCity}, {b.ToState}
                  <Text size="xs" c="dimmed">
                    {b.Shipper}
                  </Text>
                </Table.Td>
                <Table.Td>{formatDate(b.PickupDate)}</Table.Td>
                <Table.Td ta="right">${formatMoney(b.TotalPrice)}</Table.Td>
                <Table.Td ta="right">${formatMoney(b.Price)}</Table.Td>
                <Table.Td ta="right">{b.LowestPrice === null ? '' : `$${formatMoney(b.LowestPrice)}`}</Table.Td>
                <Table.Td>
                  <Badge color={STATUS_COLORS[b.Status]} variant="light" style={{ textTransform: 'none' }}>
                    {bidStatusLabel(b.Status, i18n)}
                  </Badge>
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(b.Updated)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
