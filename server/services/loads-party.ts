import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { shipments, shippers, truckers } from '../db/schema';
import { FORBIDDEN, NOT_FOUND, messageError } from './errors';
import { isOffered } from './market-access';
import type { AuthUser } from './tokens';

/**
 * Who a signed-in user is on loads (decision 042): BackOffice sees everything, a shipper its own loads
 * (shipments.shipper_id), a trucker the loads assigned to it (shipments.trucker_id).
 */

export type UserParties = { admin: boolean; shipperId: number | null; truckerId: number | null };

export async function partiesOf(db: Db, user: AuthUser): Promise<UserParties> {
  const admin = user.roles.includes('BackOffice');
  // One round trip for both (every load-scoped call asks).
  const [row] = await db
    .select({
      shipperId: sql<number | null>`(select ${shippers.id} from ${shippers} where ${shippers.userId} = ${user.id} limit 1)`,
      truckerId: sql<number | null>`(select ${truckers.id} from ${truckers} where ${truckers.userId} = ${user.id} limit 1)`,
    })
    .from(sql`(select 1) as one`);
  return { admin, shipperId: row?.shipperId ?? null, truckerId: row?.truckerId ?? null };
}

/** The users behind a load's parties: its shipper's and its assigned trucker's (null: none yet). */
export type LoadPartyUsers = { shipperUserId: number; truckerUserId: number | null };

export async function loadPartyUsers(db: Db, shipmentId: number): Promise<LoadPartyUsers | null> {
  const [row] = await db
    .select({ shipperUserId: shippers.userId, truckerUserId: truckers.userId })
    .from(shipments)
    .innerJoin(shippers, eq(shippers.id, shipments.shipperId))
    .leftJoin(truckers, eq(truckers.id, shipments.truckerId))
    .where(eq(shipments.id, shipmentId));
  return row ?? null;
}

/** 'admin' (BackOffice), 'owner' (the shipper who posted it), 'carrier' (the assigned trucker). */
export type LoadAccess = 'admin' | 'owner' | 'carrier';

export type LoadHead = {
  id: number;
  code: string;
  shipperId: number;
  truckerId: number | null;
  statusCode: string;
  isDraft: boolean;
  isPrivate: boolean;
  version: number;
};

const headColumns = {
  id: shipments.id,
  code: shipments.code,
  shipperId: shipments.shipperId,
  truckerId: shipments.truckerId,
  statusCode: shipments.statusCode,
  isDraft: shipments.isDraft,
  isPrivate: shipments.isPrivate,
  version: shipments.version,
};

export async function loadHead(db: Db, shipmentId: number): Promise<LoadHead | null> {
  if (!Number.isSafeInteger(shipmentId) || shipmentId <= 0 || shipmentId > 2_147_483_647) return null;
  const [row] = await db.select(headColumns).from(shipments).where(eq(shipments.id, shipmentId));
  return row ?? null;
}

/** The caller's relation to a load (null: none); pure, for lists of heads already read. */
export function accessOf(parties: UserParties, load: Pick<LoadHead, 'shipperId' | 'truckerId'>): LoadAccess | null {
  if (parties.admin) return 'admin';
  if (parties.shipperId !== null && load.shipperId === parties.shipperId) return 'owner';
  if (parties.truckerId !== null && load.truckerId === parties.truckerId) return 'carrier';
  return null;
}

/** The caller's relation to a load; `load` null when the id is unknown. */
export async function loadAccess(
  db: Db,
  user: AuthUser,
  shipmentId: number,
): Promise<{ access: LoadAccess | null; load: LoadHead | null; parties: UserParties }> {
  const load = await loadHead(db, shipmentId);
  const parties = await partiesOf(db, user);
  return { access: load ? accessOf(parties, load) : null, load, parties };
}

/**
 * Guard for load-scoped calls: 404 for an unknown id and for a private load that is not offered to the caller (its
 * existence is not revealed, issue 36), 403 when the caller has none of `allowed`.
 * Returns the load head and the caller's access.
 */
export async function requireLoadAccess(
  db: Db,
  user: AuthUser,
  shipmentId: number,
  allowed: readonly LoadAccess[] = ['admin', 'owner', 'carrier'],
): Promise<{ access: LoadAccess; load: LoadHead; parties: UserParties }> {
  const { access, load, parties } = await loadAccess(db, user, shipmentId);
  if (!load) throw messageError(404, NOT_FOUND);
  if (!access && load.isPrivate && !(parties.truckerId !== null && (await isOffered(db, load.id, parties.truckerId))))
    throw messageError(404, NOT_FOUND);
  if (!access || !allowed.includes(access)) throw messageError(403, FORBIDDEN);
  return { access, load, parties };
}
