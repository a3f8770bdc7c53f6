import { asc, eq } from 'drizzle-orm';
import type { Stop } from '../../src/contract/shipment';
import type { StopType } from '../../src/contract/load-detail';
import { STALE_STOP, STOP_GONE } from '../../src/contract/stops';
import type { Db } from '../db/database';
import { shipmentStops, type ShipmentStop } from '../db/schema';
import { ApiError, messageBody, messageError } from './errors';
import { type LoadAccess, type LoadHead, requireLoadAccess } from './loads-party';
import { assertEditable } from './shipment-access';
import type { AuthUser } from './tokens';
import { message } from '../../src/contract/messages';
import { zoneOfRow } from './time-zones';

const IF_MATCH_STOP = message('if_match_stop', 'The If-Match header must be the version of the stop.');

/**
 * Stops of a load (spec 2 §2.8, decision 047 §Stops): the wire shape, the read, and the rules every stop write
 * shares — who may write, optimistic concurrency (If-Match / 412) and the device time of offline replays.
 */

export { STOPS_CHANGED } from '../../src/contract/stops';
const WRITERS: readonly LoadAccess[] = ['owner', 'admin'];

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toStop(row: ShipmentStop): Stop {
  return {
    Id: row.id,
    ShipmentId: row.shipmentId,
    Type: row.type as StopType,
    Position: row.position,
    AddressId: row.addressId,
    Name: row.name,
    Address1: row.address1,
    Address2: row.address2,
    City: row.city,
    State: row.state,
    Country: row.country,
    Zipcode: row.zipcode,
    ContactName: row.contactName,
    ContactEmail: row.contactEmail,
    ContactPhone: row.contactPhone,
    ContactPhone2: row.contactPhone2,
    ContactFax: row.contactFax,
    TimeZone: zoneOfRow(row.timeZone, row.latitude, row.longitude),
    Note: row.note,
    SpecialReq: row.specialReq,
    ReqShipDate: iso(row.reqShipDate),
    PickupNumber: row.pickupNumber,
    SealNumber: row.sealNumber,
    PuAppointmentDate: iso(row.puAppointmentDate),
    PuAppointmentToDate: iso(row.puAppointmentToDate),
    Mabd: iso(row.mabd),
    DestinationNumber: row.destinationNumber,
    DelAppointmentDate: iso(row.delAppointmentDate),
    DelAppointmentToDate: iso(row.delAppointmentToDate),
    Delivered: row.delivered,
    Version: row.version,
  };
}

export async function stopRows(db: Db, shipmentId: number): Promise<ShipmentStop[]> {
  return db
    .select()
    .from(shipmentStops)
    .where(eq(shipmentStops.shipmentId, shipmentId))
    .orderBy(asc(shipmentStops.position), asc(shipmentStops.id));
}

/** GET /api/Shipments/Stops/{shipmentId}: every party of the load reads. */
export async function listStops(db: Db, user: AuthUser, shipmentId: number): Promise<{ Stops: Stop[] }> {
  await requireLoadAccess(db, user, shipmentId);
  return { Stops: (await stopRows(db, shipmentId)).map(toStop) };
}

export async function findStop(db: Db, id: number): Promise<ShipmentStop | null> {
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) return null;
  const [row] = await db.select().from(shipmentStops).where(eq(shipmentStops.id, id));
  return row ?? null;
}

/** The owning shipper and BackOffice write while the load is DF, OP or BK (409 later); a trucker never (403). */
export async function requireEditableLoad(db: Db, user: AuthUser, shipmentId: number): Promise<LoadHead> {
  const { load } = await requireLoadAccess(db, user, shipmentId, WRITERS);
  assertEditable(load.statusCode);
  return load;
}

/** `If-Match: 3`, `"3"` or `W/"3"`; absent → null (no check); `*` → null; anything else is a 400. */
export function parseIfMatch(header: string | undefined): number | null {
  if (header === undefined || header.trim() === '' || header.trim() === '*') return null;
  const match = /^\s*(?:W\/)?"?(\d{1,9})"?\s*$/.exec(header);
  if (!match) throw messageError(400, IF_MATCH_STOP);
  return Number(match[1]);
}

export const staleStop = (current: ShipmentStop | null) =>
  new ApiError(412, current ? messageBody(STALE_STOP, { Current: toStop(current) }) : messageBody(STOP_GONE, { Current: null }));

export const etagOf = (version: number) => `"${version}"`;

/** The device time of an offline replay, when it is a valid time not in the future; otherwise undefined (now). */
export function deviceTime(created: string | null | undefined, now = Date.now()): Date | undefined {
  if (!created) return undefined;
  const at = new Date(created);
  return Number.isNaN(at.getTime()) || at.getTime() > now ? undefined : at;
}
