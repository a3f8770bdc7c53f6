import type { TrackingPoint } from '../../src/contract/load-detail';

/**
 * The truck's route as the tracking answer sends it (issue 36, decision 147): a long trip has thousands of device
 * points (10 hours at one every 5 s: 7,200), and the map needs a line that looks the same at street level. The line
 * is simplified with Douglas–Peucker at THIN_METRES; named points (itinerary events), the first and the last are
 * always kept. The full list is sent on request (`?detail=full`).
 */
export const THIN_METRES = 15;

const METRES_PER_DEGREE = 111_320;

/** Metres from p to the segment a–b, on a local flat projection (accurate to well under a metre at these scales). */
function offsetMetres(p: TrackingPoint, a: TrackingPoint, b: TrackingPoint): number {
  const cos = Math.cos((a.Latitude * Math.PI) / 180);
  const x = (q: TrackingPoint) => (q.Longitude - a.Longitude) * cos * METRES_PER_DEGREE;
  const y = (q: TrackingPoint) => (q.Latitude - a.Latitude) * METRES_PER_DEGREE;
  const [px, py, bx, by] = [x(p), y(p), x(b), y(b)];
  const length2 = bx * bx + by * by;
  const t = length2 === 0 ? 0 : Math.max(0, Math.min(1, (px * bx + py * by) / length2));
  return Math.hypot(px - t * bx, py - t * by);
}

export function thinTripLine(points: readonly TrackingPoint[], metres = THIN_METRES): TrackingPoint[] {
  if (points.length <= 2) return [...points];
  const keep = new Uint8Array(points.length);
  keep[0] = 1;
  keep[points.length - 1] = 1;
  points.forEach((p, i) => {
    if (p.EventName) keep[i] = 1;
  });
  // Iterative Douglas–Peucker between kept neighbours.
  const spans: [number, number][] = [];
  let from = 0;
  for (let i = 1; i < points.length; i++) {
    if (keep[i]) {
      spans.push([from, i]);
      from = i;
    }
  }
  while (spans.length > 0) {
    const [first, last] = spans.pop()!;
    let farthest = -1;
    let distance = metres;
    for (let i = first + 1; i < last; i++) {
      const d = offsetMetres(points[i], points[first], points[last]);
      if (d > distance) [farthest, distance] = [i, d];
    }
    if (farthest < 0) continue;
    keep[farthest] = 1;
    spans.push([first, farthest], [farthest, last]);
  }
  return points.filter((_, i) => keep[i]);
}
