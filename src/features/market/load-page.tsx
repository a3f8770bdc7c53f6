import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Badge, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconGavel, IconTruckLoading } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { BoardLoad } from '@/contract/market';
import { isBackOffice, useSession } from '@/lib/session';
import { Fact, InfoCard } from '@/lib/ui/info-card';
import { OfflineUnavailable, waitsForNetwork } from '@/lib/ui/offline-unavailable';
import { boardLoadQueryOptions, boardQueryOptions } from './api';
import { BidModal } from './bid-modal';
import { bidStatusLabel } from './board-columns';
import { BookConfirm } from './book-confirm';
import { lane, money, ratePerMile, useBoardFacts } from './load-facts';

/**
 * A load as the board offers it (issue 38): everything public about it, and Bid / Book now. The assigned trucker sees
 * the driver's page instead (the route decides, decision 158).
 */
export function PublicLoadPage({ loadId }: { loadId: number }) {
  const { t } = useLingui();
  const result = useQuery(boardLoadQueryOptions(loadId));
  if (result.isPending) return <Skeleton height={320} radius="md" />;
  if (waitsForNetwork(result)) return <OfflineUnavailable />;
  if (!result.data)
    return (
      <Alert color="gray" title={t`This load is not on the board`}>
        <Trans>It may have been booked by another carrier or taken off the board.</Trans>
      </Alert>
    );
  return <PublicLoad load={result.data} />;
}

function PublicLoad({ load }: { load: BoardLoad }) {
  const { t, i18n } = useLingui();
  const session = useSession();
  const facts = useBoardFacts(load);
  // Whether this carrier may bid and book comes with the board's answer (any page of it).
  const eligibility = useQuery({ ...boardQueryOptions({ pageNumber: 1, pageSize: 5 }), enabled: !isBackOffice(session) }).data?.Eligibility;
  const canTake = !isBackOffice(session) && eligibility?.CanTake === true;
  const [bidding, setBidding] = useState(false);
  const [booking, setBooking] = useState(false);
  return (
    <Stack gap="md" maw={760}>
      <Stack gap={4}>
        <Title order={2} fz="h3" style={{ overflowWrap: 'anywhere' }}>
          {lane(load)}
        </Title>
        <Group gap="xs">
          <Text c="dimmed">{load.Code}</Text>
          <Badge variant="light" color={load.BiddingEnabled ? 'blue' : 'green'} style={{ textTransform: 'none' }}>
            {load.BiddingEnabled ? <Trans>Bidding</Trans> : <Trans>Book now</Trans>}
          </Badge>
        </Group>
      </Stack>
      {eligibility && !eligibility.CanTake && <Alert color="orange" title={t`You cannot bid on or book loads yet`} />}
      <InfoCard title={t`Rate`}>
        <Fact label={t`Price`}>{money(load.TotalPrice)}</Fact>
        <Fact label={t`$/mi`}>{ratePerMile(load)}</Fact>
        {load.MyBid && (
          <Fact label={t`My bid`}>
            {money(load.MyBid.Price)} · {bidStatusLabel(load.MyBid.Status, i18n)}
          </Fact>
        )}
      </InfoCard>
      <InfoCard title={t`Load`}>
        {facts.map((fact) => (
          <Fact key={fact.label} label={fact.label}>
            {fact.value}
          </Fact>
        ))}
      </InfoCard>
      <Text size="sm" c="dimmed">
        <Trans>Full addresses, contacts and instructions show here once the load is yours.</Trans>
      </Text>
      {canTake && (
        <Group grow>
          {load.BiddingEnabled ? (
            <Button size="md" leftSection={<IconGavel size={18} aria-hidden />} onClick={() => setBidding(true)}>
              {load.MyBid?.Status === 'Open' ? <Trans>Change or withdraw my bid</Trans> : <Trans>Bid</Trans>}
            </Button>
          ) : (
            <Button size="md" color="green" leftSection={<IconTruckLoading size={18} aria-hidden />} onClick={() => setBooking(true)}>
              <Trans>Book now</Trans>
            </Button>
          )}
        </Group>
      )}
      <BidModal load={bidding ? load : null} onClose={() => setBidding(false)} />
      <BookConfirm load={booking ? load : null} onClose={() => setBooking(false)} />
    </Stack>
  );
}
