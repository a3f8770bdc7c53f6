import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { BoardLoad } from '@/contract/market';
import { formatDate } from '@/shared/format/date';
import { formatMoney } from '@/lib/format/money';
import { HttpError } from '@/lib/http/client';
import { BidModal } from '../bid-modal';
import { BookConfirm } from '../book-confirm';
import { boardLoadQueryOptions } from './api';

/** The load an alert links to (`/Loads/find?load=…`): its board card, with Bid or Book now. */
export function BoardLoadDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useLingui();
  const narrow = useMediaQuery('(max-width: 48em)');
  const result = useQuery({ ...boardLoadQueryOptions(id), retry: false });
  const [bidding, setBidding] = useState<BoardLoad | null>(null);
  const [booking, setBooking] = useState<BoardLoad | null>(null);
  const load = result.data;
  const gone = result.error instanceof HttpError && result.error.status === 404;
  const fact = (label: string, value: string) => (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{value}</Text>
    </div>
  );
  return (
    <>
      <Modal
        opened={!bidding && !booking}
        onClose={onClose}
        title={load ? t`Load ${load.Code}` : t`Load`}
        fullScreen={narrow}
        closeButtonProps={{ 'aria-label': t`Close` }}
      >
        {result.isPending && <Skeleton height={120} />}
        {gone && (
          <Text>
            <Trans>This load is no longer on the board: it was booked or withdrawn.</Trans>
          </Text>
        )}
        {load && (
          <Stack>
            <Text fw={600}>
              {load.FromCity}, {load.FromState} → {load.ToCity}, {load.ToState}
            </Text>
            <SimpleGrid cols={2}>
              {fact(t`Pickup`, formatDate(load.PickupDate))}
              {fact(t`Price`, `$${formatMoney(load.TotalPrice)}`)}
              {fact(t`$/mi`, load.RatePerMile === null ? '—' : `$${formatMoney(load.RatePerMile)}`)}
              {fact(t`Equipment`, load.EquipmentType ?? '—')}
              {fact(t`Shipper`, load.Shipper)}
              {fact(t`Miles`, load.TotalMiles === null ? '—' : String(load.TotalMiles))}
            </SimpleGrid>
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                <Trans>Close</Trans>
              </Button>
              {load.BiddingEnabled ? (
                <Button onClick={() => setBidding(load)}>
                  <Trans>Bid</Trans>
                </Button>
              ) : (
                <Button color="green" onClick={() => setBooking(load)}>
                  <Trans>Book now</Trans>
                </Button>
              )}
            </Group>
          </Stack>
        )}
      </Modal>
      <BidModal load={bidding} onClose={() => setBidding(null)} />
      <BookConfirm load={booking} onClose={() => setBooking(null)} />
    </>
  );
}
