import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Badge, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { BoardLoad } from '@/contract/market';
import { AppLink } from '@/lib/ui/app-link';
import { bidStatusLabel } from './board-columns';
import { lane, money, ratePerMile, useBoardFacts } from './load-facts';

/** The board on a phone (issue 38): one card a load, lane and price first, the facts below, Bid / Book at the foot. */
export function BoardCards({ loads, action }: { loads: readonly BoardLoad[]; action: (load: BoardLoad) => ReactNode }) {
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {loads.map((load) => (
        <li key={load.Id}>
          <BoardCard load={load} action={action(load)} />
        </li>
      ))}
    </Stack>
  );
}

function BoardCard({ load, action }: { load: BoardLoad; action: ReactNode }) {
  const { t, i18n } = useLingui();
  const facts = useBoardFacts(load);
  return (
    <Card withBorder padding="sm" radius="md" aria-label={t`Load ${load.Code}`} component="article">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Stack gap={0} miw={0}>
          <Anchor component={AppLink} href={`/Loads/${load.Id}`} fw={700} style={{ overflowWrap: 'anywhere' }}>
            {load.IsPrivate && <IconLock size={14} aria-label={t`Private load`} style={{ marginRight: 4 }} />}
            {lane(load)}
          </Anchor>
          <Text size="xs" c="dimmed">
            {load.Code}
            {load.DeadheadMiles !== undefined && ` · ${t`Deadhead ${load.DeadheadMiles} mi`}`}
          </Text>
        </Stack>
        <Stack gap={0} align="flex-end" style={{ flexShrink: 0 }}>
          <Text fw={700}>{money(load.TotalPrice)}</Text>
          <Text size="sm" c="dimmed">
            {ratePerMile(load) && t`${ratePerMile(load)}/mi`}
          </Text>
        </Stack>
      </Group>
      <SimpleGrid cols={2} spacing={6} verticalSpacing={4} component="dl" style={{ margin: '8px 0 0' }}>
        {facts.map((fact) => (
          <div key={fact.label} style={{ minWidth: 0 }}>
            <Text component="dt" size="xs" c="dimmed">
              {fact.label}
            </Text>
            <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
              {fact.value}
            </Text>
          </div>
        ))}
      </SimpleGrid>
      <Group justify="space-between" mt="sm" wrap="nowrap" gap="xs">
        <Group gap={6} wrap="wrap">
          <Badge variant="light" color={load.BiddingEnabled ? 'blue' : 'green'} style={{ textTransform: 'none' }}>
            {load.BiddingEnabled ? <Trans>Bidding</Trans> : <Trans>Book now</Trans>}
          </Badge>
          {load.MyBid && (
            <Text size="sm">
              <Trans>
                My bid: {money(load.MyBid.Price)} · {bidStatusLabel(load.MyBid.Status, i18n)}
              </Trans>
            </Text>
          )}
        </Group>
        {action}
      </Group>
    </Card>
  );
}
