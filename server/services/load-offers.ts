import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { Db } from '../db/database';
import { shipmentOffers, shipments, shippers, truckers, users } from '../db/schema';
import { modelStateError } from './errors';
import { notify } from './notifications';
import { message } from '../../src/contract/messages';

/**
 * Private exclusive loads (decision 081): the shipper names the carriers a private load is offered to. Only those
 * see it on the board and may bid on or book it; to anyone else it does not exist. A public load keeps no offers.
 * Carriers newly offered an open load are told.
 */

export const OFFER_REQUIRED = message('offer_required', 'Name at least one carrier to offer this private load to.');
export const OFFER_INELIGIBLE = message('offer_ineligible', 'Offer private loads only to approved, active carriers.');

export type Offered = { Id: number; Name: string };

/** 400 when a private load being posted names no carrier, or names one that may not take loads. */
export async function validateOffers(db: Db, isPrivate: boolean, ids: number[], posting: boolean): Promise<void> {
  if (!isPrivate) return;
  if (ids.length === 0) {
    if (posting) throw modelStateError({ OfferedTruckerIds: [OFFER_REQUIRED] });
    return;
  }
  const rows = await db
    .select({ id: truckers.id })
    .from(truckers)
    .innerJoin(users, eq(users.id, truckers.userId))
    .where(and(inArray(truckers.id, ids), eq(truckers.approved, true), eq(users.lockedOut, false)));
  if (rows.length !== ids.length) throw modelStateError({ OfferedTruckerIds: [OFFER_INELIGIBLE] });
}

/** Replaces the load's offers; carriers newly offered an open load get a LoadOffered notification. */
export async function writeOffers(tx: Db, shipmentId: number, isPrivate: boolean, ids: number[]): Promise<void> {
  const keep = isPrivate ? ids : [];
  await tx
    .delete(shipmentOffers)
    .where(and(eq(shipmentOffers.shipmentId, shipmentId), keep.length ? notInArray(shipmentOffers.truckerId, keep) : undefined));
  if (keep.length === 0) return;
  const added = await tx
    .insert(shipmentOffers)
    .values(keep.map((truckerId) => ({ shipmentId, truckerId })))
    .onConflictDoNothing()
    .returning({ truckerId: shipmentOffers.truckerId });
  await notifyOffered(
    tx,
    shipmentId,
    added.map((a) => a.truckerId),
  );
}

/** Tells the carriers of a private load that it is offered to them, once it is open (posting, or a new name). */
export async function notifyOffered(tx: Db, shipmentId: number, truckerIds?: number[]): Promise<void> {
  const [load] = await tx
    .select({ code: shipments.code, statusCode: shipments.statusCode, isPrivate: shipments.isPrivate, shipper: shippers.companyName })
    .from(shipments)
    .innerJoin(shippers, eq(shippers.id, shipments.shipperId))
    .where(eq(shipments.id, shipmentId));
  if (!load || load.statusCode !== 'OP' || !load.isPrivate) return;
  const where =
    truckerIds === undefined
      ? eq(shipmentOffers.shipmentId, shipmentId)
      : and(
          eq(shipmentOffers.shipmentId, shipmentId),
          truckerIds.length ? inArray(shipmentOffers.truckerId, truckerIds) : eq(shipmentOffers.truckerId, -1),
        );
  const rows = await tx
    .select({ userId: truckers.userId })
    .from(shipmentOffers)
    .innerJoin(truckers, eq(truckers.id, shipmentOffers.truckerId))
    .where(where);
  await notify(
    tx,
    rows.map((r) => ({ userId: r.userId, kind: 'LoadOffered' as const, shipmentId, code: load.code, data: { Shipper: load.shipper } })),
  );
}

export async function offersOf(db: Db, shipmentId: number): Promise<Offered[]> {
  return db
    .select({ Id: truckers.id, Name: truckers.name })
    .from(shipmentOffers)
    .innerJoin(truckers, eq(truckers.id, shipmentOffers.truckerId))
    .where(eq(shipmentOffers.shipmentId, shipmentId))
    .orderBy(truckers.name, truckers.id);
}
