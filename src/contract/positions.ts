/**
 * Positions from the trucker's device (issue 17, decision 100): `POST /api/Tracking/{id}/Positions` with a batch of
 * points → 202 `{ Accepted, Dropped }`, and the live `positions` event of GET /api/Events. Shared by server and app.
 */
import * as v from 'valibot';
import type { LoadStatusCode } from './loads';
import { message, say } from './messages';

export type PositionInput = {
  Latitude: number;
  Longitude: number;
  /** Metres (the 68 % radius the device reports). */
  Accuracy: number | null;
  /** Metres per second. */
  Speed: number | null;
  /** Degrees from north. */
  Heading: number | null;
  /** When the device took the point (device clock, ISO 8601). */
  RecordedAt: string;
};

export type PositionsAnswer = { Accepted: number; Dropped: number };

/** GET /api/Tracking/{id}: the route thinned for the map, or `detail=full` for every stored point (issue 36). */
export const TRACKING_QUERY_KEYS = ['detail'] as const;
export const trackingQuerySchema = v.object({
  detail: v.optional(v.picklist(['full'], say(message('tracking_detail', 'detail must be full.')))),
});

/** At most this many points in one request. */
export const MAX_POSITIONS_PER_BATCH = 100;
/** Statuses in which the assigned trucker's device records the trip. */
export const TRACKED_STATUSES: readonly LoadStatusCode[] = ['OFP', 'AT', 'IT', 'AR'];

/** The device's point filter. */
export const POINT_FILTER = {
  minMetres: 200,
  minIntervalMs: 60_000,
  minGapMs: 10_000,
  maxAccuracyMetres: 500,
} as const;
/** How often waiting points are handed to the outbox as one batch while the trip is recorded. */
export const BATCH_EVERY_MS = 60_000;
/** The server's checks. */
export const MAX_IMPLIED_MPH = 150;
/** A stop is "near" (arrival hint) within this distance. */
export const ARRIVAL_HINT_METRES = 500;

/** The live event to every BackOffice tab: a load's status (and so its trip times) changed; its shipper is told by a notification. */
export const EVENT_TRACKING = 'tracking';
export type TrackingEvent = { ShipmentId: number };

/** The live event: a batch of the load's positions was stored (to its shipper's tabs and every BackOffice tab). */
export const EVENT_POSITIONS = 'positions';
export type PositionsEvent = {
  ShipmentId: number;
  /** The newest stored point of the load. */
  Latitude: number;
  Longitude: number;
  EventDate: string;
  Accepted: number;
};

const number = v.number();
const optionalNumber = v.optional(v.nullable(v.number()), null);

/**
 * The request body. Only its shape is checked here (an array of 1–100 items); each point's values are checked by
 * the server one by one, and a failing point is dropped and counted, never a refusal of the whole batch.
 */
export const positionsBodySchema = v.pipe(
  v.array(v.unknown(), say(message('positions_list', 'The body must be a list of positions.'))),
  v.minLength(1, say(message('positions_at_least_one', 'Send at least one position.'))),
  v.maxLength(MAX_POSITIONS_PER_BATCH, say(message('positions_at_most', `At most ${MAX_POSITIONS_PER_BATCH} positions per request.`))),
);

/** One point's values (the server drops a point that does not pass). */
export const positionSchema = v.object({
  Latitude: v.pipe(number, v.minValue(-90), v.maxValue(90)),
  Longitude: v.pipe(number, v.minValue(-180), v.maxValue(180)),
  Accuracy: v.pipe(
    optionalNumber,
    v.check((n) => n === null || (Number.isFinite(n) && n >= 0)),
  ),
  Speed: v.pipe(
    optionalNumber,
    v.check((n) => n === null || (Number.isFinite(n) && n >= 0)),
  ),
  Heading: v.pipe(
    optionalNumber,
    v.check((n) => n === null || Number.isFinite(n)),
  ),
  RecordedAt: v.pipe(v.string(), v.isoTimestamp()),
});

const EARTH_METRES = 6_371_008.8;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle metres between two points (haversine). */
export function metresBetween(a: { Latitude: number; Longitude: number }, b: { Latitude: number; Longitude: number }): number {
  const dLat = rad(b.Latitude - a.Latitude);
  const dLng = rad(b.Longitude - a.Longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.Latitude)) * Math.cos(rad(b.Latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_METRES * Math.asin(Math.min(1, Math.sqrt(h)));
}

export const METRES_PER_MILE = 1609.344;
