import { describe, expect, it, vi } from 'vitest';
import type { PositionInput } from '@/contract/positions';
import { createTripRecorder, type Deliver } from './trip-recorder';
import { batchesOf, keepPoint, type DevicePoint } from './point-filter';

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

  it('splits into requests of at most 100, oldest first', () => {
    const points = Array.from({ length: 250 }, (_, i) => i);
    expect(batchesOf(points, 100).map((b) => [b[0], b.length])).toEqual([
      [0, 100],
      [100, 100],
      [200, 50],
    ]);
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

describe('the trip recorder', () => {
  it('hands the kept points over in one batch per flush, and says when the last one was sent', async () => {
    const sent: PositionInput[][] = [];
    const deliver: Deliver = async (_load, _code, points) => (sent.push(points), 'delivered');
    const g = fakeGeolocation();
    const recorder = createTripRecorder({ geolocation: g.geo, deliver, now: () => T0, everyMs: 3_600_000 });
    recorder.start(7, 'HB-7');
    expect(recorder.getState()).toMatchObject({ loadId: 7, sharing: true });
    for (const p of [point(0, 0), point(5, 300), point(20, 600), point(40, 650), point(100, 650)]) g.move(p);
    expect(recorder.getState().buffered).toBe(3);
    await recorder.flush();
    expect(sent).toHaveLength(1);
    expect(sent[0].map((p) => p.RecordedAt)).toEqual([point(0, 0).RecordedAt, point(20, 0).RecordedAt, point(100, 0).RecordedAt]);
    expect(sent[0][0]).not.toHaveProperty('at');
    expect(recorder.getState()).toMatchObject({ buffered: 0, lastSentAt: T0 });
    await recorder.flush();
    expect(sent).toHaveLength(1);
  });

  it('one watch at a time: starting another load stops the first after handing its points over', async () => {
    const loads: number[] = [];
    const g = fakeGeolocation();
    const recorder = createTripRecorder({ geolocation: g.geo, deliver: async (load) => (loads.push(load), 'queued'), everyMs: 3_600_000 });
    recorder.start(1, null);
    g.move(point(0, 0));
    recorder.start(2, null);
    await recorder.flush();
    expect(g.spy.clearWatch).toHaveBeenCalledTimes(1);
    expect(g.spy.watchPosition).toHaveBeenCalledTimes(2);
    expect(loads).toEqual([1]);
    expect(recorder.getState()).toMatchObject({ loadId: 2, lastSentAt: null });
  });

  it('a refused permission stops sharing and is remembered', () => {
    const g = fakeGeolocation();
    const recorder = createTripRecorder({ geolocation: g.geo, deliver: async () => 'delivered', everyMs: 3_600_000 });
    recorder.start(3, null);
    g.deny();
    expect(recorder.getState()).toMatchObject({ sharing: false, denied: true });
    recorder.start(3, null);
    expect(g.spy.watchPosition).toHaveBeenCalledTimes(1);
  });
});
