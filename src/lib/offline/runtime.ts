import type { QueryClient } from '@tanstack/react-query';
import { forgetWaitingUser } from '@/lib/session-ended';
import { setAsideOtherUsers } from './other-users';
import { applyClockJump, watchClock, type ClockJump } from './device-clock';
import { openTabsChannel } from './tabs-channel';
import type { ReplayReport } from './replay';
import { refreshLoad, refreshLoadLists, isSnapshotted } from './registry';
import { createSnapshotPersister } from './snapshots';
import { tokenSubject } from './token-subject';
import { startOutboxSync, type OutboxSync } from './sync';
import { UserDb } from './user-db';
import { askPersistence } from './device-storage';
import { handOverPoints } from './points';

/** The signed-in user's offline machinery: their database, the snapshot persister and the outbox sync. */
export type OfflineRuntime = {
  userId: string;
  db: UserDb;
  sync: OutboxSync;
  /** The last replay's report (null before the first run ends). */
  lastReport: ReplayReport | null;
  /** Device clock corrections seen while the app ran (decision 074). */
  clockJumps?: ClockJump[];
};

/** How often the device clock is compared with the monotonic one while the app runs. */
const CLOCK_CHECK_MS = 5_000;

let current: OfflineRuntime | null = null;
let restoreDefaults: (() => void) | null = null;
let closeTabs: (() => void) | null = null;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/**
 * Opens the user's database, makes every snapshotted query start from what was seen before (and run without a
 * network: `offlineFirst`), and starts replaying the outbox. Called before any signed-in route loads, so a loader's
 * prefetch already reads snapshots. The same user keeps the running runtime; another user's is stopped first, and
 * other users' databases on this device are reduced to their waiting changes.
 */
export function startOfflineRuntime(token: string, queryClient: QueryClient): OfflineRuntime | null {
  const userId = tokenSubject(token);
  if (!userId || typeof indexedDB === 'undefined') return null;
  // Signed in again after the session ended: their waiting changes go on now (decision 071).
  forgetWaitingUser(userId);
  if (current?.userId === userId) {
    const stopped = current.lastReport?.stoppedBy;
    if (stopped === 'sign-in' || stopped === 'offline') void current.sync.kick();
    return current;
  }
  stopOfflineRuntime();
  void setAsideOtherUsers(userId).catch(() => undefined);

  const db = new UserDb(userId);
  const persister = createSnapshotPersister(db);
  const defaults = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({
    ...defaults,
    queries: { ...defaults.queries, networkMode: 'offlineFirst', persister: persister.persisterFn },
  });
  // The persister saves what a fetch returns; an answer a screen puts in the cache itself (a save's answer through
  // setQueryData) is saved here, or a reload would show the snapshot from before the save.
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'success' && event.action.manual && isSnapshotted(event.query.queryKey)) {
      void persister.persistQuery(event.query);
    }
  });
  restoreDefaults = () => {
    unsubscribe();
    queryClient.setDefaultOptions(defaults);
  };

  const runtime: OfflineRuntime = { userId, db, lastReport: null, clockJumps: [], sync: undefined as unknown as OutboxSync };
  // A clock corrected while changes wait moves their event times with it (issue 13 item 6): checked before each
  // replay (the correction usually comes with the signal, just before \`online\`) and every few seconds.
  let clockMoved: Promise<unknown> = Promise.resolve();
  const clock = watchClock((jump) => {
    runtime.clockJumps?.push(jump);
    clockMoved = applyClockJump(db, jump).catch(() => undefined);
  });
  const clockTimer = setInterval(() => clock.check(), CLOCK_CHECK_MS);
  const refreshDelivered = (loadIds: number[]) => {
    for (const loadId of loadIds) void refreshLoad(queryClient, loadId);
    if (loadIds.length > 0) void refreshLoadLists(queryClient);
  };
  // Only one tab replays (Web Lock): it tells this user's other tabs which loads changed on the server, so they load
  // them again instead of showing (and acting on) the status from before the replay (issue 13 item 4).
  const tabs = openTabsChannel(db.name, refreshDelivered);
  runtime.sync = startOutboxSync({
    db,
    beforeRun: () => {
      clock.check();
      return clockMoved;
    },
    onReport: (report) => {
      runtime.lastReport = report;
      refreshDelivered(report.deliveredLoads);
      // A conflict means the server holds something else: show it (a new stop, a deleted one) beside the marked change.
      for (const loadId of report.conflictLoads ?? []) void refreshLoad(queryClient, loadId);
      if (report.deliveredLoads.length > 0) tabs.post(report.deliveredLoads);
      notify();
    },
  });
  // The browser is asked to keep the storage at the first change that has to wait on this device (issue 35 item 4).
  db.outbox.hook('creating', () => void askPersistence());
  // Points a page stored and never handed over (it was closed or killed before its minute): they go out now.
  void handOverPoints(db, null)
    .then((handed) => (handed > 0 ? runtime.sync.kick() : undefined))
    .catch(() => undefined);
  closeTabs = () => {
    tabs.close();
    clearInterval(clockTimer);
  };
  current = runtime;
  notify();
  return runtime;
}

/** Sign-out: stops replaying and closes the database (so it can be deleted); queries stop persisting. */
export function stopOfflineRuntime(): void {
  if (!current) return;
  current.sync.stop();
  closeTabs?.();
  closeTabs = null;
  current.db.close();
  current = null;
  restoreDefaults?.();
  restoreDefaults = null;
  notify();
}

export const getOfflineRuntime = (): OfflineRuntime | null => current;

/** For useSyncExternalStore: the runtime starting, stopping, and each replay report. */
export function subscribeOfflineRuntime(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
