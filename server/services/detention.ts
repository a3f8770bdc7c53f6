import { and, asc, eq, inArray } from 'drizzle-orm';
import { metresBetween } from '../../src/contract/positions';
import type { DetentionAnswer, StopDetention, StopKey } from '../../src/contract/pay';
import { chooseTimes, detention, detentionAmount, GEOFENCE_METRES, geofenceTimes, type StopTimes } from '../../src/shared/detention';
import type { Db } from '../db/database';
import { type Shipment, shipmentStops, shipments, statusHistory, stopDetention, trackingPoints } from '../db/schema';

/**
 * A load's detention from the trip's own evidence (issue 40, decision 164). The stops in trip order: the origin
 * (status taps AT = arrived, IT = left), the intermediate stops (positions only), the receiver (AR = arrived,
 * DL = left). Each tap's time is the move's corrected device time (status_history.created, decision 047); positions
 * inside a stop's 0.25-mile geofence give the other pair of times. The arithmetic is src/shared/detention.ts.
 */

type TripStop = {
  key: StopKey;
  name: string;
  city: string | null;
  state: string | null;
  latitude: number | null;
  longitude: number | null;
  appointmentStart: Date | null;
  taps: StopTimes;
};

/** A place of the trip; a blank city or state is not known. */
const place = (name: string, city: string, state: string, latitude: number | null, longitude: number | null) => ({
  name,
  city: city || null,
  state: state || null,
  latitude,
  longitude,
});

const iso = (d: Date | null) => (d ? d.toISOString() : null);

async function tripStops(db: Db, s: Shipment): Promise<TripStop[]> {
  const moves = await db
    .select({ code: statusHistory.statusCode, at: statusHistory.created })
    .from(statusHistory)
    .where(and(eq(statusHistory.shipmentId, s.id), inArray(statusHistory.statusCode, ['AT', 'IT', 'AR', 'DL'])))
    .orderBy(asc(statusHistory.created), asc(statusHistory.id));
  // The last move to each status counts (a step undone and done again).
  const tap = (code: string) => moves.filter((m) => m.code === code).pop()?.at ?? null;
  const stops = await db
    .select()
    .from(shipmentStops)
    .where(eq(shipmentStops.shipmentId, s.id))
    .orderBy(asc(shipmentStops.position), asc(shipmentStops.id));
  const none = { arrivedAt: null, departedAt: null };
  return [
    {
      key: 'origin',
      ...place(s.pickupName, s.shippingCity, s.shippingState, s.shippingLatitude, s.shippingLongitude),
      appointmentStart: s.puAppointmentDate,
      taps: { arrivedAt: tap('AT'), departedAt: tap('IT') },
    },
    ...stops.map((stop): TripStop => ({
      key: `stop:${stop.id}`,
      ...place(stop.name, stop.city, stop.state, stop.latitude, stop.longitude),
      appointmentStart: stop.type === 'Pick-up' ? stop.puAppointmentDate : stop.delAppointmentDate,
      taps: none,
    })),
    {
      key: 'receiver',
      ...place(s.destinationName, s.receivingCity, s.receivingState, s.receivingLatitude, s.receivingLongitude),
      appointmentStart: s.delAppointmentDate,
      taps: { arrivedAt: tap('AR'), departedAt: tap('DL') },
    },
  ];
}

type Point = { latitude: number; longitude: number; eventDate: Date };

function fenceOf(stop: TripStop, points: readonly Point[]) {
  if (stop.latitude === null || stop.longitude === null) return { arrivedAt: null, departedAt: null, positionsInside: 0 };
  const place = { Latitude: stop.latitude, Longitude: stop.longitude };
  return geofenceTimes(
    points.map((p) => ({
      at: p.eventDate,
      inside: metresBetween(place, { Latitude: p.latitude, Longitude: p.longitude }) <= GEOFENCE_METRES,
    })),
  );
}

/** GET /api/Shipments/{id}/Detention (the caller's access is checked by the route's service caller). */
export async function computeDetention(db: Db, shipmentId: number, now = new Date()): Promise<DetentionAnswer> {
  const [s] = await db.select().from(shipments).where(eq(shipments.id, shipmentId));
  const stops = await tripStops(db, s);
  const points = await db
    .select({ latitude: trackingPoints.latitude, longitude: trackingPoints.longitude, eventDate: trackingPoints.eventDate })
    .from(trackingPoints)
    .where(eq(trackingPoints.shipmentId, shipmentId))
    .orderBy(asc(trackingPoints.eventDate), asc(trackingPoints.id));
  const decided = new Map(
    (await db.select().from(stopDetention).where(eq(stopDetention.shipmentId, shipmentId))).map((row) => [row.stopKey, row]),
  );
  const terms = { freeMinutes: s.detentionFreeMinutes, ratePerHour: s.detentionRatePerHour, now };
  const rows = stops.map((stop): StopDetention => {
    const fence = fenceOf(stop, points);
    const row = decided.get(stop.key);
    const chosen = chooseTimes(stop.taps, fence, row?.geofenceAcceptedAt != null);
    const figures = detention({ ...chosen, appointmentStart: stop.appointmentStart, ...terms });
    const offer =
      chosen.disagree && chosen.source === 'StatusTaps' ? detention({ ...fence, appointmentStart: stop.appointmentStart, ...terms }) : null;
    const adjusted = row?.adjustedMinutes ?? null;
    const billableMinutes = adjusted ?? figures.billableMinutes;
    return {
      StopKey: stop.key,
      Name: stop.name,
      City: stop.city,
      State: stop.state,
      AppointmentStart: iso(stop.appointmentStart),
      ArrivedAt: iso(chosen.arrivedAt),
      DepartedAt: iso(chosen.departedAt),
      FreeMinutes: terms.freeMinutes,
      BillableMinutes: billableMinutes,
      RatePerHour: terms.ratePerHour,
      Amount: adjusted === null ? figures.amount : detentionAmount(adjusted, terms.ratePerHour),
      Source: adjusted === null ? chosen.source : 'Adjusted',
      PositionsInside: fence.positionsInside,
      Running: adjusted === null && figures.running && chosen.arrivedAt !== null,
      GeofenceOffer: offer
        ? {
            ArrivedAt: iso(fence.arrivedAt),
            DepartedAt: iso(fence.departedAt),
            BillableMinutes: offer.billableMinutes,
            Amount: offer.amount,
          }
        : null,
      AdjustReason: adjusted === null ? null : (row?.adjustReason ?? null),
    };
  });
  return {
    ShipmentId: shipmentId,
    FreeMinutes: terms.freeMinutes,
    RatePerHour: terms.ratePerHour,
    Stops: rows,
    BillableMinutes: rows.reduce((sum, r) => sum + r.BillableMinutes, 0),
    Amount: Math.round(rows.reduce((sum, r) => sum + r.Amount * 100, 0)) / 100,
    AsOf: now.toISOString(),
  };
}

/** The stop keys a load has (to refuse a key of another load with a ModelState answer). */
export async function stopKeysOf(db: Db, shipmentId: number): Promise<Set<StopKey>> {
  const stops = await db.select({ id: shipmentStops.id }).from(shipmentStops).where(eq(shipmentStops.shipmentId, shipmentId));
  return new Set(['origin', 'receiver', ...stops.map((s) => `stop:${s.id}`)]);
}
