import { Trans, useLingui } from '@lingui/react/macro';
import { Card, Text, Timeline, Title } from '@mantine/core';
import type { StatusHistoryEntry } from '@/contract/load-detail';
import { formatDateTime } from '@/lib/format/date';
import type { StatusContext, TrackingSlots } from './slots';

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
                  {formatDateTime(entry.Created)}
                </Text>
              </Timeline.Item>
            );
          })}
        </Timeline>
      )}
    </Card>
  );
}
