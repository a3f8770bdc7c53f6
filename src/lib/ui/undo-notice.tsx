import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Button, Group, Text } from '@mantine/core';
import { useInterval } from '@mantine/hooks';
import { notifications } from '@mantine/notifications/store';
import { useState } from 'react';

/** How long an undoable write waits before it is sent (the same 10 s as a trip's status steps, decision 102). */
export const UNDO_NOTICE_MS = 10_000;

function Countdown({ until, text, onUndo }: { until: number; text: string; onUndo: () => void }) {
  const [now, setNow] = useState(() => Date.now());
  useInterval(() => setNow(Date.now()), 500, { autoInvoke: true });
  const seconds = Math.max(0, Math.ceil((until - now) / 1000));
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs">
      <Text size="sm">{text}</Text>
      <Button size="sm" variant="outline" onClick={onUndo} style={{ flexShrink: 0 }}>
        {i18n._(msg`Undo (${seconds} s)`)}
      </Button>
    </Group>
  );
}

/**
 * A write that waits `UNDO_NOTICE_MS` with an Undo in a toast (issue 38: withdrawing a bid): `send` runs when the
 * time is up unless Undo was pressed, in which case `onUndo` runs instead. Only one toast per `id`.
 */
export function showUndoNotice({
  id,
  title,
  text,
  send,
  onUndo,
}: {
  id: string;
  title: string;
  text: string;
  send: () => void;
  onUndo?: () => void;
}): void {
  const until = Date.now() + UNDO_NOTICE_MS;
  const timer = setTimeout(() => {
    notifications.hide(id);
    send();
  }, UNDO_NOTICE_MS);
  const undo = () => {
    clearTimeout(timer);
    notifications.hide(id);
    onUndo?.();
  };
  notifications.show({
    id,
    color: 'yellow',
    title,
    message: <Countdown until={until} text={text} onUndo={undo} />,
    autoClose: false,
    withCloseButton: false,
  });
}
