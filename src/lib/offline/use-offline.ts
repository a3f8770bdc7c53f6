import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useSyncExternalStore } from 'react';
import type { NewOutboxEntry, OutboxEntry } from './outbox-entry';
import { getOfflineRuntime, subscribeOfflineRuntime, type OfflineRuntime } from './runtime';
import { sendOrQueue, type WriteOutcome } from './write';

/** The signed-in user's offline runtime (null signed out or without IndexedDB); re-renders after each replay. */
export function useOfflineRuntime(): OfflineRuntime | null {
  return useSyncExternalStore(subscribeOfflineRuntime, getOfflineRuntime, () => null);
}

const NO_ENTRIES: OutboxEntry[] = [];

/** The outbox as live state, in the order the changes were made: all of it, or one load's entries. */
export function useOutbox(loadId?: number): OutboxEntry[] {
  const db = useOfflineRuntime()?.db;
  const entries = useLiveQuery(
    () =>
      !db ? NO_ENTRIES : loadId === undefined ? db.outbox.orderBy('seq').toArray() : db.outbox.where('loadId').equals(loadId).sortBy('seq'),
    [db, loadId],
  );
  return entries ?? NO_ENTRIES;
}

/** `sendOrQueue` bound to the current user's runtime. */
export function useSendOrQueue(): <T>(write: NewOutboxEntry) => Promise<WriteOutcome<T>> {
  const runtime = useOfflineRuntime();
  return useCallback(<T>(write: NewOutboxEntry) => sendOrQueue<T>(runtime, write), [runtime]);
}
