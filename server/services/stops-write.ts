import { and, eq, gt, gte, sql } from 'drizzle-orm';
import type { Stop } from '../../src/contract/shipment';
import type { Db } from '../db/database';
import { addressBook, shipmentStops, shipments, type ShipmentStop } from '../db/schema';
import { ApiError, fieldError, messageBody, messageError, NOT_FOUND } from './errors';
import { type ActivityField, type FieldTypes, diffFields, recordActivity } from './load-activities';
import { assertEditable } from './shipment-access';
import { recomputeRoute } from './shipment-route';
import { zoneOfEntry } from './time-zones';
import { POSITIONS_NOT_UNIQUE, SELECT_COMPANY, STOPS_INCOMPLETE, type MoveStopsValue, type StopInputValue } from '../../src/contract/stops';
import { deviceTime, findStop, requireEditableLoad, staleStop, stopRows, STOPS_CHANGED, toStop } from './stops';
import type { AuthUser } from './tokens';
import { recordRateConfirmation } from './paperwork/rate-confirmation';
import { message } from '../../src/contract/messages';

const STOP_OTHER_LOAD = message('stop_other_load', 'The stop belongs to another load.');

/**
 * Stop writes (decision 047 §Stops). Each runs in one transaction that locks the load row, so concurrent writes
 * of one load's stops take turns and positions stay 0..n-1; each writes one `Updated` activity whose fields are
 * prefixed `Stop N · ` (N = position + 1) and recomputes the load's route.
 */

type StopValues = Omit<typeof shipmentStops.$inferInsert, 'id' | 'shipmentId' | 'position'>;

/** What the activity compares, by wire name. */
const ACTIVITY_TYPES: FieldTypes = {
  Type: 'string',
  Name: 'string',
  Address1: 'string',
  Address2: 'string',
  City: 'string',
  State: 'string',
  Country: 'string',
  Zipcode: 'string',
  ContactName: 'string',
  ContactEmail: 'string',
  ContactPhone: 'string',
  ContactPhone2: 'string',
  ContactFax: 'string',
  Note: 'string',
  SpecialReq: 'string',
  ReqShipDate: 'date',
  PickupNumber: 'string',
  SealNumber: 'string',
  PuAppointmentDate: 'date',
  PuAppointmentToDate: 'date',
  Mabd: 'date',
  DestinationNumber: 'string',
  DelAppointmentDate: 'date',
  DelAppointmentToDate: 'date',
};

const EMPTY: Record<string, unknown> = Object.fromEntries(Object.keys(ACTIVITY_TYPES).map((k) => [k, null]));

const prefixed = (position: number, fields: ActivityField[]) => fields.map((f) => ({ ...f, Field: `Stop ${position + 1} · ${f.Field}` }));
const activityView = (stop: Stop): Record<string, unknown> =>
  Object.fromEntries(Object.keys(ACTIVITY_TYPES).map((k) => [k, stop[k as keyof Stop]]));
const at = (value: string | null) => (value ? new Date(value) : null);

/** Recomputes the route (the stops changed) and writes one activity with the stop's and the route's changes. */
async function recordChange(tx: Db, shipmentId: number, userId: number, fields: ActivityField[], created: Date | undefined): Promise<void> {
  const route = await recomputeRoute(tx, shipmentId);
  const all = [...fields, ...(route?.fields ?? [])];
  if (all.length > 0) await recordActivity(tx, { shipmentId, userId, action: 'Updated', fields: all, created });
  // A booked load's stops and appointments are part of its rate confirmation: a change issues the next version.
  await recordRateConfirmation(tx, shipmentId, userId);
}

/** Locks the load row for the rest of the transaction and re-checks its status under the lock. */
async function lockLoad(tx: Db, shipmentId: number): Promise<void> {
  const [row] = await tx.select({ statusCode: shipments.statusCode }).from(shipments).where(eq(shipments.id, shipmentId)).for('update');
  if (!row) throw messageError(404, NOT_FOUND);
  assertEditable(row.statusCode);
}

/**
 * The stored values of a stop: the company's address and contact copied from the shipper's address book
 * (ContactName = first + last name) and the type's own fields; the other type's fields are cleared.
 */
async function stopValues(db: Db, shipperId: number, input: StopInputValue): Promise<StopValues> {
  const [address] = await db
    .select()
    .from(addressBook)
    .where(and(eq(addressBook.id, input.AddressId), eq(addressBook.shipperId, shipperId)));
  if (!address) throw fieldError('AddressId', SELECT_COMPANY);
  const pickup = input.Type === 'Pick-up';
  const contactName = [address.contactFirstName, address.contactLastName]
    .map((p) => p?.trim())
    .filter(Boolean)
    .join(' ');
  return {
    type: input.Type,
    addressId: address.id,
    name: address.name,
    address1: address.address1,
    address2: address.address2,
    city: address.city,
    state: address.state,
    country: address.country,
    zipcode: address.zipcode,
    contactName: contactName || null,
    contactEmail: address.contactEmail,
    contactPhone: address.contactPhone,
    contactPhone2: address.contactPhone2,
    contactFax: address.contactFax,
    latitude: address.latitude,
    longitude: address.longitude,
    timeZone: zoneOfEntry(address),
    note: input.Note || null,
    specialReq: input.SpecialReq ?? [],
    reqShipDate: pickup ? at(input.ReqShipDate) : null,
    pickupNumber: pickup ? input.PickupNumber || null : null,
    sealNumber: pickup ? input.SealNumber || null : null,
    puAppointmentDate: pickup ? at(input.PuAppointmentDate) : null,
    puAppointmentToDate: pickup ? at(input.PuAppointmentToDate) : null,
    mabd: pickup ? null : at(input.Mabd),
    destinationNumber: pickup ? null : input.DestinationNumber || null,
    delAppointmentDate: pickup ? null : at(input.DelAppointmentDate),
    delAppointmentToDate: pickup ? null : at(input.DelAppointmentToDate),
  };
}

export type StopCreated = { Id: number; Version: number; Stop: Stop };

/** POST /api/Shipments/Stops: inserted at Position (default last); the stops from there on move down one. */
export async function createStop(db: Db, user: AuthUser, input: StopInputValue): Promise<StopCreated> {
  const load = await requireEditableLoad(db, user, input.ShipmentId);
  const values = await stopValues(db, load.shipperId, input);
  const created = deviceTime(input.Created);
  const row = await db.transaction(async (tx) => {
    await lockLoad(tx, load.id);
    const [{ count }] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(shipmentStops)
      .where(eq(shipmentStops.shipmentId, load.id));
    const position = input.Position === null || input.Position === undefined ? count : Math.min(input.Position, count);
    if (position < count) {
      await tx
        .update(shipmentStops)
        .set({ position: sql`${shipmentStops.position} + 1` })
        .where(and(eq(shipmentStops.shipmentId, load.id), gte(shipmentStops.position, position)));
    }
    const [inserted] = await tx
      .insert(shipmentStops)
      .values({ ...values, shipmentId: load.id, position })
      .returning();
    const fields = prefixed(position, diffFields(EMPTY, activityView(toStop(inserted)), ACTIVITY_TYPES));
    await recordChange(tx, load.id, user.id, fields, created);
    return inserted;
  });
  return { Id: row.id, Version: row.version, Stop: toStop(row) };
}

/** The stop a PUT or DELETE addresses, with the If-Match check; an unknown id is 404, or 412 when If-Match was sent. */
async function addressedStop(db: Db, id: number, expectedVersion: number | null): Promise<ShipmentStop> {
  const row = await findStop(db, id);
  if (!row) {
    if (expectedVersion !== null) throw staleStop(null);
    throw messageError(404, NOT_FOUND);
  }
  return row;
}

/** Re-reads the stop under the load lock: it may have changed or gone since the first read. */
async function lockedStop(tx: Db, id: number, expectedVersion: number | null): Promise<ShipmentStop> {
  const [row] = await tx.select().from(shipmentStops).where(eq(shipmentStops.id, id));
  if (!row) throw expectedVersion !== null ? staleStop(null) : messageError(404, NOT_FOUND);
  if (expectedVersion !== null && row.version !== expectedVersion) throw staleStop(row);
  return row;
}

/** PUT /api/Shipments/Stops/{id}: the whole stop (its position stays; MoveStops moves it). */
export async function updateStop(db: Db, user: AuthUser, id: number, input: StopInputValue, expectedVersion: number | null): Promise<Stop> {
  const current = await addressedStop(db, id, expectedVersion);
  if (input.ShipmentId !== current.shipmentId) throw fieldError('ShipmentId', STOP_OTHER_LOAD);
  const load = await requireEditableLoad(db, user, current.shipmentId);
  const values = await stopValues(db, load.shipperId, input);
  const created = deviceTime(input.Created);
  const row = await db.transaction(async (tx) => {
    await lockLoad(tx, load.id);
    const before = await lockedStop(tx, id, expectedVersion);
    const [updated] = await tx
      .update(shipmentStops)
      .set({ ...values, updated: new Date(), version: sql`${shipmentStops.version} + 1` })
      .where(eq(shipmentStops.id, id))
      .returning();
    const fields = diffFields(activityView(toStop(before)), activityView(toStop(updated)), ACTIVITY_TYPES);
    await recordChange(tx, load.id, user.id, prefixed(before.position, fields), created);
    return updated;
  });
  return toStop(row);
}

/** DELETE /api/Shipments/Stops/{id}: the stops after it move up one. */
export async function deleteStop(
  db: Db,
  user: AuthUser,
  id: number,
  expectedVersion: number | null,
  created?: Date,
): Promise<{ Id: number; Message: string }> {
  const current = await addressedStop(db, id, expectedVersion);
  const load = await requireEditableLoad(db, user, current.shipmentId);
  await db.transaction(async (tx) => {
    await lockLoad(tx, load.id);
    const before = await lockedStop(tx, id, expectedVersion);
    await tx.delete(shipmentStops).where(eq(shipmentStops.id, id));
    await tx
      .update(shipmentStops)
      .set({ position: sql`${shipmentStops.position} - 1` })
      .where(and(eq(shipmentStops.shipmentId, load.id), gt(shipmentStops.position, before.position)));
    await recordChange(
      tx,
      load.id,
      user.id,
      prefixed(before.position, diffFields(activityView(toStop(before)), EMPTY, ACTIVITY_TYPES)),
      created,
    );
  });
  return { Id: id, Message: 'Your Stop has been deleted' };
}

/**
 * PUT /api/Shipments/MoveStops: the list must name every stop of the load once with distinct positions (400), and
 * exactly the stops the load has now (else 409 with `Current: { Stops }`); the
 * order they give is renumbered 0..n-1. A move does not change a stop's version: the order is last-writer-wins and
 * If-Match guards a stop's own fields, so an edit queued offline behind a move is not refused by that move.
 */
export async function moveStops(db: Db, user: AuthUser, input: MoveStopsValue): Promise<{ Stops: Stop[] }> {
  const createdAt = deviceTime(input.Created);
  const load = await requireEditableLoad(db, user, input.ShipmentId);
  const positions = new Set(input.Stops.map((s) => s.Position));
  if (positions.size !== input.Stops.length) throw fieldError('Stops', POSITIONS_NOT_UNIQUE);
  const rows = await db.transaction(async (tx) => {
    await lockLoad(tx, load.id);
    const current = await stopRows(tx, load.id);
    const ids = new Set(input.Stops.map((s) => s.StopId));
    if (ids.size !== input.Stops.length) throw fieldError('Stops', STOPS_INCOMPLETE);
    // Someone added or deleted a stop since this order was made (a reorder queued offline): a conflict with the
    // load's stops now, which the writer can apply its order to (decision 073), not a malformed request.
    if (current.length !== ids.size || current.some((s) => !ids.has(s.id)))
      throw new ApiError(409, messageBody(STOPS_CHANGED, { Current: { Stops: current.map(toStop) } }));
    const byId = new Map(current.map((s) => [s.id, s]));
    const order = [...input.Stops].sort((a, b) => a.Position - b.Position);
    const fields: ActivityField[] = [];
    const now = new Date();
    for (const [position, { StopId }] of order.entries()) {
      const stop = byId.get(StopId)!;
      if (stop.position === position) continue;
      await tx.update(shipmentStops).set({ position, updated: now }).where(eq(shipmentStops.id, StopId));
      fields.push({
        Field: `Stop ${stop.position + 1} · Position`,
        Type: 'int',
        OldValue: String(stop.position + 1),
        NewValue: String(position + 1),
      });
    }
    if (fields.length > 0) await recordChange(tx, load.id, user.id, fields, createdAt);
    return stopRows(tx, load.id);
  });
  return { Stops: rows.map(toStop) };
}
