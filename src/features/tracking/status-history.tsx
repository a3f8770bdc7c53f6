import { Trans, useLingui } from '@lingui/react/macro';
import { Card, Group, Text, Timeline, Title } from '@mantine/core';
import type { StatusHistoryEntry } from '@/contract/load-detail';
import { formatDateTime } from '@/shared/format/date';
import { receivedLater } from '@/lib/format/two-clocks';
import { SyncMarkBadge } from '@/lib/ui/sync-mark';
import type { StatusContext, TrackingSlots } from './slots';
import type { QueuedStatus } from './trip-steps';

/** When a change happened and, for one recorded offline, when the server received it: "09:12 (received 11:40)". */
export function HappenedAt({ created, receivedAt }: { created: string; receivedAt?: string | null }) {
  const { t } = useLingui();
  const later = receivedLater(created, receivedAt);
  // the zone is named: a trucker and the office may read the same history on different clocks (issue 13 item 9)
  const received = later ? formatDateTime(later, { withZone: true }) : '';
  const happened = formatDateTime(created, { withZone: true });
  return <>{later ? `${happened} ${t`(received ${received})`}` : happened}</>;
}

type Props = {
  history: StatusHistoryEntry[];
  /** Changes recorded on this device and not yet on the server, after the server's, marked. */
  queued?: QueuedStatus[];
  context: StatusContext;
  slots: Pick<TrackingSlots, 'statusColor' | 'statusName'>;
};

/** The load's status changes, oldest first (the server's order), in the badge colours of spec 2 §4. */
export function StatusHistory({ history, queued = [], context, slots }: Props) {
  const { i18n } = useLingui();
  const nameOf = (code: string, fallback: string) => {
    const name = slots.statusName(code);
    return name ? i18n._(name) : fallback;
  };
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="status-history-title">
      <Title order={2} fz="h5" mb="sm" id="status-history-title">
        <Trans>Status History</Trans>
      </Title>
      {history.length === 0 && queued.length === 0 ? (
        <Text size="sm" c="dimmed">
          <Trans>No status changes yet.</Trans>
        </Text>
      ) : (
        <Timeline active={history.length + queued.length - 1} bulletSize={14} lineWidth={2}>
          {history.map((entry, index) => (
            <Timeline.Item
              key={`${entry.Code}-${index}`}
              color={slots.statusColor(entry.Code, context)}
              title={nameOf(entry.Code, entry.Name)}
            >
              <Text size="xs" c="dimmed">
                <HappenedAt created={entry.Created} receivedAt={entry.ReceivedAt} />
              </Text>
            </Timeline.Item>
          ))}
          {queued.map((change) => (
            <Timeline.Item
              key={`queued-${change.seq}`}
              color={slots.statusColor(change.code, context)}
              title={nameOf(change.code, change.code)}
              data-sync={change.sync}
            >
              <Group gap="xs">
                <Text size="xs" c="dimmed">
                  {formatDateTime(change.happenedAt, { withZone: true })}
                </Text>
                <SyncMarkBadge mark={change.sync} />
              </Group>
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </Card>
  );
}
