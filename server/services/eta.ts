import { and, arrayContains, asc, desc, eq, gte } from 'drizzle-orm';
import type { EtaPlaceKind, LoadEta } from '../../src/contract/share';
import { boundedMph, lateNotice, movingMph, placeEtas, RECENT_MS, type LatLng } from '../../src/shared/eta';
import type { Db } from '../db/database';
import { shipmentEtas, shipmentStops, shipments, shippers, trackingPoints, tripPlaces, users } from '../db/schema';
import { notify } from './notifications';

/**
 * The live ETA and "running late" (issue 41, decision 169). `recomputeEta` runs in the transaction of each batch of
 * positions: it stores the ETA to the next place and to the delivery, and when an ETA passes the end of a place's
 * appointment window it notifies the shipper and BackOffice once, and again only when it slips 30 more minutes.
 * `recordArrival` stores on time or late when a place is reached (status moves AT and AR).
 */

/** A place of the trip: 'pickup', 'stop:<id>' or 'delivery'. */
export type PlaceKey = 'pickup' | 'delivery' | `stop:${number}`;

export type TripPlace = LatLng & {
  key: PlaceKey;
  kind: EtaPlaceKind;
  stopPosition: number | null;
  city: string;
  state: string;
  windowFrom: Date | null;
  windowEnd: Date | null;
  done: boolean;
};

/** The statuses in which the truck is on its way to a place of the trip, and whether the pickup is still ahead. */
const ON_THE_WAY: Record<string, { pickupAhead: boolean }> = {
  OFP: { pickupAhead: true },
  AT: { pickupAhead: false },
  IT: { pickupAhead: false },
};

const hasCoordinates = (p: { latitude: number | null; longitude: number | null }) => p.latitude !== null && p.longitude !== null;

/** The load's places in trip order with their appointment windows (the window's end, or its start when it has none). */
export async function tripPlacesOf(db: Db, shipmentId: number) {
  const [load] = await db.select().from(shipments).where(eq(shipments.id, shipmentId));
  if (!load) return null;
  const stops = await db
    .select()
    .from(shipmentStops)
    .where(eq(shipmentStops.shipmentId, shipmentId))
    .orderBy(asc(shipmentStops.position), asc(shipmentStops.id));
  const pickedUp = !['DF', 'OP', 'BK', 'OFP'].includes(load.statusCode);
  const delivered = ['AR', 'DL', 'CL'].includes(load.statusCode);
  const place = (
    key: PlaceKey,
    kind: EtaPlaceKind,
    row: { latitude: number | null; longitude: number | null; city: string; state: string },
    from: Date | null,
    to: Date | null,
    done: boolean,
    stopPosition: number | null = null,
  ): TripPlace | null =>
    hasCoordinates(row)
      ? {
          key,
          kind,
          stopPosition,
          city: row.city,
          state: row.state,
          Latitude: row.latitude!,
          Longitude: row.longitude!,
          windowFrom: from,
          windowEnd: to ?? from,
          done,
        }
      : null;
  const places = [
    place(
      'pickup',
      'Pickup',
      { latitude: load.shippingLatitude, longitude: load.shippingLongitude, city: load.shippingCity, state: load.shippingState },
      load.puAppointmentDate,
      load.puAppointmentToDate,
      pickedUp,
    ),
    ...stops.map((s) =>
      s.type === 'Pick-up'
        ? place(`stop:${s.id}`, 'Stop', s, s.puAppointmentDate, s.puAppointmentToDate, s.delivered, s.position)
        : place(`stop:${s.id}`, 'Stop', s, s.delAppointmentDate, s.delAppointmentToDate, s.delivered, s.position),
    ),
    place(
      'delivery',
      'Delivery',
      { latitude: load.receivingLatitude, longitude: load.receivingLongitude, city: load.receivingCity, state: load.receivingState },
      load.delAppointmentDate,
      load.delAppointmentToDate,
      delivered,
    ),
  ].filter((p): p is TripPlace => p !== null);
  return { load, stops, places };
}

/** The planned line stored on the load (the routing server's or the seed's), else the places joined straight. */
function storedLine(value: unknown, places: readonly LatLng[]): LatLng[] {
  if (!Array.isArray(value) || value.length < 2) return [...places];
  const line = value as { Latitude?: unknown; Longitude?: unknown }[];
  return line.every((p) => typeof p?.Latitude === 'number' && typeof p?.Longitude === 'number') ? (line as LatLng[]) : [...places];
}

async function staffUserIds(db: Db): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(arrayContains(users.roles, ['BackOffice']), eq(users.lockedOut, false)));
  return rows.map((r) => r.id);
}

/**
 * The load's points of the RECENT_MS before its newest one, in time order. With `newestAtLeast` (a batch of positions
 * just stored: the newest point is at least that new) one statement that visits only the partitions from that time
 * less RECENT_MS on (decision 185); without it, the newest is looked up first.
 */
async function recentPoints(tx: Db, shipmentId: number, newestAtLeast?: Date) {
  const columns = { Latitude: trackingPoints.latitude, Longitude: trackingPoints.longitude, eventDate: trackingPoints.eventDate };
  let from = newestAtLeast;
  if (!from) {
    const [newest] = await tx
      .select({ at: trackingPoints.eventDate })
      .from(trackingPoints)
      .where(eq(trackingPoints.shipmentId, shipmentId))
      .orderBy(desc(trackingPoints.eventDate), desc(trackingPoints.id))
      .limit(1);
    if (!newest) return [];
    from = newest.at;
  }
  const rows = await tx
    .select(columns)
    .from(trackingPoints)
    .where(and(eq(trackingPoints.shipmentId, shipmentId), gte(trackingPoints.eventDate, new Date(from.getTime() - RECENT_MS))))
    .orderBy(asc(trackingPoints.eventDate), asc(trackingPoints.id));
  if (rows.length === 0) return rows;
  const newest = rows.at(-1)!.eventDate.getTime();
  return rows.filter((p) => p.eventDate.getTime() >= newest - RECENT_MS);
}

/**
 * Recomputes the load's ETA from its newest positions (in the caller's transaction) and notifies lateness. A load not on
 * its way (or with no position, or no place left with coordinates) has no ETA.
 */
export async function recomputeEta(tx: Db, shipmentId: number, now = new Date(), newestAtLeast?: Date): Promise<void> {
  const trip = await tripPlacesOf(tx, shipmentId);
  const way = trip && ON_THE_WAY[trip.load.statusCode];
  const ahead = trip?.places.filter((p) => !p.done) ?? [];
  const recent =
    trip && way && ahead.length > 0 && ahead.at(-1)!.kind === 'Delivery' ? await recentPoints(tx, shipmentId, newestAtLeast) : [];
  if (!trip || !way || recent.length === 0 || ahead.length === 0 || ahead.at(-1)!.kind !== 'Delivery') {
    await tx.delete(shipmentEtas).where(eq(shipmentEtas.shipmentId, shipmentId));
    return;
  }
  const points = recent.map((p) => ({ Latitude: p.Latitude, Longitude: p.Longitude, at: p.eventDate.getTime() }));
  const truck = points.at(-1)!;
  const mph = boundedMph(movingMph(points));
  const etas = placeEtas({
    truck,
    from: truck.at,
    mph,
    line: storedLine(trip.load.plannedPolyline, trip.places),
    allPlaces: trip.places,
    places: ahead,
  });
  const [next, delivery] = [etas[0], etas.at(-1)!];
  const late = (i: number) => ahead[i].windowEnd !== null && etas[i].at > ahead[i].windowEnd!.getTime();
  const row = {
    shipmentId,
    nextPlace: next.key,
    nextAt: new Date(next.at),
    deliveryAt: new Date(delivery.at),
    mph: Math.round(mph * 10) / 10,
    nextLate: late(0),
    deliveryLate: late(etas.length - 1),
    computedAt: now,
  };
  await tx.insert(shipmentEtas).values(row).onConflictDoUpdate({ target: shipmentEtas.shipmentId, set: row });
  await notifyLateness(tx, trip.load, ahead, etas);
}

async function notifyLateness(
  tx: Db,
  load: { id: number; code: string; shipperId: number },
  ahead: readonly TripPlace[],
  etas: readonly { key: PlaceKey; at: number }[],
): Promise<void> {
  // Only a place whose ETA is past its window can be due a notice: on time, the notices sent before are not read.
  if (!ahead.some((place, i) => lateNotice(etas[i].at, place.windowEnd?.getTime() ?? null, null))) return;
  const notified = await tx.select().from(tripPlaces).where(eq(tripPlaces.shipmentId, load.id));
  const lastNotified = new Map(notified.map((r) => [r.place, r.notifiedEta?.getTime() ?? null]));
  const due = ahead.filter((place, i) => lateNotice(etas[i].at, place.windowEnd?.getTime() ?? null, lastNotified.get(place.key) ?? null));
  if (due.length === 0) return;
  const [owner] = await tx.select({ userId: shippers.userId }).from(shippers).where(eq(shippers.id, load.shipperId));
  const recipients = [...new Set([...(owner ? [owner.userId] : []), ...(await staffUserIds(tx))])];
  for (const place of due) {
    const eta = new Date(etas[ahead.indexOf(place)].at);
    await tx
      .insert(tripPlaces)
      .values({ shipmentId: load.id, place: place.key, notifiedEta: eta })
      .onConflictDoUpdate({ target: [tripPlaces.shipmentId, tripPlaces.place], set: { notifiedEta: eta } });
    await notify(
      tx,
      recipients.map((userId) => ({
        userId,
        kind: 'RunningLate' as const,
        shipmentId: load.id,
        code: load.code,
        data: {
          Place: place.kind,
          City: place.city || null,
          Eta: eta.toISOString(),
          WindowEnd: place.windowEnd!.toISOString(),
        },
      })),
    );
  }
}

/**
 * On time or late for the places a status move reaches: AT reaches the pickup, AR the delivery and every stop it
 * closes (at the stop's recorded time). A place with no appointment window records its arrival without a verdict.
 */
export async function recordArrivals(tx: Db, shipmentId: number, to: string, at: Date): Promise<void> {
  if (to !== 'AT' && to !== 'AR') return;
  await tx
    .delete(shipmentEtas)
    .where(and(eq(shipmentEtas.shipmentId, shipmentId), eq(shipmentEtas.nextPlace, to === 'AT' ? 'pickup' : 'delivery')));
  const trip = await tripPlacesOf(tx, shipmentId);
  if (!trip) return;
  const reachedAt = (p: TripPlace): Date => {
    if (p.kind !== 'Stop') return at;
    const stop = trip.stops.find((s) => `stop:${s.id}` === p.key);
    return stop?.eventDate ?? at;
  };
  const reached = trip.places.filter((p) => (to === 'AT' ? p.key === 'pickup' : p.key !== 'pickup'));
  for (const place of reached) {
    const when = reachedAt(place);
    const onTime = place.windowEnd === null ? null : when.getTime() <= place.windowEnd.getTime();
    await tx
      .insert(tripPlaces)
      .values({ shipmentId, place: place.key, reachedAt: when, onTime })
      .onConflictDoUpdate({
        target: [tripPlaces.shipmentId, tripPlaces.place],
        set: { reachedAt: when, onTime },
      });
  }
}

/** The ETA as the tracking answer and the share page send it; null when the truck is not on its way. */
export async function readEta(
  db: Db,
  shipmentId: number,
  statusCode: string,
  stops: readonly { id: number; position: number }[],
): Promise<LoadEta | null> {
  if (!ON_THE_WAY[statusCode]) return null;
  const [row] = await db.select().from(shipmentEtas).where(eq(shipmentEtas.shipmentId, shipmentId));
  if (!row) return null;
  const stopId = row.nextPlace.startsWith('stop:') ? Number(row.nextPlace.slice(5)) : null;
  return {
    NextPlace: row.nextPlace === 'pickup' ? 'Pickup' : row.nextPlace === 'delivery' ? 'Delivery' : 'Stop',
    NextStop: stopId === null ? null : (stops.find((s) => s.id === stopId)?.position ?? null),
    NextAt: row.nextAt.toISOString(),
    DeliveryAt: row.deliveryAt.toISOString(),
    NextLate: row.nextLate,
    DeliveryLate: row.deliveryLate,
    Mph: row.mph,
    ComputedAt: row.computedAt.toISOString(),
  };
}
