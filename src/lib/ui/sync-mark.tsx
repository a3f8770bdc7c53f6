import { useLingui } from '@lingui/react/macro';
import { Badge, Tooltip } from '@mantine/core';
import { IconAlertTriangle, IconClockHour4 } from '@tabler/icons-react';
import type { OutboxEntry } from '@/lib/offline/outbox-entry';

/** waiting: still in the outbox, its turn to be sent will come; not-sent: refused or in conflict, see the sync panel. */
export type SyncMark = 'waiting' | 'not-sent';

export const syncMarkOf = (entry: Pick<OutboxEntry, 'state'>): SyncMark => (entry.state === 'pending' ? 'waiting' : 'not-sent');

/** "Waiting to sync" on a change kept on this device; "Not sent" on one the server refused (resolved in the sync panel). */
export function SyncMarkBadge({ mark }: { mark: SyncMark }) {
  const { t } = useLingui();
  const waiting = mark === 'waiting';
  const badge = (
    <Badge
      size="sm"
      variant="light"
      color={waiting ? 'yellow' : 'red'}
      style={{ textTransform: 'none', flexShrink: 0 }}
      leftSection={waiting ? <IconClockHour4 size={12} aria-hidden /> : <IconAlertTriangle size={12} aria-hidden />}
    >
      {waiting ? t`Waiting to sync` : t`Not sent: see Sync`}
    </Badge>
  );
  return waiting ? badge : <Tooltip label={t`Open Sync in the top bar to resolve it`}>{badge}</Tooltip>;
}
