import type { TrackingResponse } from '@/contract/load-detail';
import { METRES_PER_MILE, metresBetween } from '@/contract/positions';
import { projection } from '@/shared/eta';

/** The planning speed of the load's route (decision 047), used when the truck's recent speed is not known. */
export const PLANNING_MPH = 50;
/** The window the recent speed is measured over, and the least span it needs. */
const RECENT_MS = 30 * 60_000;
const MIN_SPAN_MS = 5 * 60_000;
/** Slower than this the truck is stopped (traffic, a break): the planning speed says more about what is left. */
const STOPPED_MPH = 5;

type Point = { Latitude: number; Longitude: number };

/** The truck's average speed over its last 30 minutes of recorded points, in mph; null when it cannot be told. */
export function recentMph(polyline: TrackingResponse['Polyline']): number | null {
  const timed = polyline.filter((p) => p.EventDate).map((p) => ({ ...p, at: Date.parse(p.EventDate!) }));
  const last = timed.at(-1);
  if (!last) return null;
  const recent = timed.filter((p) => p.at >= last.at - RECENT_MS);
  const span = last.at - recent[0].at;
  if (span < MIN_SPAN_MS) return null;
  let metres = 0;
  for (let i = 1; i < recent.length; i++) metres += metresBetween(recent[i - 1], recent[i]);
  return metres / METRES_PER_MILE / (span / 3_600_000);
}

/** The index in the planned route of the next place: the pickup on the way there, else the first stop not done, else the receiver. */
function targetIndex(tracking: Pick<TrackingResponse, 'PlannedPolyline' | 'Stops' | 'StatusCode'>): number {
  const planned = tracking.PlannedPolyline;
  if (tracking.StatusCode === 'OFP') return 0;
  // Points of the planned route that sit on a waypoint carry its place: origin, each stop, the receiver.
  const places = planned.map((p, i) => (p.City !== null ? i : -1)).filter((i) => i >= 0);
  const open = tracking.Stops.findIndex((s) => !s.Delivered);
  if (open >= 0 && places.length === tracking.Stops.length + 2) return places[open + 1];
  return planned.length - 1;
}

/**
 * Miles left along the planned route from the truck to the next place: from the truck to the end of the route's
 * segment nearest it, then along the route. (The nearest vertex alone can lie behind the truck, and a sparse route
 * would count the miles back to it and again forward.)
 */
export function milesLeft(truck: Point, tracking: Pick<TrackingResponse, 'PlannedPolyline' | 'Stops' | 'StatusCode'>): number | null {
  const planned = tracking.PlannedPolyline;
  if (planned.length === 0) return null;
  const target = targetIndex(tracking);
  let segmentEnd = 0;
  let nearest = metresBetween(truck, planned[0]);
  for (let i = 1; i < planned.length; i++) {
    const [a, b] = [planned[i - 1], planned[i]];
    const t = projection(truck, a, b);
    const onSegment = { Latitude: a.Latitude + (b.Latitude - a.Latitude) * t, Longitude: a.Longitude + (b.Longitude - a.Longitude) * t };
    const distance = metresBetween(truck, onSegment);
    if (distance < nearest) [nearest, segmentEnd] = [distance, i];
  }
  if (segmentEnd >= target) return metresBetween(truck, planned[target]) / METRES_PER_MILE;
  let metres = metresBetween(truck, planned[segmentEnd]);
  for (let i = segmentEnd + 1; i <= target; i++) metres += metresBetween(planned[i - 1], planned[i]);
  return metres / METRES_PER_MILE;
}

export type Eta = { at: number; minutes: number; mph: number; recent: boolean };

/**
 * When the truck reaches the next place (decision 102): the planned route left from the point of it nearest the truck,
 * at the truck's speed over the last 30 minutes, or at 50 mph when that is unknown or the truck stands still; counted
 * from the last position, so a truck not heard from for a while is not made to look stuck. Only on the road (OFP, IT).
 */
export function estimateArrival(tracking: Pick<TrackingResponse, 'PlannedPolyline' | 'Polyline' | 'Stops' | 'StatusCode'>): Eta | null {
  if (tracking.StatusCode !== 'OFP' && tracking.StatusCode !== 'IT') return null;
  const last = tracking.Polyline.at(-1);
  if (!last?.EventDate) return null;
  const miles = milesLeft(last, tracking);
  if (miles === null) return null;
  const measured = recentMph(tracking.Polyline);
  const recent = measured !== null && measured >= STOPPED_MPH;
  const mph = recent ? measured : PLANNING_MPH;
  const minutes = (miles / mph) * 60;
  return { at: Date.parse(last.EventDate) + minutes * 60_000, minutes, mph, recent };
}
