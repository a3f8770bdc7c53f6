import { metresBetween, POINT_FILTER, type PositionInput } from '@/contract/positions';

/** A position as the device gave it, with its time in epoch ms. */
export type DevicePoint = PositionInput & { at: number };

/**
 * The device's point filter (issue 17): never a point less accurate than 500 m, never two within 10 s, and otherwise
 * one when the truck moved at least 200 m or a minute passed since the last kept point.
 */
export function keepPoint(last: DevicePoint | null, next: DevicePoint, filter = POINT_FILTER): boolean {
  if (next.Accuracy !== null && next.Accuracy > filter.maxAccuracyMetres) return false;
  if (!last) return true;
  const ms = next.at - last.at;
  if (ms < filter.minGapMs) return false;
  return ms >= filter.minIntervalMs || metresBetween(last, next) >= filter.minMetres;
}

/** A browser position as a wire point. */
export function fromGeolocation(position: GeolocationPosition): DevicePoint {
  const c = position.coords;
  const finite = (n: number | null) => (n === null || !Number.isFinite(n) ? null : n);
  return {
    Latitude: c.latitude,
    Longitude: c.longitude,
    Accuracy: finite(c.accuracy),
    Speed: finite(c.speed),
    Heading: finite(c.heading),
    RecordedAt: new Date(position.timestamp).toISOString(),
    at: position.timestamp,
  };
}
