import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Card, Divider, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { IconCircleCheck, IconMapPinPin } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import type { TrackingResponse } from '@/contract/load-detail';
import type { LoadStatusCode } from '@/contract/loads';
import { TRACKED_STATUSES } from '@/contract/positions';
import { HttpError } from '@/lib/http/client';
import { notifyHttpError, notifySuccess } from '@/lib/http/error-catalogue';
import { DEVICE_FULL, isStorageFull } from '@/lib/offline/device-storage';
import { useOfflineRuntime, useOutbox, useSendOrQueue } from '@/lib/offline/use-offline';
import { notifyKeptOnDevice } from '@/lib/ui/notify';
import { trackingKeys } from './api';
import { arrivalHint } from './live-trip/arrival-hint';
import { LocationSharing } from './live-trip/location-sharing';
import { tripRecorder, useTripRecording } from './live-trip/use-trip-recording';
import { UndoBar, useUndoableStep } from './live-trip/use-undoable-step';
import type { StatusContext, TrackingSlots } from './slots';
import { nextTripStep, TRIP_STEPS } from './trip-steps';

/** Readable on both schemes (teal 6 on white is 2.5:1, under WCAG's 4.5:1). */
const DONE_COLOR = 'light-dark(var(--mantine-color-teal-9), var(--mantine-color-teal-4))';

type Props = {
  tracking: TrackingResponse;
  /** The status as recorded on this device (changes waiting to sync included). */
  status: LoadStatusCode;
  context: StatusContext;
  slots: Pick<TrackingSlots, 'StatusBadge' | 'statusName'>;
  /** The assigned trucker: this device records the trip's positions. */
  driver: boolean;
};

/**
 * The trucker's trip, one tap per step (issues 7 and 17): each tap waits 10 s in the outbox with an Undo (Delivered
 * asks first instead), then is sent or kept on this device until the network returns. While the load is on the
 * road the assigned trucker's device shares its location, and near the next place the matching step is offered.
 */
export function TripStatusCard({ tracking, status, context, slots, driver }: Props) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const sendOrQueue = useSendOrQueue();
  const runtime = useOfflineRuntime();
  const [busy, setBusy] = useState(false);
  /** The last tap could not be kept on this device (it is full): said in place, the step's button stays. */
  const [full, setFull] = useState(false);
  const titleId = useId();
  const { Id: loadId, Code: loadCode } = tracking.Shipment;
  const [paused, setPaused] = useLocalStorage({
    key: `haulbase-trip-paused-${loadId}`,
    defaultValue: false,
    getInitialValueInEffect: false,
  });
  const recorder = useTripRecording(loadId, loadCode, driver && !paused && TRACKED_STATUSES.includes(status));
  const waitingPoints = useOutbox(loadId)
    .filter((e) => e.kind === 'positions.batch')
    .reduce((n, e) => n + ((e.payload.Points as unknown[] | undefined)?.length ?? 0), 0);
  // Points the outbox sent on its own (after reconnecting) are delivered too: the card says when.
  const waitedBefore = useRef(0);
  useEffect(() => {
    if (driver && waitedBefore.current > 0 && waitingPoints === 0) tripRecorder.delivered();
    waitedBefore.current = waitingPoints;
  }, [driver, waitingPoints]);
  const undoable = useUndoableStep(runtime);
  const next = nextTripStep(status);
  const nameOf = (code: LoadStatusCode) => {
    const name = slots.statusName(code);
    return name ? i18n._(name) : code;
  };
  const step = TRIP_STEPS.indexOf(status);
  const hint = driver ? arrivalHint(status, recorder.lastPosition, tracking.PlannedPolyline) : null;

  async function send(to: LoadStatusCode) {
    setBusy(true);
    setFull(false);
    try {
      const outcome = await sendOrQueue({ loadId, loadCode, kind: 'status.change', target: String(loadId), payload: { StatusCode: to } });
      if (outcome.status === 'delivered') {
        await queryClient.invalidateQueries({ queryKey: trackingKeys.tracking(loadId) });
        notifySuccess(t`Status updated`);
      } else notifyKeptOnDevice();
    } catch (error) {
      if (isStorageFull(error)) return setFull(true);
      notifyHttpError(error);
      // Refused because the load moved on (another tab or device): the buttons follow the server's status now.
      if (error instanceof HttpError && error.status === 409)
        await queryClient.invalidateQueries({ queryKey: trackingKeys.tracking(loadId) });
    } finally {
      setBusy(false);
    }
  }

  async function record(to: LoadStatusCode) {
    // The positions before the tap go first: the outbox keeps a load's changes in order and sends them; the tap does
    // not wait for the link.
    await tripRecorder.handOverKept();
    void runtime?.sync.kick();
    setFull(false);
    if (to === 'DL' || to === 'CL') {
      const name = nameOf(to);
      modals.openConfirmModal({
        title: t`Mark as ${name}?`,
        children: (
          <Text size="sm">
            {to === 'DL'
              ? t`The load is then delivered: its status cannot change any more.`
              : t`The load is then cancelled: its status cannot change any more.`}
          </Text>
        ),
        labels: { confirm: t`Yes, mark as ${name}`, cancel: t`Not yet` },
        onConfirm: () => void send(to),
      });
      return;
    }
    try {
      if (!(await undoable.hold({ loadId, loadCode, to }))) await send(to);
    } catch (error) {
      if (!isStorageFull(error)) throw error;
      setFull(true);
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
        {hint && next === hint.step && (
          <Paper withBorder p="sm" radius="md" bg="var(--mantine-color-teal-light)">
            <Group justify="space-between" gap="xs">
              <Group gap={6} wrap="nowrap">
                <IconMapPinPin size={18} aria-hidden />
                <Text size="sm" fw={600}>
                  {hint.place === 'pickup' ? t`At pickup?` : t`At delivery?`}
                </Text>
              </Group>
              <Button size="sm" variant="white" onClick={() => void record(hint.step)}>
                {t`Yes, I am here`}
              </Button>
            </Group>
          </Paper>
        )}
        {full && (
          <Alert color="red" variant="light" role="alert">
            {i18n._(DEVICE_FULL)}
          </Alert>
        )}
        {undoable.pending && (
          <UndoBar pending={undoable.pending} statusName={nameOf(undoable.pending.to)} onUndo={() => void undoable.undo()} />
        )}
        {next ? (
          <Button size="lg" mih={48} fullWidth loading={busy} onClick={() => void record(next)}>
            {t`Mark as ${nameOf(next)}`}
          </Button>
        ) : (
          <Group gap="xs" c={DONE_COLOR}>
            <IconCircleCheck size={20} aria-hidden />
            <Text size="sm" fw={600}>
              <Trans>Delivered</Trans>
            </Text>
          </Group>
        )}
        {driver && TRACKED_STATUSES.includes(status) && (
          <>
            <Divider />
            <LocationSharing state={recorder} paused={paused} onPausedChange={setPaused} waitingPoints={waitingPoints} />
          </>
        )}
      </Stack>
    </Card>
  );
}
