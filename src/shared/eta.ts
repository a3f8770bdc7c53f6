/**
 * The live ETA of a load (issue 41, decision 169): what is left of the planned route, driven at the truck's recent
 * moving speed (bounded), with the dwell of each place still to be worked before the delivery. Pure arithmetic,
 * shared by the server (recomputed with each batch of positions) and the tests.
 */
import { METRES_PER_MILE, metresBetween } from '../contract/positions';

export type LatLng = { Latitude: number; Longitude: number };
export type TimedPoint = LatLng & { at: number };

/** Used when the recent speed cannot be told (too few points, or the truck stood still). */
export const PLANNING_MPH = 50;
/** The recent speed is bounded: a burst on an empty road or a crawl through a town says little about the miles left. */
export const MIN_MPH = 25;
export const MAX_MPH = 65;
/** Slower than this between two points the truck is stopped; that time is not moving time. */
export const STOPPED_MPH = 5;
/** The window the moving speed is measured over, and the least moving time it needs. */
export const RECENT_MS = 30 * 60_000;
export const MIN_MOVING_MS = 5 * 60_000;
/** Time spent at each pickup or stop still ahead before the truck drives on (loading, unloading, paperwork). */
export const STOP_DWELL_MINUTES = 30;

/** The truck's moving speed over its last 30 minutes of points (mph); null when it moved less than 5 minutes of it. */
export function movingMph(points: readonly TimedPoint[]): number | null {
  const last = points.at(-1);
  if (!last) return null;
  let metres = 0;
  let movingMs = 0;
  for (let i = 1; i < points.length; i++) {
    const [a, b] = [points[i - 1], points[i]];
    if (a.at < last.at - RECENT_MS) continue;
    const ms = b.at - a.at;
    if (ms <= 0) continue;
    const step = metresBetween(a, b);
    const mph = step / METRES_PER_MILE / (ms / 3_600_000);
    if (mph < STOPPED_MPH) continue;
    metres += step;
    movingMs += ms;
  }
  if (movingMs < MIN_MOVING_MS) return null;
  return metres / METRES_PER_MILE / (movingMs / 3_600_000);
}

/** The speed the ETA uses: the moving speed within [MIN_MPH, MAX_MPH], else the planning speed. */
export const boundedMph = (measured: number | null): number =>
  measured === null ? PLANNING_MPH : Math.min(MAX_MPH, Math.max(MIN_MPH, measured));

/** Where along segment a→b the point projects (0 at a, 1 at b), on a local flat map (the segment is short against the Earth). */
export function projection(p: LatLng, a: LatLng, b: LatLng): number {
  const scale = Math.cos((a.Latitude * Math.PI) / 180);
  const [bx, by] = [(b.Longitude - a.Longitude) * scale, b.Latitude - a.Latitude];
  const [px, py] = [(p.Longitude - a.Longitude) * scale, p.Latitude - a.Latitude];
  const length = bx * bx + by * by;
  return length === 0 ? 0 : Math.min(1, Math.max(0, (px * bx + py * by) / length));
}

/** Miles along `line` from index `from` to index `to`. */
export function lineMiles(line: readonly LatLng[], from: number, to: number): number {
  let metres = 0;
  for (let i = from + 1; i <= to; i++) metres += metresBetween(line[i - 1], line[i]);
  return metres / METRES_PER_MILE;
}

/**
 * Miles from the truck to `line[target]` along the line: to the end of the segment (before the target) nearest the
 * truck, then along the line. Past the target's segment the straight distance is all that is left.
 */
export function milesToIndex(truck: LatLng, line: readonly LatLng[], target: number): number {
  if (target <= 0) return metresBetween(truck, line[0]) / METRES_PER_MILE;
  let segmentEnd = 1;
  let nearest = Infinity;
  for (let i = 1; i <= target; i++) {
    const [a, b] = [line[i - 1], line[i]];
    const t = projection(truck, a, b);
    const on = { Latitude: a.Latitude + (b.Latitude - a.Latitude) * t, Longitude: a.Longitude + (b.Longitude - a.Longitude) * t };
    const distance = metresBetween(truck, on);
    if (distance < nearest) [nearest, segmentEnd] = [distance, i];
  }
  return metresBetween(truck, line[segmentEnd]) / METRES_PER_MILE + lineMiles(line, segmentEnd, target);
}

/** The index in `line` of each place, in order (the first point at or after the previous place that sits on it). */
export function placeIndices(line: readonly LatLng[], places: readonly LatLng[]): number[] | null {
  const near = (a: LatLng, b: LatLng) => Math.abs(a.Latitude - b.Latitude) < 1e-5 && Math.abs(a.Longitude - b.Longitude) < 1e-5;
  const indices: number[] = [];
  let at = 0;
  for (const place of places) {
    while (at < line.length && !near(line[at], place)) at++;
    if (at === line.length) return null;
    indices.push(at);
  }
  return indices;
}

export type EtaPlace<K extends string = string> = LatLng & { key: K };
export type PlaceEta<K extends string = string> = { key: K; at: number; miles: number };

/**
 * Arrival times at each place still ahead (`places[0]` is the next one, the last the delivery), from the truck's last
 * point at `from` driven at `mph`; each place before the delivery adds its dwell before the truck leaves it. `line`
 * is the planned route through every place of the trip (`allPlaces`, in order); when it does not pass through them the
 * places are joined straight.
 */
export function placeEtas<K extends string>(input: {
  truck: LatLng;
  from: number;
  mph: number;
  line: readonly LatLng[];
  allPlaces: readonly LatLng[];
  places: readonly EtaPlace<K>[];
  dwellMinutes?: number;
}): PlaceEta<K>[] {
  const { truck, from, mph, places, dwellMinutes = STOP_DWELL_MINUTES } = input;
  if (places.length === 0) return [];
  const indices = placeIndices(input.line, input.allPlaces);
  const line = indices ? input.line : input.allPlaces;
  // `places` are the last ones of `allPlaces` (the trip's places still ahead).
  const offset = input.allPlaces.length - places.length;
  const lineIndex = (i: number): number => (indices ? indices[offset + i] : offset + i);
  const hoursOf = (miles: number) => (miles / mph) * 3_600_000;
  const answer: PlaceEta<K>[] = [];
  let at = from;
  let miles = 0;
  let previous = -1;
  for (const [i, place] of places.entries()) {
    const index = lineIndex(i);
    const leg = previous < 0 ? milesToIndex(truck, line, index) : lineMiles(line, previous, index);
    if (previous >= 0) at += dwellMinutes * 60_000;
    at += hoursOf(leg);
    miles += leg;
    answer.push({ key: place.key, at: Math.round(at), miles: Math.round(miles * 10) / 10 });
    previous = index;
  }
  return answer;
}

/** Minutes an ETA must slip past the one last notified before the shipper is told again. */
export const LATE_AGAIN_MINUTES = 30;

/**
 * Whether a place's ETA is worth a "running late" notification: past the end of its appointment window, and either
 * never notified or at least LATE_AGAIN_MINUTES later than the ETA last notified.
 */
export function lateNotice(eta: number, windowEnd: number | null, lastNotified: number | null): boolean {
  if (windowEnd === null || eta <= windowEnd) return false;
  return lastNotified === null || eta - lastNotified >= LATE_AGAIN_MINUTES * 60_000;
}
