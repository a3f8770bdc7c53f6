import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useInterval } from '@mantine/hooks';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { StopDetention } from '@/contract/pay';
import { notifyHttpError } from '@/lib/http/error-catalogue';
import { formatDateTime } from '@/shared/format/date';
import { formatCurrency } from '@/lib/format/money';
import { detention, formatDetentionMinutes } from '@/shared/detention';
import { AdjustDetentionModal } from './adjust-detention-modal';
import { acceptGeofence, detentionQueryOptions, payKeys } from './api';

/** A running stop's figures as of now (the server's until the next fetch, recounted every 30 s). */
function liveFigures(stop: StopDetention, now: Date) {
  if (!stop.Running || !stop.ArrivedAt) return { minutes: stop.BillableMinutes, amount: stop.Amount };
  const d = detention({
    arrivedAt: new Date(stop.ArrivedAt),
    departedAt: null,
    appointmentStart: stop.AppointmentStart ? new Date(stop.AppointmentStart) : null,
    freeMinutes: stop.FreeMinutes,
    ratePerHour: stop.RatePerHour,
    now,
  });
  return { minutes: d.billableMinutes, amount: d.amount };
}

/** "Detention 0:45 · $37.50". */
export function detentionText(minutes: number, amount: number, language: string) {
  return `${formatDetentionMinutes(minutes)} · ${formatCurrency(amount, language)}`;
}

/**
 * Detention at the load's stops (issue 40, decision 164), live while the truck waits: the trip card of the trucker and
 * the tracking page of the shipper and staff. The carrier is offered the geofence's times when they disagree with its
 * taps; staff may adjust a stop's minutes, with a reason.
 */
export function DetentionCard({ loadId, carrier, staff = false }: { loadId: number; carrier: boolean; staff?: boolean }) {
  const { t, i18n } = useLingui();
  const titleId = useId();
  const queryClient = useQueryClient();
  const { data } = useQuery(detentionQueryOptions(loadId));
  const [now, setNow] = useState(() => new Date());
  useInterval(() => setNow(new Date()), 30_000, { autoInvoke: true });
  const [busy, setBusy] = useState<string | null>(null);
  const [adjusting, setAdjusting] = useState<StopDetention | null>(null);
  const stops = data?.Stops.filter((s) => s.ArrivedAt || s.GeofenceOffer || s.Source === 'Adjusted') ?? [];
  if (!data || stops.length === 0) return null;
  const live = stops.map((s) => liveFigures(s, now));
  const total = live.reduce((sum, f) => ({ minutes: sum.minutes + f.minutes, amount: sum.amount + f.amount }), { minutes: 0, amount: 0 });
  const when = (iso: string | null) => (iso ? formatDateTime(iso, { withZone: true }) : '—');

  async function handleAccept(stopKey: string) {
    setBusy(stopKey);
    try {
      queryClient.setQueryData(payKeys.detention(loadId), await acceptGeofence(loadId, stopKey));
    } catch (error) {
      notifyHttpError(error);
    } finally {
      setBusy(null);
    }
  }

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={titleId}>
      <Group justify="space-between" mb="xs" wrap="nowrap">
        <Title order={2} fz="h5" id={titleId}>
          <Trans>Detention</Trans>
        </Title>
        <Text fw={700} data-testid="detention-total">
          {t`Detention ${detentionText(total.minutes, total.amount, i18n.locale)}`}
        </Text>
      </Group>
      <Text size="xs" c="dimmed" mb="sm">
        {t`Free time ${formatDetentionMinutes(data.FreeMinutes)} from arrival or the appointment, then ${formatCurrency(data.RatePerHour, i18n.locale)} an hour in 15-minute steps.`}
      </Text>
      <Stack gap="sm">
        {stops.map((stop, i) => (
          <Stack key={stop.StopKey} gap={4}>
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Text size="sm" fw={600} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                {stop.Name || [stop.City, stop.State].filter(Boolean).join(', ')}
              </Text>
              <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                {detentionText(live[i].minutes, live[i].amount, i18n.locale)}
              </Text>
            </Group>
            <Text size="xs" c="dimmed">
              {t`In ${when(stop.ArrivedAt)} · Out ${stop.DepartedAt ? when(stop.DepartedAt) : t`still there`}`}
            </Text>
            <Text size="xs" c="dimmed">
              {stop.Source === 'Adjusted'
                ? t`Adjusted by staff: ${stop.AdjustReason ?? ''}`
                : stop.Source === 'Geofence'
                  ? t`From the positions inside the stop’s area (${stop.PositionsInside})`
                  : t`From the status taps · ${stop.PositionsInside} positions inside the stop’s area`}
            </Text>
            {staff && (
              <Group justify="flex-end">
                <Button
                  size="xs"
                  variant="default"
                  onClick={() => setAdjusting(stop)}
                  aria-label={t`Adjust detention at ${stop.Name || [stop.City, stop.State].filter(Boolean).join(', ')}`}
                >
                  <Trans>Adjust</Trans>
                </Button>
              </Group>
            )}
            {carrier && stop.GeofenceOffer && (
              <Alert color="blue" variant="light" p="xs" title={t`Your positions show other times`}>
                <Stack gap={6}>
                  <Text size="sm">
                    {t`In ${when(stop.GeofenceOffer.ArrivedAt)} · Out ${when(stop.GeofenceOffer.DepartedAt)}: detention ${detentionText(stop.GeofenceOffer.BillableMinutes, stop.GeofenceOffer.Amount, i18n.locale)}.`}
                  </Text>
                  <Button size="xs" loading={busy === stop.StopKey} onClick={() => void handleAccept(stop.StopKey)}>
                    <Trans>Use these times</Trans>
                  </Button>
                </Stack>
              </Alert>
            )}
          </Stack>
        ))}
      </Stack>
      {adjusting && <AdjustDetentionModal loadId={loadId} stop={adjusting} onClose={() => setAdjusting(null)} />}
    </Card>
  );
}
