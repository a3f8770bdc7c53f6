import { Trans, useLingui } from '@lingui/react/macro';
import { Card, Text, Timeline, Title } from '@mantine/core';
import type { StatusHistoryEntry } from '@/contract/load-detail';
import { formatDateTime } from '@/lib/format/date';
import { receivedLater } from '@/lib/format/two-clocks';
import type { StatusContext, TrackingSlots } from './slots';

/** When a change happened and, for one recorded offline, when the server received it: "09:12 (received 11:40)". */
export function HappenedAt({ created, receivedAt }: { created: string; receivedAt?: string | null }) {
  const { t } = useLingui();
  const later = receivedLater(created, receivedAt);
  const received = later ? formatDateTime(later) : '';
  return <>{later ? `${formatDateTime(created)} ${t`(received ${received})`}` : formatDateTime(created)}</>;
}

/** The load's status changes, oldest first (the server's order), in the badge colours of spec 2 §4. */
export function StatusHistory({ history, context, slots }: { history: StatusHistoryEntry[]; context: StatusContext; slots: Pick<TrackingSlots, 'statusColor' | 'statusName'> }) {
  const { i18n } = useLingui();
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="status-history-title">
      <Title order={2} fz="h5" mb="sm" id="status-history-title">
        <Trans>Status History</Trans>
      </Title>
      {history.length === 0 ? (
        <Text size="sm" c="dimmed">
          <Trans>No status changes yet.</Trans>
        </Text>
      ) : (
        <Timeline active={history.length - 1} bulletSize={14} lineWidth={2}>
          {history.map((entry, index) => {
            const name = slots.statusName(entry.Code);
            return (
              <Timeline.Item key={`${entry.Code}-${index}`} color={slots.statusColor(entry.Code, context)} title={name ? i18n._(name) : entry.Name}>
                <Text size="xs" c="dimmed">
                  <HappenedAt created={entry.Created} receivedAt={entry.ReceivedAt} />
                </Text>
              </Timeline.Item>
            );
          })}
        </Timeline>
      )}
    </Card>
  );
}
