import type { LoadStatusCode } from '@/contract/loads';
import type { OutboxEntry } from '@/lib/offline/outbox-entry';
import { syncMarkOf, type SyncMark } from '@/lib/ui/sync-mark';

/** The statuses a trucker moves a booked load through, one tap each (decision 042's status machine). */
export const TRIP_STEPS: readonly LoadStatusCode[] = ['BK', 'OFP', 'AT', 'IT', 'AR', 'DL'];

/** A status change kept on this device, not yet on the server. */
export type QueuedStatus = { code: LoadStatusCode; happenedAt: string; sync: SyncMark; seq: number };

export function queuedStatuses(entries: readonly OutboxEntry[]): QueuedStatus[] {
  return entries
    .filter((entry) => entry.kind === 'status.change')
    .map((entry) => ({
      code: entry.payload.StatusCode as LoadStatusCode,
      happenedAt: entry.happenedAt,
      sync: syncMarkOf(entry),
      seq: entry.seq ?? 0,
    }));
}

/** The status as the trucker recorded it: the last change still waiting to sync, else the server's. */
export function shownStatus(serverCode: LoadStatusCode, queued: readonly QueuedStatus[]): LoadStatusCode {
  return queued.filter((change) => change.sync === 'waiting').at(-1)?.code ?? serverCode;
}

/** The next step of the trip, or null before booking, after delivery and for a cancelled load. */
export function nextTripStep(code: LoadStatusCode): LoadStatusCode | null {
  const at = TRIP_STEPS.indexOf(code);
  return at === -1 || at === TRIP_STEPS.length - 1 ? null : TRIP_STEPS[at + 1];
}
