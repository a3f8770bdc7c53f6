import { BATCH_EVERY_MS, MAX_POSITIONS_PER_BATCH, type PositionInput } from '@/contract/positions';
import { batchesOf, type DevicePoint, fromGeolocation, keepPoint } from './point-filter';

/**
 * Records the trip of one load from the device (issue 17, decision 100): one geolocation watch at a time, the point
 * filter, and every minute the kept points handed over as batches of at most 100 (to the outbox: sent now or kept).
 */

export type RecorderState = {
  loadId: number | null;
  /** The watch runs (the user allowed location and did not pause). */
  sharing: boolean;
  /** The user refused the permission (or the device has no location). */
  denied: boolean;
  /** When the last batch was delivered to the server (epoch ms). */
  lastSentAt: number | null;
  /** The newest position the device gave, kept or not (arrival hints). */
  lastPosition: DevicePoint | null;
  /** Points kept and not handed over yet. */
  buffered: number;
};

/** What became of a batch: sent and answered, kept in the outbox, or refused (the load is no longer on a trip). */
export type Delivery = 'delivered' | 'queued' | 'refused';
export type Deliver = (loadId: number, loadCode: string | null, points: PositionInput[]) => Promise<Delivery>;

type Deps = { geolocation: Geolocation | undefined; deliver: Deliver; now?: () => number; everyMs?: number };

const IDLE: RecorderState = { loadId: null, sharing: false, denied: false, lastSentAt: null, lastPosition: null, buffered: 0 };

export function createTripRecorder({ geolocation, deliver, now = Date.now, everyMs = BATCH_EVERY_MS }: Deps) {
  let state: RecorderState = IDLE;
  let loadCode: string | null = null;
  let watchId: number | null = null;
  let timer: ReturnType<typeof setInterval> | null = null;
  let lastKept: DevicePoint | null = null;
  let buffer: DevicePoint[] = [];
  let flushing: Promise<void> = Promise.resolve();
  const listeners = new Set<() => void>();

  const set = (patch: Partial<RecorderState>) => {
    state = { ...state, ...patch };
    for (const listener of listeners) listener();
  };

  function onPosition(position: GeolocationPosition) {
    const point = fromGeolocation(position);
    if (keepPoint(lastKept, point)) {
      lastKept = point;
      buffer.push(point);
    }
    set({ lastPosition: point, buffered: buffer.length, denied: false });
  }

  function onError(error: GeolocationPositionError) {
    if (error.code === error.PERMISSION_DENIED) {
      stopWatch();
      set({ denied: true, sharing: false });
    }
  }

  function stopWatch() {
    if (watchId !== null) geolocation?.clearWatch(watchId);
    if (timer !== null) clearInterval(timer);
    watchId = null;
    timer = null;
  }

  /** Hands the kept points over, oldest first (before a status change of the load, so the outbox keeps their order). */
  function flush(): Promise<void> {
    const loadId = state.loadId;
    const code = loadCode;
    const points = buffer;
    if (loadId === null || points.length === 0) return flushing;
    buffer = [];
    set({ buffered: 0 });
    flushing = flushing.then(async () => {
      for (const batch of batchesOf(points, MAX_POSITIONS_PER_BATCH)) {
        const outcome = await deliver(
          loadId,
          code,
          batch.map(({ at: _at, ...wire }) => wire),
        ).catch(() => 'refused' as const);
        if (outcome === 'delivered') set({ lastSentAt: now() });
      }
    });
    return flushing;
  }

  /** Starts recording `loadId` (stopping any other load's watch first). */
  function start(loadId: number, code: string | null) {
    if (state.loadId === loadId && (watchId !== null || state.denied)) return;
    if (state.loadId !== null) stop();
    loadCode = code;
    set({ ...IDLE, loadId });
    if (!geolocation) return set({ denied: true });
    watchId = geolocation.watchPosition(onPosition, onError, { enableHighAccuracy: true, maximumAge: 5_000, timeout: 60_000 });
    timer = setInterval(() => void flush(), everyMs);
    set({ sharing: true });
  }

  /** Stops recording: the points kept so far are handed over first. */
  function stop() {
    stopWatch();
    void flush();
    lastKept = null;
    set({ sharing: false });
  }

  return {
    start,
    stop,
    flush,
    getState: () => state,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type TripRecorder = ReturnType<typeof createTripRecorder>;
