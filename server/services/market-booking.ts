import { and, eq } from 'drizzle-orm';
import {
  ASSIGN_STATUS,
  JUST_TAKEN,
  NOT_BOOKABLE,
  PICKUP_PASSED,
  SAME_CARRIER,
  TAKES_BIDS,
  UNASSIGN_STATUS,
  type BookingAnswer,
} from '../../src/contract/market';
import type { Db } from '../db/database';
import { bids, shipments, truckers } from '../db/schema';
import { NOT_FOUND, fieldError, messageError } from './errors';
import { diffFields, recordActivity } from './load-activities';
import { clearFees, fixFees } from './load-fees';
import { applyStatusChange, type MoveVia, STATUS_NAMES, type StatusCode } from './load-status';
import {
  type Carrier,
  type MarketLoad,
  carrierById,
  ineligibility,
  marketLoad,
  requireCarrierSees,
  requireEligibleCarrier,
  startOfToday,
} from './market-access';
import { declineOpenBids } from './market-bids';
import { announceBids, notify } from './notifications';
import { recordRateConfirmation } from './paperwork/rate-confirmation';
import type { AuthUser } from './tokens';
import { message } from '../../src/contract/messages';

const CARRIER_UNKNOWN = message('carrier_unknown', 'This carrier does not exist.');

/**
 * Book now, Assign and Unassign (decision 084). Each is one transaction on the row-locked load: the first booking
 * to lock an open load wins, the others find it booked and get 409 "just taken". Booking fixes the fees
 * (load-fees.ts), closes the open bids and writes activities; the carrier and the shipper are told.
 */

export const CARRIER_SUSPENDED = message('carrier_suspended', 'This carrier is suspended.');
export const CARRIER_NOT_APPROVED = message('carrier_not_approved', 'This carrier is not approved yet.');

async function truckerName(tx: Db, truckerId: number | null): Promise<string | null> {
  if (truckerId === null) return null;
  const [row] = await tx.select({ name: truckers.name }).from(truckers).where(eq(truckers.id, truckerId));
  return row?.name ?? null;
}

async function answer(tx: Db, id: number): Promise<BookingAnswer> {
  const [row] = await tx
    .select({
      id: shipments.id,
      code: shipments.code,
      statusCode: shipments.statusCode,
      truckerId: shipments.truckerId,
      totalPrice: shipments.totalPrice,
    })
    .from(shipments)
    .where(eq(shipments.id, id));
  return {
    Id: row.id,
    Code: row.code,
    StatusCode: row.statusCode,
    Status: STATUS_NAMES[row.statusCode as StatusCode] ?? row.statusCode,
    TruckerId: row.truckerId,
    Trucker: await truckerName(tx, row.truckerId),
    TotalPrice: Number(row.totalPrice),
  };
}

/** Sets the carrier (with its activity), and for an open load moves it to BK, fixes fees and closes the bids. */
async function setCarrier(
  tx: Db,
  load: MarketLoad,
  carrier: Carrier | null,
  userId: number,
  how: { actor: 'admin' | 'carrier'; via?: MoveVia; action: string },
): Promise<void> {
  const before = await truckerName(tx, load.truckerId);
  await tx
    .update(shipments)
    .set({ truckerId: carrier?.truckerId ?? null, updated: new Date(), version: load.version + 1 })
    .where(eq(shipments.id, load.id));
  await recordActivity(tx, {
    shipmentId: load.id,
    userId,
    action: 'Updated',
    fields: [
      { Field: 'Booking', Type: 'string', OldValue: null, NewValue: how.action },
      ...diffFields({ AssignedTo: before }, { AssignedTo: carrier?.name ?? null }, { AssignedTo: 'string' }),
    ],
  });
}

/** POST /api/Shipments/{id}/Book: an eligible carrier books a book-now load at its posted price. */
export async function bookNow(db: Db, user: AuthUser, shipmentId: number): Promise<BookingAnswer> {
  const carrier = await requireEligibleCarrier(db, user);
  await requireCarrierSees(db, carrier, shipmentId);
  return db.transaction(async (tx) => {
    const load = (await marketLoad(tx, shipmentId, true))!;
    if (load.statusCode !== 'OP') throw messageError(409, load.truckerId !== null ? JUST_TAKEN : NOT_BOOKABLE);
    if (load.biddingEnabled) throw messageError(409, TAKES_BIDS);
    if (load.shipmentDate < startOfToday()) throw messageError(409, PICKUP_PASSED);
    await setCarrier(tx, load, carrier, user.id, { actor: 'carrier', via: 'book-now', action: 'Book now' });
    const moved = await applyStatusChange(tx, { shipmentId: load.id, to: 'BK', actor: 'carrier', userId: user.id, via: 'book-now' });
    if (!moved.ok) throw messageError(409, moved.message);
    await fixFees(tx, load.id);
    await recordRateConfirmation(tx, load.id, user.id);
    return answer(tx, load.id);
  });
}

/** PUT /api/Shipments/{id}/Assign (BackOffice): books an open load to the carrier, or replaces the carrier of a booked one. */
export async function assignCarrier(db: Db, user: AuthUser, shipmentId: number, truckerId: number): Promise<BookingAnswer> {
  const carrier = await carrierById(db, truckerId);
  if (!carrier) throw fieldError('TruckerId', CARRIER_UNKNOWN);
  const reason = ineligibility(carrier);
  if (reason) throw fieldError('TruckerId', carrier.lockedOut ? CARRIER_SUSPENDED : CARRIER_NOT_APPROVED);
  return db.transaction(async (tx) => {
    const load = await marketLoad(tx, shipmentId, true);
    if (!load) throw messageError(404, NOT_FOUND);
    if (load.statusCode !== 'OP' && load.statusCode !== 'BK') throw messageError(409, ASSIGN_STATUS);
    if (load.truckerId === carrier.truckerId) throw messageError(409, SAME_CARRIER);
    const previous = load.truckerId === null ? null : await carrierById(tx, load.truckerId);
    await setCarrier(tx, load, carrier, user.id, { actor: 'admin', action: 'Assigned by Haulbase' });
    if (load.statusCode === 'OP') {
      const moved = await applyStatusChange(tx, { shipmentId: load.id, to: 'BK', actor: 'admin', userId: user.id });
      if (!moved.ok) throw messageError(409, moved.message);
      await fixFees(tx, load.id);
      if (await declineOpenBids(tx, load, null)) await announceBids(tx, load.id, load.shipperUserId);
    } else {
      // The replaced carrier's accepted bid no longer holds.
      await tx
        .update(bids)
        .set({ selected: false, status: 'Declined', updated: new Date() })
        .where(and(eq(bids.shipmentId, load.id), eq(bids.selected, true)));
    }
    await notify(tx, [
      { userId: carrier.userId, kind: 'LoadAssigned', shipmentId: load.id, code: load.code, data: {} },
      previous ? { userId: previous.userId, kind: 'LoadUnassigned', shipmentId: load.id, code: load.code, data: {} } : null,
      load.statusCode === 'BK'
        ? { userId: load.shipperUserId, kind: 'LoadAssigned', shipmentId: load.id, code: load.code, data: { Trucker: carrier.name } }
        : null,
    ]);
    await recordRateConfirmation(tx, load.id, user.id);
    return answer(tx, load.id);
  });
}

/** PUT /api/Shipments/{id}/Unassign (BackOffice): a booked load goes back to the board without a carrier or fees. */
export async function unassignCarrier(db: Db, user: AuthUser, shipmentId: number): Promise<BookingAnswer> {
  return db.transaction(async (tx) => {
    const load = await marketLoad(tx, shipmentId, true);
    if (!load) throw messageError(404, NOT_FOUND);
    if (load.statusCode !== 'BK') throw messageError(409, UNASSIGN_STATUS);
    const previous = load.truckerId === null ? null : await carrierById(tx, load.truckerId);
    const moved = await applyStatusChange(tx, { shipmentId: load.id, to: 'OP', actor: 'admin', userId: user.id, via: 'unassign' });
    if (!moved.ok) throw messageError(409, moved.message);
    await setCarrier(tx, { ...load, version: moved.version }, null, user.id, { actor: 'admin', action: 'Unassigned by Haulbase' });
    await clearFees(tx, load.id);
    await tx
      .update(bids)
      .set({ selected: false, status: 'Declined', updated: new Date() })
      .where(and(eq(bids.shipmentId, load.id), eq(bids.selected, true)));
    await notify(tx, [
      previous ? { userId: previous.userId, kind: 'LoadUnassigned', shipmentId: load.id, code: load.code, data: {} } : null,
    ]);
    await announceBids(tx, load.id, load.shipperUserId);
    return answer(tx, load.id);
  });
}
