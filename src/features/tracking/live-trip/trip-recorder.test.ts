import { describe, expect, it, vi } from 'vitest';
import { createTripRecorder, type KeptRow } from './trip-recorder';
import { keepPoint, type DevicePoint } from './point-filter';

const T0 = Date.parse('2026-11-25T10:00:00Z');
const point = (secs: number, northMetres: number, accuracy: number | null = 10): DevicePoint => ({
  Latitude: 32 + northMetres / 111_195,
  Longitude: -96,
  Accuracy: accuracy,
  Speed: null,
  Heading: null,
  RecordedAt: new Date(T0 + secs * 1000).toISOString(),
  at: T0 + secs * 1000,
});

describe('the point filter', () => {
  it('keeps the first point, then one after 200 m or 60 s, never within 10 s, never worse than 500 m', () => {
    expect(keepPoint(null, point(0, 0))).toBe(true);
    expect(keepPoint(null, point(0, 0, 501))).toBe(false);
    expect(keepPoint(null, point(0, 0, null))).toBe(true);
    const last = point(0, 0);
    expect(keepPoint(last, point(30, 150))).toBe(false); // neither far nor long enough
    expect(keepPoint(last, point(30, 210))).toBe(true); // moved 210 m
    expect(keepPoint(last, point(9, 5_000))).toBe(false); // within 10 s, however far
    expect(keepPoint(last, point(60, 0))).toBe(true); // standing still, a minute passed
    expect(keepPoint(last, point(60, 0, 800))).toBe(false);
  });
});

/** A geolocation that the test drives. */
function fakeGeolocation() {
  let success: PositionCallback | null = null;
  let failure: PositionErrorCallback | null | undefined = null;
  const geo = {
    watchPosition: vi.fn((ok: PositionCallback, err?: PositionErrorCallback | null) => {
      success = ok;
      failure = err;
      return 1;
    }),
    clearWatch: vi.fn(() => (success = null)),
    getCurrentPosition: vi.fn(),
  };
  const move = (p: DevicePoint) =>
    success?.({
      timestamp: p.at,
      coords: {
        latitude: p.Latitude,
        longitude: p.Longitude,
        accuracy: p.Accuracy ?? 0,
        speed: null,
        heading: null,
        altitude: null,
        altitudeAccuracy: null,
      },
    } as GeolocationPosition);
  const deny = () =>
    failure?.({ code: 1, PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3, message: 'denied' } as GeolocationPositionError);
  return { geo: geo as unknown as Geolocation, spy: geo, move, deny };
}

/** A device store and outbox stand-in: what was stored, what was handed over, and a switch for a full device. */
function fakeDevice() {
  const device = {
    full: false,
    stored: [] as KeptRow[],
    handed: [] as KeptRow[][],
    store: async (rows: KeptRow[]) => {
      if (device.full) throw new DOMException('full', 'QuotaExceededError');
      device.stored.push(...rows);
      return true;
    },
    handOver: async (unstored: KeptRow[]) => {
      if (device.full) throw new DOMException('full', 'QuotaExceededError');
      device.handed.push([...device.stored, ...unstored]);
      device.stored = [];
    },
    send: async () => true,
  };
  return device;
}

describe('the trip recorder', () => {
  it('stores each kept point as it is taken, hands them over in one batch per flush, and says when it was sent', async () => {
    const device = fakeDevice();
    const g = fakeGeolocation();
    const recorder = createTripRecorder({ geolocation: g.geo, ...device, now: () => T0, everyMs: 3_600_000 });
    recorder.start(7, 'HB-7');
    expect(recorder.getState()).toMatchObject({ loadId: 7, sharing: true });
    for (const p of [point(0, 0), point(5, 300), point(20, 600), point(40, 650), point(100, 650)]) g.move(p);
    await vi.waitFor(() => expect(device.stored).toHaveLength(3));
    expect(device.stored.map((row) => row.point.RecordedAt)).toEqual([
      point(0, 0).RecordedAt,
      point(20, 0).RecordedAt,
      point(100, 0).RecordedAt,
    ]);
    expect(device.stored[0]).toMatchObject({ loadId: 7, loadCode: 'HB-7' });
    expect(device.stored[0].point).not.toHaveProperty('at');
    expect(recorder.getState().buffered).toBe(3);
    await recorder.flush();
    expect(device.handed.map((batch) => batch.length)).toEqual([3]);
    expect(recorder.getState()).toMatchObject({ buffered: 0, lastSentAt: T0 });
    await recorder.flush();
    expect(device.handed).toHaveLength(1);
  });

  it('hands the kept points over without waiting for a link that does not answer (a status tap waits only for that)', async () => {
    const device = { ...fakeDevice(), send: () => new Promise<boolean>(() => undefined) };
    const g = fakeGeolocation();
    const recorder = createTripRecorder({ geolocation: g.geo, ...device, everyMs: 3_600_000 });
    recorder.start(7, null);
    g.move(point(0, 0));
    await vi.waitFor(() => expect(device.stored).toHaveLength(1));
    expect(await recorder.handOverKept()).toBe(true);
    expect(device.handed.map((batch) => batch.length)).toEqual([1]);
    expect(recorder.getState()).toMatchObject({ buffered: 0, lastSentAt: null });
    expect(await recorder.handOverKept()).toBe(false);
  });

  it('on a full device the points stay in memory, the user is told, and they are stored once there is room', async () => {
    const device = fakeDevice();
    const g = fakeGeolocation();
    const recorder = createTripRecorder({ geolocation: g.geo, ...device, everyMs: 3_600_000 });
    recorder.start(7, null);
    device.full = true;
    g.move(point(0, 0));
    g.move(point(20, 300));
    await vi.waitFor(() => expect(recorder.getState().unstored).toBe(2));
    await recorder.flush();
    expect(device.handed).toEqual([]);
    expect(recorder.getState()).toMatchObject({ buffered: 2, unstored: 2, lastSentAt: null });

    device.full = false;
    g.move(point(40, 600));
    await vi.waitFor(() => expect(device.stored).toHaveLength(3));
    expect(recorder.getState()).toMatchObject({ buffered: 3, unstored: 0 });
    await recorder.flush();
    expect(device.handed[0].map((row) => row.point.RecordedAt)).toEqual([point(0, 0), point(20, 0), point(40, 0)].map((p) => p.RecordedAt));
  });

  it('one watch at a time: starting another load stops the first after handing its points over', async () => {
    const device = fakeDevice();
    const g = fakeGeolocation();
    const recorder = createTripRecorder({ geolocation: g.geo, ...device, everyMs: 3_600_000 });
    recorder.start(1, null);
    g.move(point(0, 0));
    recorder.start(2, null);
    await recorder.flush();
    expect(g.spy.clearWatch).toHaveBeenCalledTimes(1);
    expect(g.spy.watchPosition).toHaveBeenCalledTimes(2);
    expect(device.handed.flat().map((row) => row.loadId)).toEqual([1]);
    expect(recorder.getState()).toMatchObject({ loadId: 2 });
  });

  it('a refused permission stops sharing and is remembered', () => {
    const g = fakeGeolocation();
    const recorder = createTripRecorder({ geolocation: g.geo, ...fakeDevice(), everyMs: 3_600_000 });
    recorder.start(3, null);
    g.deny();
    expect(recorder.getState()).toMatchObject({ sharing: false, denied: true });
    recorder.start(3, null);
    expect(g.spy.watchPosition).toHaveBeenCalledTimes(1);
  });
});
