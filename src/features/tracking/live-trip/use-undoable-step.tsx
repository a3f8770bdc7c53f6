import { useLingui } from '@lingui/react/macro';
import { Button, Group, Text } from '@mantine/core';
import { useInterval } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';
import type { LoadStatusCode } from '@/contract/loads';
import { storeOrSayFull } from '@/lib/offline/device-storage';
import { enqueue, withdraw } from '@/lib/offline/outbox';
import type { OfflineRuntime } from '@/lib/offline/runtime';

/** How long a tapped step waits unsent, with its Undo. */
export const UNDO_MS = 10_000;

export type PendingStep = { seq: number; to: LoadStatusCode; until: number };

/**
 * A status step that waits 10 s in the outbox before it may be sent (issue 17): the entry is queued with
 * `notBefore`, so the replay leaves it (and the load's later entries) alone; Undo withdraws it. Without a runtime
 * (no IndexedDB) there is no outbox to wait in: `hold` answers false and the caller sends at once. A full device
 * throws DeviceFullError.
 */
export function useUndoableStep(runtime: OfflineRuntime | null) {
  const [pending, setPending] = useState<PendingStep | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);

  async function hold({ loadId, loadCode, to }: { loadId: number; loadCode: string | null; to: LoadStatusCode }): Promise<boolean> {
    if (!runtime) return false;
    const until = Date.now() + UNDO_MS;
    const { seq } = await storeOrSayFull(() =>
      enqueue(runtime.db, {
        loadId,
        loadCode,
        kind: 'status.change',
        target: String(loadId),
        payload: { StatusCode: to },
        notBefore: until,
      }),
    );
    if (seq === null) return false;
    if (timer.current) clearTimeout(timer.current);
    setPending({ seq, to, until });
    timer.current = setTimeout(() => {
      setPending(null);
      void runtime.sync.kick();
    }, UNDO_MS);
    return true;
  }

  async function undo(): Promise<void> {
    if (!runtime || !pending) return;
    if (timer.current) clearTimeout(timer.current);
    setPending(null);
    await withdraw(runtime.db, pending.seq);
  }

  return { pending, hold, undo };
}

/** "Marked as At pickup · Undo (8 s)", in place of the next step's button. */
export function UndoBar({ pending, statusName, onUndo }: { pending: PendingStep; statusName: string; onUndo: () => void }) {
  const { t } = useLingui();
  const [now, setNow] = useState(() => Date.now());
  useInterval(() => setNow(Date.now()), 500, { autoInvoke: true });
  const seconds = Math.max(0, Math.ceil((pending.until - now) / 1000));
  return (
    <Group justify="space-between" wrap="nowrap" mih={48} role="status">
      <Text size="sm" fw={600}>
        {t`Marked as ${statusName}`}
      </Text>
      <Button size="md" mih={48} variant="outline" onClick={onUndo}>
        {t`Undo (${seconds} s)`}
      </Button>
    </Group>
  );
}
