import { asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database';
import { addressBook, shipmentStops, shipments } from '../db/schema';
import { type ActivityField, diffFields } from './load-activities';

/**
 * TotalMiles and DrivingTime of a load (decision 047 §The load): great-circle distance through pickup → stops (by
 * Position) → receiver × 1.17 road factor, driven at 50 mph. Coordinates are the address book entries' (the city
 * centre from the bundled list); an entry without them, or a place without an entry, falls back to the coordinates
 * stored on the load or stop row; places without any are skipped. Pure arithmetic, no network call: it runs inside
 * the writer's transaction (a routing server would hold the load's row lock for its timeout).
 */

export const ROAD_FACTOR = 1.17;
export const AVERAGE_MPH = 50;
const EARTH_RADIUS_MILES = 3958.8;

export type RoutePoint = { latitude: number | null; longitude: number | null };
export type RouteTotals = { totalMiles: number; drivingTime: number };
export type RouteChange = RouteTotals & { fields: ActivityField[] };

export function greatCircleMiles(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLng = (b.longitude - a.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLng / 2) ** 2;
  return EARTH_RADIUS_MILES * 2 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Miles (one decimal) and seconds through the points that have coordinates; 0 / 0 with fewer than two. */
export function routeTotals(points: readonly RoutePoint[]): RouteTotals {
  const known = points.filter(
    (p): p is { latitude: number; longitude: number } =>
      Number.isFinite(p.latitude) && Number.isFinite(p.longitude) && p.latitude !== null && p.longitude !== null,
  );
  let miles = 0;
  for (let i = 1; i < known.length; i++) miles += greatCircleMiles(known[i - 1], known[i]);
  const totalMiles = Math.round(miles * ROAD_FACTOR * 10) / 10;
  return { totalMiles, drivingTime: Math.round((totalMiles / AVERAGE_MPH) * 3600) };
}

const pick = (entry: RoutePoint | null, own: RoutePoint): RoutePoint =>
  entry && entry.latitude !== null && entry.longitude !== null ? entry : own;

/**
 * Recomputes and stores TotalMiles and DrivingTime of one load from its current pickup, stops and receiver. Call
 * inside the transaction of any write that changes the route (pickup or receiver company, a stop added, moved,
 * changed or deleted). Does not bump the load's version (a stop write must not make the open form stale).
 * Returns the new totals and the changed fields for the caller's `Updated` activity (empty when unchanged).
 */
export async function recomputeRoute(tx: Db, shipmentId: number): Promise<RouteChange | null> {
  const pickupEntry = alias(addressBook, 'pickup_entry');
  const destinationEntry = alias(addressBook, 'destination_entry');
  const [load] = await tx
    .select({
      totalMiles: shipments.totalMiles,
      drivingTime: shipments.drivingTime,
      shipping: { latitude: shipments.shippingLatitude, longitude: shipments.shippingLongitude },
      receiving: { latitude: shipments.receivingLatitude, longitude: shipments.receivingLongitude },
      pickup: { latitude: pickupEntry.latitude, longitude: pickupEntry.longitude },
      destination: { latitude: destinationEntry.latitude, longitude: destinationEntry.longitude },
    })
    .from(shipments)
    .leftJoin(pickupEntry, eq(pickupEntry.id, shipments.pickupAddressId))
    .leftJoin(destinationEntry, eq(destinationEntry.id, shipments.destinationAddressId))
    .where(eq(shipments.id, shipmentId));
  if (!load) return null;
  const stops = await tx
    .select({
      own: { latitude: shipmentStops.latitude, longitude: shipmentStops.longitude },
      entry: { latitude: addressBook.latitude, longitude: addressBook.longitude },
    })
    .from(shipmentStops)
    .leftJoin(addressBook, eq(addressBook.id, shipmentStops.addressId))
    .where(eq(shipmentStops.shipmentId, shipmentId))
    .orderBy(asc(shipmentStops.position), asc(shipmentStops.id));
  const totals = routeTotals([
    pick(load.pickup, load.shipping),
    ...stops.map((s) => pick(s.entry, s.own)),
    pick(load.destination, load.receiving),
  ]);
  const fields = diffFields(
    { TotalMiles: load.totalMiles, DrivingTime: load.drivingTime },
    { TotalMiles: totals.totalMiles, DrivingTime: totals.drivingTime },
    { TotalMiles: 'decimal', DrivingTime: 'int' },
  );
  if (fields.length > 0)
    await tx.update(shipments).set({ totalMiles: totals.totalMiles, drivingTime: totals.drivingTime }).where(eq(shipments.id, shipmentId));
  return { ...totals, fields };
}
