import { BATCH_EVERY_MS, type PositionInput } from '@/contract/positions';
import { type DevicePoint, fromGeolocation, keepPoint } from './point-filter';

/**
 * Records the trip of one load from the device (issue 17, decision 100): one geolocation watch at a time, the point
 * filter, each kept point stored on the device as it is taken (issue 35 item 5), and every minute the stored points
 * handed to the outbox (sent now or kept until the network returns).
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
  /** Points held in memory only because the device could not store them (full): they stay until it can. */
  unstored: number;
};

/** A kept point as the device stores it, with the load it belongs to. */
export type KeptRow = { loadId: number; loadCode: string | null; point: PositionInput };

type Deps = {
  geolocation: Geolocation | undefined;
  /**
   * Stores kept points on the device: false when there is no device storage (they are handed over from memory), a
   * throw when it is full (they stay in memory, are tried again, and the user is told).
   */
  store?: (rows: KeptRow[]) => Promise<boolean>;
  /** Hands every stored point, and these ones not stored yet, to the outbox; throws when it cannot. */
  handOver: (unstored: KeptRow[]) => Promise<unknown>;
  /** Sends what was handed over; resolves whether the load's points all reached the server. */
  send: (loadId: number) => Promise<boolean>;
  now?: () => number;
  everyMs?: number;
};

const IDLE: RecorderState = { loadId: null, sharing: false, denied: false, lastSentAt: null, lastPosition: null, buffered: 0, unstored: 0 };

const toWire = ({ at: _at, ...wire }: DevicePoint): PositionInput => wire;

export function createTripRecorder({ geolocation, store, handOver, send, now = Date.now, everyMs = BATCH_EVERY_MS }: Deps) {
  let state: RecorderState = IDLE;
  let loadCode: string | null = null;
  let watchId: number | null = null;
  let timer: ReturnType<typeof setInterval> | null = null;
  let lastKept: DevicePoint | null = null;
  /** Kept points not stored on the device yet, oldest first. */
  let unstored: KeptRow[] = [];
  let stored = 0;
  /** Storing and handing over run one at a time, in the order asked. */
  let work: Promise<void> = Promise.resolve();
  const listeners = new Set<() => void>();

  const set = (patch: Partial<RecorderState>) => {
    state = { ...state, ...patch };
    for (const listener of listeners) listener();
  };
  const counts = (full: boolean) => set({ buffered: stored + unstored.length, unstored: full ? unstored.length : 0 });

  async function persist() {
    const rows = unstored.slice();
    if (!store || rows.length === 0) return;
    try {
      if (!(await store(rows))) return;
      unstored = unstored.slice(rows.length);
      stored += rows.length;
      counts(false);
    } catch {
      counts(true);
    }
  }

  function onPosition(position: GeolocationPosition) {
    const point = fromGeolocation(position);
    if (state.loadId !== null && keepPoint(lastKept, point)) {
      lastKept = point;
      unstored.push({ loadId: state.loadId, loadCode, point: toWire(point) });
      work = work.then(persist);
    }
    set({ lastPosition: point, buffered: stored + unstored.length, denied: false });
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

  /**
   * Hands the kept points to the outbox, oldest first and after what was asked before (before a status change of the
   * load, so the outbox keeps their order); resolves whether any were handed.
   */
  function handOverKept(): Promise<boolean> {
    let handed = false;
    work = work.then(async () => {
      const rows = unstored.slice();
      if (stored === 0 && rows.length === 0) return;
      try {
        await handOver(rows);
      } catch {
        return counts(true); // a full device: the points stay buffered until they can be stored
      }
      unstored = unstored.slice(rows.length);
      stored = 0;
      handed = true;
      counts(false);
    });
    return work.then(() => handed);
  }

  /** Hands the kept points over and sends them. */
  function flush(): Promise<void> {
    const loadId = state.loadId;
    return handOverKept().then(async (handed) => {
      if (handed && loadId !== null && (await send(loadId).catch(() => false))) set({ lastSentAt: now() });
    });
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
    handOverKept,
    /** The outbox delivered this load's waiting points on its own (a replay after reconnecting). */
    delivered: () => set({ lastSentAt: now() }),
    getState: () => state,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type TripRecorder = ReturnType<typeof createTripRecorder>;
