import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, CloseButton, Group, Stack, Switch, Text } from '@mantine/core';
import { useInterval, useLocalStorage } from '@mantine/hooks';
import { IconMapPin, IconMapPinOff } from '@tabler/icons-react';
import { useState } from 'react';
import { formatAge } from '@/lib/format/age';
import { formatTime } from '@/shared/format/date';
import type { RecorderState } from './trip-recorder';

/** The device tells why location matters once (issue 17); the key is per device, not per load. */
const TOLD_KEY = 'haulbase-location-explained';

type Props = { state: RecorderState; paused: boolean; onPausedChange: (paused: boolean) => void; waitingPoints: number };

/** "Sharing location", when the last point was sent, and the switch that pauses sharing. */
export function LocationSharing({ state, paused, onPausedChange, waitingPoints }: Props) {
  const { t, i18n } = useLingui();
  const [now, setNow] = useState(() => Date.now());
  useInterval(() => setNow(Date.now()), 15_000, { autoInvoke: true });
  const [told, setTold] = useLocalStorage({ key: TOLD_KEY, defaultValue: false, getInitialValueInEffect: false });
  // Stored on the device as taken, handed over every minute (the ones a full device could not store are said below).
  const kept = state.buffered - state.unstored;
  // When the server last took a position (clock time in the viewer's zone, named, and how long ago), never when one
  // was only queued: offline the line says how many wait (issue 38).
  const lastSent =
    state.lastSentAt === null
      ? null
      : `${formatTime(state.lastSentAt, { withZone: true })} (${formatAge(Math.max(0, Math.max(now, Date.now()) - state.lastSentAt), i18n.locale)})`;

  return (
    <Stack gap={6}>
      <Group justify="space-between" wrap="nowrap">
        <Group gap={6} wrap="nowrap" c={state.sharing ? 'teal' : 'dimmed'}>
          {state.sharing ? <IconMapPin size={18} aria-hidden /> : <IconMapPinOff size={18} aria-hidden />}
          <Text size="sm" fw={600} role="status">
            {state.sharing ? (
              <Trans>Sharing location</Trans>
            ) : paused ? (
              <Trans>Location sharing paused</Trans>
            ) : (
              <Trans>Location not shared</Trans>
            )}
          </Text>
        </Group>
        <Switch
          checked={!paused}
          onChange={(event) => onPausedChange(!event.currentTarget.checked)}
          label={t`Share`}
          labelPosition="left"
          disabled={state.denied && !paused}
        />
      </Group>
      {!paused && !state.denied && (
        <Text size="xs" c="dimmed">
          {lastSent ? t`Last position delivered ${lastSent}` : t`No position delivered yet`}
          {kept > 0 && ` · ${plural(kept, { one: '# position kept on this device', other: '# positions kept on this device' })}`}
          {waitingPoints > 0 &&
            ` · ${plural(waitingPoints, { one: '# position waiting to be sent', other: '# positions waiting to be sent' })}`}
        </Text>
      )}
      {state.unstored > 0 && (
        <Alert color="red" variant="light" role="alert" title={t`This device is full`}>
          <Text size="sm">
            {plural(state.unstored, {
              one: '# position is kept only while this page stays open. Free some space on the device so it can be stored.',
              other: '# positions are kept only while this page stays open. Free some space on the device so they can be stored.',
            })}
          </Text>
        </Alert>
      )}
      {state.denied && !told && (
        <Alert color="yellow" variant="light" title={t`Location is off`} withCloseButton={false}>
          <Group align="flex-start" wrap="nowrap" gap="xs">
            <Text size="sm">
              <Trans>
                Your shipper follows the load on a map from your phone's location, and the arrival hints need it. Allow location for
                Haulbase in your browser settings. Everything else works without it.
              </Trans>
            </Text>
            <CloseButton aria-label={t`Dismiss`} onClick={() => setTold(true)} />
          </Group>
        </Alert>
      )}
    </Stack>
  );
}
