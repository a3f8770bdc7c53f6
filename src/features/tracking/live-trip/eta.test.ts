import { describe, expect, it } from 'vitest';
import type { TrackingPoint } from '@/contract/load-detail';
import { trackingFixture } from '../fixtures';
import { estimateArrival, milesLeft, recentMph } from './eta';

const pt = (Latitude: number, Longitude: number, City: string | null = null, EventDate: string | null = null): TrackingPoint => ({
  Latitude,
  Longitude,
  City,
  State: null,
  EventName: null,
  EventDate,
});
const T0 = Date.parse('2026-11-25T10:00:00Z');
const at = (min: number) => new Date(T0 + min * 60_000).toISOString();
/** Due north along a meridian: 1 degree of latitude is about 69.1 miles. */
const planned = [pt(30, -96, 'Origin'), pt(31, -96), pt(32, -96), pt(33, -96, 'Receiver')];

describe('ETA to the next place', () => {
  it('measures the recent speed over the last 30 minutes of points', () => {
    // 0.5 degree (34.5 mi) in 30 minutes: about 69 mph
    const line = [pt(30, -96, null, at(0)), pt(30.25, -96, null, at(15)), pt(30.5, -96, null, at(30))];
    expect(recentMph(line)).toBeCloseTo(69.1, 0);
    expect(recentMph(line.slice(0, 1))).toBeNull();
  });

  it('counts the planned route left from the truck, and uses the planning speed when the truck stands still', () => {
    expect(milesLeft(pt(31, -96), { PlannedPolyline: planned, Stops: [], StatusCode: 'IT' })).toBeCloseTo(138.2, 0);
    const stopped = [pt(31, -96, null, at(0)), pt(31, -96, null, at(20))];
    const eta = estimateArrival(trackingFixture({ StatusCode: 'IT', PlannedPolyline: planned, Polyline: stopped, Stops: [] }))!;
    expect(eta.recent).toBe(false);
    expect(eta.minutes).toBeCloseTo((138.2 / 50) * 60, -1);
    expect(eta.at).toBe(T0 + 20 * 60_000 + eta.minutes * 60_000);
  });

  it('counts from the truck forward on a sparse route, never back to a waypoint it has passed', () => {
    // Two waypoints 3 degrees apart; the truck is a third of the way along, nearer the one behind it.
    const sparse = [pt(30, -96, 'Origin'), pt(33, -96, 'Receiver')];
    expect(milesLeft(pt(31, -96), { PlannedPolyline: sparse, Stops: [], StatusCode: 'IT' })).toBeCloseTo(138.2, 0);
    // Off the route by a little (a parallel road): still the miles ahead.
    expect(milesLeft(pt(31, -95.95), { PlannedPolyline: sparse, Stops: [], StatusCode: 'IT' })).toBeCloseTo(138.2, 0);
  });

  it('on the way to the pickup the next place is the pickup; at a place there is no ETA', () => {
    const line = [pt(29, -96, null, at(0)), pt(29.5, -96, null, at(30))];
    const eta = estimateArrival(trackingFixture({ StatusCode: 'OFP', PlannedPolyline: planned, Polyline: line, Stops: [] }))!;
    expect(eta.recent).toBe(true);
    expect(eta.minutes).toBeCloseTo(30, 0);
    expect(estimateArrival(trackingFixture({ StatusCode: 'AT', PlannedPolyline: planned, Polyline: line }))).toBeNull();
  });
});
