import { useLingui } from '@lingui/react/macro';
import { Badge, Group, Text } from '@mantine/core';
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
  // The server's ETA (issue 41, recomputed with each batch of positions); an answer from before it, the page's own.
  const served = tracking.Eta;
  const eta = served === undefined ? estimateArrival(tracking) : null;
  const place = tracking.StatusCode === 'OFP' ? t`pickup` : t`next stop`;
  const at = (iso: string) => formatDateTime(iso, { withZone: true });
  return (
    <Group gap="md" role="status" aria-label={t`Truck`} wrap="wrap">
      <Group gap={6} wrap="nowrap">
        <IconTruck size={18} aria-hidden />
        <Text size="sm" fw={600}>
          {t`Last seen ${seen}`}
        </Text>
      </Group>
      {served && served.NextPlace !== 'Delivery' && (
        <Text size="sm" c="dimmed">
          {served.NextPlace === 'Pickup' ? t`ETA to pickup: ${at(served.NextAt)}` : t`ETA to next stop: ${at(served.NextAt)}`}
        </Text>
      )}
      {served && (
        <Text size="sm" fw={600} data-testid="eta-delivery">
          {t`ETA to delivery: ${at(served.DeliveryAt)}`}
        </Text>
      )}
      {served && (served.NextLate || served.DeliveryLate) && (
        <Badge color="red" variant="light">
          {t`Running late`}
        </Badge>
      )}
      {eta && (
        <Text size="sm" c="dimmed">
          {t`ETA to ${place}: ${formatDateTime(new Date(eta.at), { withZone: true })} (${formatDuration(eta.minutes)})`}
        </Text>
      )}
    </Group>
  );
}
