import { describe, expect, it } from 'vitest';
import { boundedMph, lateNotice, MAX_MPH, MIN_MPH, movingMph, PLANNING_MPH, placeEtas, STOP_DWELL_MINUTES } from './eta';

const MIN = 60_000;
const HOUR = 60 * MIN;
/** Degrees of latitude per mile (on the app's Earth radius). */
const DEG_PER_MILE = 1609.344 / 111_195.08;

/** Points a minute apart going north at `mph`. */
const northAt = (mph: number, count: number, start = 0) =>
  Array.from({ length: count }, (_, i) => ({ Latitude: 30 + (i * mph * DEG_PER_MILE) / 60, Longitude: -97, at: start + i * MIN }));

describe('the moving speed', () => {
  it('is the distance over the time moved in the last 30 minutes; stops do not count', () => {
    expect(movingMph(northAt(50, 11))).toBeCloseTo(50, 1);
    const withStop = [...northAt(40, 6), ...Array.from({ length: 10 }, (_, i) => ({ ...northAt(40, 6)[5], at: 6 * MIN + i * MIN }))];
    expect(movingMph(withStop)).toBeCloseTo(40, 1);
    // older than 30 minutes before the last point: not counted
    const old = northAt(20, 11, -60 * MIN);
    expect(movingMph([...old, ...northAt(60, 11).map((p) => ({ ...p, Latitude: p.Latitude + 1 }))])).toBeCloseTo(60, 0);
  });

  it('is unknown with less than 5 minutes of moving', () => {
    expect(movingMph(northAt(50, 4))).toBeNull();
    expect(movingMph([])).toBeNull();
  });

  it('is bounded, and the planning speed stands in when unknown', () => {
    expect(boundedMph(null)).toBe(PLANNING_MPH);
    expect(boundedMph(90)).toBe(MAX_MPH);
    expect(boundedMph(8)).toBe(MIN_MPH);
    expect(boundedMph(47)).toBe(47);
  });
});

describe('place ETAs', () => {
  // A straight road north: pickup at 30°, a stop 100 miles on, the delivery 200 miles on.
  const at = (miles: number) => ({ Latitude: 30 + miles * DEG_PER_MILE, Longitude: -97 });
  const places = [
    { key: 'pickup', ...at(0) },
    { key: 'stop', ...at(100) },
    { key: 'delivery', ...at(200) },
  ];
  const line = [at(0), at(50), at(100), at(150), at(200)];

  it('drives the route left at the speed and adds the dwell of each place before the delivery', () => {
    const etas = placeEtas({ truck: at(40), from: 0, mph: 50, line, allPlaces: places, places: places.slice(1) });
    expect(etas.map((e) => e.key)).toEqual(['stop', 'delivery']);
    expect(etas[0].miles).toBeCloseTo(60, 0);
    expect(etas[0].at / HOUR).toBeCloseTo(60 / 50, 2);
    expect(etas[1].miles).toBeCloseTo(160, 0);
    expect((etas[1].at - etas[0].at) / MIN).toBeCloseTo(STOP_DWELL_MINUTES + (100 / 50) * 60, 0);
  });

  it('on the way to the pickup counts the pickup too, and the truck off the line joins it at the nearest segment', () => {
    const truck = { Latitude: at(0).Latitude - 20 * DEG_PER_MILE, Longitude: -97 };
    const [pickup, , delivery] = placeEtas({ truck, from: 1000, mph: 40, line, allPlaces: places, places, dwellMinutes: 0 });
    expect(pickup.miles).toBeCloseTo(20, 0);
    expect(pickup.at).toBeCloseTo(1000 + 0.5 * HOUR, -3);
    expect(delivery.miles).toBeCloseTo(220, 0);
  });

  it('joins the places straight when the stored line does not pass through them', () => {
    const etas = placeEtas({ truck: at(150), from: 0, mph: 50, line: [at(5), at(7)], allPlaces: places, places: places.slice(2) });
    expect(etas[0].miles).toBeCloseTo(50, 0);
  });
});

describe('running late', () => {
  const end = 10 * HOUR;
  it('is told when the ETA passes the window, once, and again after 30 more minutes of slip', () => {
    expect(lateNotice(end - MIN, end, null)).toBe(false);
    expect(lateNotice(end + MIN, null, null)).toBe(false);
    expect(lateNotice(end + MIN, end, null)).toBe(true);
    expect(lateNotice(end + 29 * MIN, end, end + MIN)).toBe(false);
    expect(lateNotice(end + 31 * MIN, end, end + MIN)).toBe(true);
    expect(lateNotice(end + 5 * MIN, end, end + 40 * MIN)).toBe(false);
  });
});
