import { useLingui } from '@lingui/react/macro';
import { Group, Text } from '@mantine/core';
import { useInterval } from '@mantine/hooks';
import { IconTruck } from '@tabler/icons-react';
import { useState } from 'react';
import type { TrackingResponse } from '@/contract/load-detail';
import { formatAge } from '@/lib/format/age';
import { formatDateTime } from '@/shared/format/date';
import { formatDuration } from '@/lib/format/duration';
import { estimateArrival } from './eta';

const ON_THE_ROAD = new Set(['OFP', 'AT', 'IT', 'AR']);

/** Beside the map: when the truck was last seen, and its ETA to the next place (decision 102). Follows the live stream. */
export function LiveTruck({ tracking }: { tracking: TrackingResponse }) {
  const { t, i18n } = useLingui();
  const [now, setNow] = useState(() => Date.now());
  useInterval(() => setNow(Date.now()), 15_000, { autoInvoke: true });
  const last = tracking.Polyline.at(-1);
  if (!ON_THE_ROAD.has(tracking.StatusCode) || !last?.EventDate) return null;
  const seen = formatAge(Math.max(0, now - Date.parse(last.EventDate)), i18n.locale);
  const eta = estimateArrival(tracking);
  const place = tracking.StatusCode === 'OFP' ? t`pickup` : t`next stop`;
  return (
    <Group gap="md" role="status" aria-label={t`Truck`} wrap="wrap">
      <Group gap={6} wrap="nowrap">
        <IconTruck size={18} aria-hidden />
        <Text size="sm" fw={600}>
          {t`Last seen ${seen}`}
        </Text>
      </Group>
      {eta && (
        <Text size="sm" c="dimmed">
          {t`ETA to ${place}: ${formatDateTime(new Date(eta.at))} (${formatDuration(eta.minutes)})`}
        </Text>
      )}
    </Group>
  );
}
