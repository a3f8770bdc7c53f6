import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useMemo } from 'react';
import type { BoardLoad } from '@/contract/market';
import { formatDate } from '@/shared/format/date';
import { formatMoney } from '@/lib/format/money';
import { formatWeight } from '@/lib/format/weight';
import type { DataColumn } from '@/lib/table/types';
import { AppLink } from '@/lib/ui/app-link';

const money = (n: number | null | undefined) => (n === null || n === undefined ? '' : `$${formatMoney(n)}`);

/**
 * The board's columns (decision 080): lane and dates, miles, equipment, weight, price and $/mi, stops, open bids,
 * shipper, kind, and the carrier's own bid (not for staff, who bid on nothing: issue 38 §6).
 */
export function useBoardColumns(withDeadhead: boolean, withMyBid: boolean): DataColumn<BoardLoad>[] {
  const { t, i18n } = useLingui();
  return useMemo(() => {
    const columns: DataColumn<BoardLoad>[] = [
      {
        id: 'Lane',
        header: t`Lane`,
        sortable: false,
        hideable: false,
        size: 260,
        value: (r) => `${r.FromCity}, ${r.FromState} → ${r.ToCity}, ${r.ToState}`,
        cell: (r) => (
          <Stack gap={0}>
            <Group gap={4} wrap="nowrap">
              {r.IsPrivate && <IconLock size={14} aria-label={t`Private load`} />}
              <Anchor component={AppLink} href={`/Loads/${r.Id}`} size="sm" fw={600}>
                {r.FromCity}, {r.FromState} → {r.ToCity}, {r.ToState}
              </Anchor>
            </Group>
            <Text size="xs" c="dimmed">
              {r.Code}
            </Text>
          </Stack>
        ),
      },
      { id: 'PickupDate', header: t`Pickup`, value: (r) => formatDate(r.PickupDate), size: 110 },
      { id: 'DeliveryDate', header: t`Delivery`, sortable: false, value: (r) => formatDate(r.DeliveryDate), size: 110 },
      ...(withDeadhead
        ? [{ id: 'DeadheadMiles', header: t`Deadhead (mi)`, value: (r: BoardLoad) => r.DeadheadMiles ?? '', size: 110 }]
        : []),
      {
        id: 'TotalMiles',
        header: t`Miles`,
        sortable: false,
        value: (r) => (r.TotalMiles === null ? '' : Math.round(r.TotalMiles).toLocaleString()),
        size: 90,
      },
      { id: 'EquipmentType', header: t`Equipment`, sortable: false, value: (r) => r.EquipmentType ?? '', size: 120 },
      { id: 'TotalWeight', header: t`Weight`, sortable: false, value: (r) => formatWeight(r.TotalWeight, r.WeightType), size: 110 },
      { id: 'TotalPrice', header: t`Price`, value: (r) => money(r.TotalPrice), size: 110 },
      { id: 'RatePerMile', header: t`$/mi`, value: (r) => (r.RatePerMile === null ? '' : `$${formatMoney(r.RatePerMile)}`), size: 90 },
      { id: 'Stops', header: t`Stops`, sortable: false, value: (r) => r.Stops, size: 70 },
      { id: 'BidsCount', header: t`Bids`, sortable: false, value: (r) => (r.BiddingEnabled ? r.BidsCount : ''), size: 70 },
      { id: 'Shipper', header: t`Shipper`, sortable: false, value: (r) => r.Shipper, size: 160 },
      {
        id: 'Kind',
        header: t`Booking`,
        sortable: false,
        value: (r) => (r.BiddingEnabled ? t`Bidding` : t`Book now`),
        cell: (r) => (
          <Badge variant="light" color={r.BiddingEnabled ? 'blue' : 'green'} style={{ textTransform: 'none' }}>
            {r.BiddingEnabled ? t`Bidding` : t`Book now`}
          </Badge>
        ),
        size: 100,
      },
      ...(withMyBid
        ? [
            {
              id: 'MyBid',
              header: t`My bid`,
              sortable: false,
              value: (r: BoardLoad) => (r.MyBid ? `${money(r.MyBid.Price)} (${r.MyBid.Status})` : ''),
              cell: (r: BoardLoad) =>
                r.MyBid ? <Text size="sm">{`${money(r.MyBid.Price)} · ${bidStatusLabel(r.MyBid.Status, i18n)}`}</Text> : null,
              size: 140,
            },
          ]
        : []),
    ];
    return columns;
  }, [t, i18n, withDeadhead, withMyBid]);
}

const BID_STATUS_LABELS: Record<string, MessageDescriptor> = {
  Open: msg`Open`,
  Accepted: msg`Accepted`,
  Declined: msg`Declined`,
  Withdrawn: msg`Withdrawn`,
};

/** A bid's state in the reader's language. */
export function bidStatusLabel(status: string, i18n: I18n): string {
  const label = BID_STATUS_LABELS[status];
  return label ? i18n._(label) : status;
}
