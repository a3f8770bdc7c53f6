import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { TrackingResponse } from '@/contract/load-detail';
import type { LoadStatusCode } from '@/contract/loads';
import { HttpError } from '@/lib/http/client';
import { notifyHttpError, notifySuccess } from '@/lib/http/error-catalogue';
import { useSendOrQueue } from '@/lib/offline/use-offline';
import { notifyKeptOnDevice } from '@/lib/ui/notify';
import { trackingKeys } from './api';
import type { StatusContext, TrackingSlots } from './slots';
import { nextTripStep, TRIP_STEPS } from './trip-steps';

type Props = {
  tracking: TrackingResponse;
  /** The status as recorded on this device (changes waiting to sync included). */
  status: LoadStatusCode;
  context: StatusContext;
  slots: Pick<TrackingSlots, 'StatusBadge' | 'statusName'>;
};

/**
 * The trucker's trip, one tap per step (issue 7): each tap is sent at once, or kept on this device and sent when the
 * network returns, so the whole trip can be recorded without signal.
 */
export function TripStatusCard({ tracking, status, context, slots }: Props) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const sendOrQueue = useSendOrQueue();
  const [busy, setBusy] = useState(false);
  const titleId = useId();
  const { Id: loadId, Code: loadCode } = tracking.Shipment;
  const next = nextTripStep(status);
  const nameOf = (code: LoadStatusCode) => {
    const name = slots.statusName(code);
    return name ? i18n._(name) : code;
  };
  const step = TRIP_STEPS.indexOf(status);

  async function record(to: LoadStatusCode) {
    setBusy(true);
    try {
      const outcome = await sendOrQueue({ loadId, loadCode, kind: 'status.change', target: String(loadId), payload: { StatusCode: to } });
      if (outcome.status === 'delivered') {
        await queryClient.invalidateQueries({ queryKey: trackingKeys.tracking(loadId) });
        notifySuccess(t`Status updated`);
      } else notifyKeptOnDevice();
    } catch (error) {
      notifyHttpError(error);
      // Refused because the load moved on (another tab or device): the buttons follow the server's status now.
      if (error instanceof HttpError && error.status === 409) await queryClient.invalidateQueries({ queryKey: trackingKeys.tracking(loadId) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} fz="h5" id={titleId}>
            <Trans>Trip status</Trans>
          </Title>
          <slots.StatusBadge code={status} name={nameOf(status)} context={context} />
        </Group>
        <Progress value={(Math.max(step, 0) / (TRIP_STEPS.length - 1)) * 100} color="teal" size="sm" aria-hidden />
        {next ? (
          <Button size="lg" fullWidth loading={busy} onClick={() => void record(next)}>
            {t`Mark as ${nameOf(next)}`}
          </Button>
        ) : (
          <Group gap="xs" c="teal">
            <IconCircleCheck size={20} aria-hidden />
            <Text size="sm" fw={600}>
              <Trans>Delivered</Trans>
            </Text>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
