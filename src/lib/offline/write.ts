import type { EnqueueResult } from './outbox';
import { storeOrSayFull } from './device-storage';
import { enqueue } from './outbox';
import { isLocalId, type NewOutboxEntry, type OutboxEntry } from './outbox-entry';
import { classify, type Send } from './replay';
import { buildRequest } from './requests';
import { sendThroughClient } from './sync';
import type { OfflineRuntime } from './runtime';

/** Sent now and answered, or kept in the outbox (added, folded into a waiting write, or cancelling a waiting create). */
export type WriteOutcome<T> =
  { status: 'delivered'; answer: T } | { status: 'queued'; outcome: EnqueueResult['outcome']; seq: number | null };

type WriteDeps = { online?: () => boolean; send?: Send; now?: () => Date };

/** Refers to something created offline (a create's own local id is not a reference: the server gives it its id). */
const mentionsLocalId = (write: NewOutboxEntry) =>
  (!write.kind.endsWith('.create') && isLocalId(write.target)) ||
  (write.kind === 'stop.move' && (write.payload.Stops as { StopId: string | number }[]).some((s) => isLocalId(s.StopId)));

/**
 * The one way notes, stops, status changes and field uploads are written (issue 7). Online with nothing waiting for
 * the load, the write goes straight out with its Idempotency-Key and the caller gets the answer; a refusal (400,
 * 409, 412, …) is thrown as before. Offline, behind waiting writes of the same load (FIFO), about something created
 * offline, or when the network or the server fails on the way, it goes to the outbox with the same key, so a write
 * the server did commit is not made twice. Without a runtime (no IndexedDB) it is only sent.
 */
export async function sendOrQueue<T>(
  runtime: OfflineRuntime | null,
  write: NewOutboxEntry,
  deps: WriteDeps = {},
): Promise<WriteOutcome<T>> {
  const { online = () => navigator.onLine, send = sendThroughClient, now = () => new Date() } = deps;
  const keyed = { ...write, key: write.key ?? crypto.randomUUID(), happenedAt: write.happenedAt ?? now().toISOString() };
  const waiting = runtime ? await runtime.db.outbox.where('loadId').equals(write.loadId).count() : 0;

  if (!runtime || (online() && waiting === 0 && !mentionsLocalId(write))) {
    const entry = { ...keyed, baseVersion: keyed.baseVersion ?? null } as OutboxEntry;
    try {
      return { status: 'delivered', answer: (await send(buildRequest(entry, () => undefined, now()))) as T };
    } catch (error) {
      const verdict = classify(entry, error).outcome;
      if (!runtime || (verdict !== 'offline' && verdict !== 'retry' && verdict !== 'sign-in')) throw error;
    }
  }
  const result = await storeOrSayFull(() => enqueue(runtime.db, keyed, now()));
  void runtime.sync.kick();
  return { status: 'queued', ...result };
}
