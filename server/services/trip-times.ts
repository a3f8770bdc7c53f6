import { and, asc, eq } from 'drizzle-orm';
import type { ActivityField } from '../../src/contract/load-detail';
import { metresBetween } from '../../src/contract/positions';
import type { Db } from '../db/database';
import { shipmentStops, shipments, trackingPoints } from '../db/schema';
import type { LoadStatusCode as StatusCode } from '../../src/contract/loads';

/**
 * Trip times from status moves (issue 17, decision 101), with the move's time as corrected for the device's clock
 * (decision 047's two clocks): IT (left the pickup) sets ShippingDepartureDate, AR (at the delivery) sets
 * ReceivingArrivalDate and closes every stop not yet done: Delivered, "Picked up" / "Delivered", and the time of the
 * load's recorded position closest to the stop (within 1 km), else the AR move's time. Returns the activity fields.
 */

const STOP_PASSED_METRES = 1_000;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export async function fillTripTimes(tx: Db, shipmentId: number, to: StatusCode, at: Date): Promise<ActivityField[]> {
  if (to === 'IT') {
    const [before] = await tx.select({ value: shipments.shippingDepartureDate }).from(shipments).where(eq(shipments.id, shipmentId));
    await tx.update(shipments).set({ shippingDepartureDate: at }).where(eq(shipments.id, shipmentId));
    return [
      {
        Field: 'ShippingDepartureDate',
        Type: 'date',
        OldValue: iso(before?.value ?? null),
        NewValue: at.toISOString(),
      },
    ];
  }
  if (to !== 'AR') return [];
  const [before] = await tx.select({ value: shipments.receivingArrivalDate }).from(shipments).where(eq(shipments.id, shipmentId));
  await tx.update(shipments).set({ receivingArrivalDate: at }).where(eq(shipments.id, shipmentId));
  const fields: ActivityField[] = [
    {
      Field: 'ReceivingArrivalDate',
      Type: 'date',
      OldValue: iso(before?.value ?? null),
      NewValue: at.toISOString(),
    },
  ];
  const open = await tx
    .select()
    .from(shipmentStops)
    .where(and(eq(shipmentStops.shipmentId, shipmentId), eq(shipmentStops.delivered, false)))
    .orderBy(asc(shipmentStops.position), asc(shipmentStops.id));
  if (open.length === 0) return fields;
  const points = await tx
    .select({
      latitude: trackingPoints.latitude,
      longitude: trackingPoints.longitude,
      eventDate: trackingPoints.eventDate,
    })
    .from(trackingPoints)
    .where(eq(trackingPoints.shipmentId, shipmentId));
  for (const stop of open) {
    const when = closestPass(stop, points) ?? at;
    const eventName = stop.type === 'Pick-up' ? 'Picked up' : 'Delivered';
    await tx.update(shipmentStops).set({ delivered: true, eventName, eventDate: when }).where(eq(shipmentStops.id, stop.id));
    fields.push({
      Field: `Stop ${stop.position + 1} · EventDate`,
      Type: 'date',
      OldValue: iso(stop.eventDate),
      NewValue: when.toISOString(),
    });
  }
  return fields;
}

/** The time of the recorded point closest to the stop, when one came within 1 km. */
function closestPass(
  stop: { latitude: number | null; longitude: number | null },
  points: readonly { latitude: number; longitude: number; eventDate: Date }[],
): Date | null {
  if (stop.latitude === null || stop.longitude === null) return null;
  const place = { Latitude: stop.latitude, Longitude: stop.longitude };
  let best: { metres: number; at: Date } | null = null;
  for (const p of points) {
    const metres = metresBetween(place, {
      Latitude: p.latitude,
      Longitude: p.longitude,
    });
    if (metres <= STOP_PASSED_METRES && (!best || metres < best.metres)) best = { metres, at: p.eventDate };
  }
  return best?.at ?? null;
}
