import { useEffect, useSyncExternalStore } from 'react';
import { handOverPoints, storePoints } from '@/lib/offline/points';
import { getOfflineRuntime } from '@/lib/offline/runtime';
import { sendOrQueue } from '@/lib/offline/write';
import { createTripRecorder, type KeptRow, type RecorderState } from './trip-recorder';

/** Whether a load's points have all reached the server: nothing of them waits in the outbox after a replay. */
async function sendPoints(loadId: number): Promise<boolean> {
  const runtime = getOfflineRuntime();
  if (!runtime) return true;
  const waiting = () =>
    runtime.db.outbox
      .where('loadId')
      .equals(loadId)
      .filter((e) => e.kind === 'positions.batch')
      .count();
  // A run already under way may have started before the hand-over: one more run covers it.
  for (let run = 0; run < 2 && (await waiting()) > 0; run++) {
    const report = await runtime.sync.kick();
    if (report.stoppedBy === 'offline' || report.stoppedBy === 'sign-in') break;
  }
  return (await waiting()) === 0;
}

/** Each kept point goes to the user's database as it is taken; without one (no IndexedDB) points are sent directly. */
async function handOver(unstored: KeptRow[]): Promise<void> {
  const runtime = getOfflineRuntime();
  if (runtime) {
    await handOverPoints(runtime.db, null, unstored);
    return;
  }
  for (const row of unstored)
    await sendOrQueue(null, {
      loadId: row.loadId,
      loadCode: row.loadCode,
      kind: 'positions.batch',
      target: null,
      payload: { Points: [row.point] },
    });
}

/** The app's one recorder: one geolocation watch at a time, whatever the number of open trip cards. */
export const tripRecorder = createTripRecorder({
  geolocation: typeof navigator === 'undefined' ? undefined : navigator.geolocation,
  store: async (rows) => {
    const runtime = getOfflineRuntime();
    if (runtime) await storePoints(runtime.db, rows);
    return !!runtime;
  },
  handOver,
  send: sendPoints,
});

if (typeof window !== 'undefined') {
  // Hiding the page hands the kept points to the outbox early; a page that dies without hiding loses none either,
  // as each was stored when it was taken (the next start hands them over).
  window.addEventListener('pagehide', () => void tripRecorder.flush());
  document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && void tripRecorder.flush());
}

/** Records `loadId` while `active` (the assigned trucker, a load on its trip, sharing not paused). */
export function useTripRecording(loadId: number, loadCode: string | null, active: boolean): RecorderState {
  useEffect(() => {
    if (!active) return;
    tripRecorder.start(loadId, loadCode);
    return () => tripRecorder.stop();
  }, [loadId, loadCode, active]);
  const state = useSyncExternalStore(tripRecorder.subscribe, tripRecorder.getState);
  return state.loadId === loadId ? state : { ...state, sharing: false, lastPosition: null };
}
