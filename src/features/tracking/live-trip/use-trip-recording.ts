import { useEffect, useSyncExternalStore } from 'react';
import { getOfflineRuntime } from '@/lib/offline/runtime';
import { sendOrQueue } from '@/lib/offline/write';
import { createTripRecorder, type Deliver, type RecorderState } from './trip-recorder';

/** Batches go the way every trucker write goes: sent now, or kept in the outbox until the network returns. */
const deliver: Deliver = async (loadId, loadCode, points) => {
  try {
    const outcome = await sendOrQueue(getOfflineRuntime(), {
      loadId,
      loadCode,
      kind: 'positions.batch',
      target: null,
      payload: { Points: points },
    });
    return outcome.status === 'delivered' ? 'delivered' : 'queued';
  } catch {
    return 'refused';
  }
};

/** The app's one recorder: one geolocation watch at a time, whatever the number of open trip cards. */
export const tripRecorder = createTripRecorder({
  geolocation: typeof navigator === 'undefined' ? undefined : navigator.geolocation,
  deliver,
});

if (typeof window !== 'undefined') {
  // A closing or hidden page hands its kept points to the outbox rather than losing them.
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
