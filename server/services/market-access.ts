import { and, eq, sql, type SQL } from 'drizzle-orm';
import { NOT_APPROVED, NOT_A_CARRIER, SUSPENDED_CARRIER } from '../../src/contract/market';
import type { Message } from '../../src/contract/messages';
import type { Db } from '../db/database';
import { shipments, shippers, truckers, users } from '../db/schema';
import { FORBIDDEN, NOT_FOUND, messageError } from './errors';
import type { AuthUser } from './tokens';

/**
 * Who may see and take loads on the board (decisions 080, 081, 084): open loads whose pickup day has not passed,
 * private ones only for the carriers they are offered to (and BackOffice); bidding and booking only for an
 * approved carrier whose account is not suspended — anyone else gets 403 with the reason.
 */

export type Carrier = { truckerId: number; userId: number; name: string; approved: boolean; lockedOut: boolean };

async function carrierWhere(db: Db, condition: SQL): Promise<Carrier | null> {
  const [row] = await db
    .select({
      truckerId: truckers.id,
      userId: truckers.userId,
      name: truckers.name,
      approved: truckers.approved,
      lockedOut: users.lockedOut,
    })
    .from(truckers)
    .innerJoin(users, eq(users.id, truckers.userId))
    .where(condition);
  return row ?? null;
}

export const carrierOfUser = (db: Db, userId: number) => carrierWhere(db, eq(truckers.userId, userId));

export const carrierById = (db: Db, truckerId: number) => carrierWhere(db, eq(truckers.id, truckerId));

/** The caller's carrier (any, approved or not); 403 for a user who is not one. */
export async function requireCarrierOfUser(db: Db, user: AuthUser): Promise<Carrier> {
  const carrier = user.roles.includes('Trucker') ? await carrierOfUser(db, user.id) : null;
  if (!carrier) throw messageError(403, NOT_A_CARRIER);
  return carrier;
}

/** Why this carrier may not take loads (null: it may). */
export const ineligibility = (carrier: Carrier): Message | null =>
  carrier.lockedOut ? SUSPENDED_CARRIER : !carrier.approved ? NOT_APPROVED : null;

/** The caller as a carrier that may bid and book; 403 with the reason otherwise. */
export async function requireEligibleCarrier(db: Db, user: AuthUser): Promise<Carrier> {
  const carrier = await requireCarrierOfUser(db, user);
  const reason = ineligibility(carrier);
  if (reason) throw messageError(403, reason);
  return carrier;
}

/** The first instant of today (UTC): a load whose pickup day is before it has passed. */
export const startOfToday = (now = new Date()) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));

/**
 * The load is on this viewer's board: open, pickup day not passed, and public or offered to `truckerId`.
 * `truckerId` null = BackOffice (sees private loads too).
 */
export function boardVisibility(truckerId: number | null, now = new Date()): SQL {
  const offered =
    truckerId === null
      ? sql`true`
      : sql`(not ${shipments.isPrivate} or exists (select 1 from shipment_offers o where o.shipment_id = ${shipments.id} and o.trucker_id = ${truckerId}))`;
  return sql`${shipments.statusCode} = 'OP' and ${shipments.shipmentDate} >= ${startOfToday(now).toISOString()}::timestamptz and ${offered}`;
}

export type MarketLoad = {
  id: number;
  code: string;
  statusCode: string;
  shipperId: number;
  shipperUserId: number;
  truckerId: number | null;
  biddingEnabled: boolean;
  isPrivate: boolean;
  shipmentDate: Date;
  totalPrice: number;
  version: number;
};

/** The load as the market sees it, optionally row-locked (inside a transaction). */
export async function marketLoad(db: Db, shipmentId: number, lock = false): Promise<MarketLoad | null> {
  if (!Number.isSafeInteger(shipmentId) || shipmentId < 1 || shipmentId > 2_147_483_647) return null;
  const query = db
    .select({
      id: shipments.id,
      code: shipments.code,
      statusCode: shipments.statusCode,
      shipperId: shipments.shipperId,
      shipperUserId: shippers.userId,
      truckerId: shipments.truckerId,
      biddingEnabled: shipments.biddingEnabled,
      isPrivate: shipments.isPrivate,
      shipmentDate: shipments.shipmentDate,
      totalPrice: shipments.totalPrice,
      version: shipments.version,
    })
    .from(shipments)
    .innerJoin(shippers, eq(shippers.id, shipments.shipperId))
    .where(eq(shipments.id, shipmentId));
  const [row] = lock ? await query.for('update', { of: shipments }) : await query;
  return row ?? null;
}

/** Whether a private load is offered to the carrier. */
export async function isOffered(db: Db, shipmentId: number, truckerId: number): Promise<boolean> {
  const result = await db.execute(sql`select 1 from shipment_offers where shipment_id = ${shipmentId} and trucker_id = ${truckerId}`);
  return (result as unknown as { rows: unknown[] }).rows.length > 0;
}

/**
 * A load a carrier addresses by id (bid, book): 404 when it does not exist or is private and not offered to it —
 * its existence is not revealed (decision 081).
 */
export async function requireCarrierSees(db: Db, carrier: Carrier, shipmentId: number, lock = false): Promise<MarketLoad> {
  const load = await marketLoad(db, shipmentId, lock);
  if (!load) throw messageError(404, NOT_FOUND);
  if (load.truckerId === carrier.truckerId) return load;
  if (load.isPrivate && !(await isOffered(db, load.id, carrier.truckerId))) throw messageError(404, NOT_FOUND);
  return load;
}

export const forbidden = () => messageError(403, FORBIDDEN);

/** The carrier picker (approved, not suspended): up to 20 by name, MC or DOT number; `search` is lowercased. */
export async function truckerOptions(db: Db, search: string) {
  return db
    .select({ Id: truckers.id, Name: truckers.name, McNumber: truckers.mcNumber, DotNumber: truckers.dotNumber })
    .from(truckers)
    .innerJoin(users, eq(users.id, truckers.userId))
    .where(
      and(
        eq(truckers.approved, true),
        eq(users.lockedOut, false),
        search
          ? sql`(${truckers.searchText} like '%' || ${search.replace(/[\\%_]/g, (ch) => `\\${ch}`)} || '%' or ${truckers.mcNumber} = ${search} or ${truckers.dotNumber} = ${search})`
          : undefined,
      ),
    )
    .orderBy(sql`lower(${truckers.name}) collate "C"`, truckers.id)
    .limit(20);
}
