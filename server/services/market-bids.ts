import { and, desc, eq, sql } from 'drizzle-orm';
import {
  ALREADY_BID,
  BID_CHANGED_RECENTLY,
  BID_JUST_ACCEPTED,
  BID_NOT_OPEN,
  BIDS_CLOSED,
  CARRIERS_ONLY_BIDS,
  NO_BIDDING,
  PICKUP_PASSED,
  type BidStatus,
  type TruckerBid,
  type TruckerBidRow,
} from '../../src/contract/market';
import type { Db } from '../db/database';
import { bids, shipments, shippers } from '../db/schema';
import { ApiError, NOT_FOUND, messageBody, messageError } from './errors';
import {
  type Carrier,
  type MarketLoad,
  carrierOfUser,
  marketLoad,
  requireCarrierSees,
  requireEligibleCarrier,
  startOfToday,
} from './market-access';
import { announceBids, notify, notifyOrUpdate } from './notifications';
import type { AuthUser } from './tokens';

/**
 * Bids of carriers (decision 081): one bid per carrier per load, placed, changed and withdrawn while the load is
 * open, takes bids and its pickup day has not passed. A withdrawn or declined bid is revived by bidding again.
 * Every change tells the load's shipper (a notification) and refreshes open Bids modals (a `bids` event).
 */

type BidRow = typeof bids.$inferSelect;

export const toTruckerBid = (b: BidRow): TruckerBid => ({
  Id: b.id,
  ShipmentId: b.shipmentId,
  Price: Number(b.price),
  Note: b.note,
  Status: b.status as BidStatus,
  Created: b.created.toISOString(),
  Updated: b.updated.toISOString(),
});

function assertTakesBids(load: MarketLoad, now = new Date()): void {
  if (load.statusCode !== 'OP') throw messageError(409, BIDS_CLOSED);
  if (!load.biddingEnabled) throw messageError(409, NO_BIDDING);
  if (load.shipmentDate < startOfToday(now)) throw messageError(409, PICKUP_PASSED);
}

async function tellShipper(
  tx: Db,
  load: MarketLoad,
  carrier: Carrier,
  kind: 'BidPlaced' | 'BidChanged' | 'BidWithdrawn',
  bid: { id: number; price: number },
): Promise<void> {
  const item = {
    userId: load.shipperUserId,
    kind,
    shipmentId: load.id,
    code: load.code,
    data: { Trucker: carrier.name, Price: bid.price, BidId: bid.id },
  };
  // A bid's changes within a minute are one notification, updated in place (issue 36).
  if (kind === 'BidChanged') await notifyOrUpdate(tx, item, 'BidId', 60_000);
  else await notify(tx, [item]);
  await announceBids(tx, load.id, load.shipperUserId);
}

/** After its first change a bid changes at most once in this many ms (issue 36: 744 changes in 5 s flooded the shipper). */
export const BID_CHANGE_EVERY_MS = 10_000;

/** POST /api/Shipments/{id}/Bids → 201 with the bid. */
export async function placeBid(
  db: Db,
  user: AuthUser,
  shipmentId: number,
  input: { Price: number; Note: string | null },
): Promise<TruckerBid> {
  const carrier = await requireEligibleCarrier(db, user);
  await requireCarrierSees(db, carrier, shipmentId);
  return db.transaction(async (tx) => {
    const load = (await marketLoad(tx, shipmentId, true))!;
    assertTakesBids(load);
    const [existing] = await tx
      .select()
      .from(bids)
      .where(and(eq(bids.shipmentId, load.id), eq(bids.truckerId, carrier.truckerId)))
      .for('update');
    if (existing?.status === 'Open' || existing?.status === 'Accepted') throw messageError(409, ALREADY_BID);
    const now = new Date();
    const values = { price: input.Price, note: input.Note, status: 'Open', selected: false, updated: now };
    const [bid] = existing
      ? await tx
          .update(bids)
          .set({ ...values, created: now })
          .where(eq(bids.id, existing.id))
          .returning()
      : await tx
          .insert(bids)
          .values({ shipmentId: load.id, truckerId: carrier.truckerId, ...values, created: now })
          .returning();
    await tellShipper(tx, load, carrier, 'BidPlaced', { id: bid.id, price: input.Price });
    return toTruckerBid(bid);
  });
}

/**
 * The caller's own bid, locked after its load (the order acceptBid locks them in, so accept, change and withdraw of a
 * bid run one after the other); 404 unknown or someone else's.
 */
async function ownBid(tx: Db, carrier: Carrier, bidId: number): Promise<{ bid: BidRow; load: MarketLoad }> {
  if (!Number.isSafeInteger(bidId) || bidId < 1 || bidId > 2_147_483_647) throw messageError(404, NOT_FOUND);
  const [found] = await tx.select({ shipmentId: bids.shipmentId, truckerId: bids.truckerId }).from(bids).where(eq(bids.id, bidId));
  if (!found) throw messageError(404, NOT_FOUND);
  if (found.truckerId !== carrier.truckerId) throw messageError(404, NOT_FOUND); // another carrier's: not revealed
  const load = (await marketLoad(tx, found.shipmentId, true))!;
  const [bid] = await tx.select().from(bids).where(eq(bids.id, bidId)).for('update');
  if (bid.status !== 'Open') throw messageError(409, bid.status === 'Accepted' ? BID_JUST_ACCEPTED : BID_NOT_OPEN);
  return { bid, load };
}

/** PUT /api/Shipments/Bids/{bidId}: a new price and note while the load is open. */
export async function changeBid(db: Db, user: AuthUser, bidId: number, input: { Price: number; Note: string | null }): Promise<TruckerBid> {
  const carrier = await requireEligibleCarrier(db, user);
  return db.transaction(async (tx) => {
    const { bid, load } = await ownBid(tx, carrier, bidId);
    assertTakesBids(load);
    // the first change after placing is free; then one per BID_CHANGE_EVERY_MS
    const wait = bid.updated.getTime() + BID_CHANGE_EVERY_MS - Date.now();
    if (bid.updated.getTime() !== bid.created.getTime() && wait > 0)
      throw new ApiError(429, messageBody(BID_CHANGED_RECENTLY), { 'Retry-After': String(Math.ceil(wait / 1000)) });
    const [updated] = await tx
      .update(bids)
      .set({ price: input.Price, note: input.Note, updated: new Date() })
      .where(eq(bids.id, bid.id))
      .returning();
    await tellShipper(tx, load, carrier, 'BidChanged', { id: bid.id, price: input.Price });
    return toTruckerBid(updated);
  });
}

/** DELETE /api/Shipments/Bids/{bidId}: the bid is kept as Withdrawn (the shipper's history), never deleted. */
export async function withdrawBid(db: Db, user: AuthUser, bidId: number): Promise<TruckerBid> {
  const carrier = await requireEligibleCarrier(db, user);
  return db.transaction(async (tx) => {
    const { bid, load } = await ownBid(tx, carrier, bidId);
    if (load.statusCode !== 'OP') throw messageError(409, BIDS_CLOSED);
    const [updated] = await tx.update(bids).set({ status: 'Withdrawn', updated: new Date() }).where(eq(bids.id, bid.id)).returning();
    await tellShipper(tx, load, carrier, 'BidWithdrawn', { id: bid.id, price: Number(bid.price) });
    return toTruckerBid(updated);
  });
}

/**
 * Closes the open bids of a load being booked: each becomes Declined and its carrier is told. `except` (the
 * winner) is left to the caller. Returns whether any bid changed.
 */
export async function declineOpenBids(tx: Db, load: Pick<MarketLoad, 'id' | 'code'>, except: number | null): Promise<boolean> {
  const declined = await tx
    .update(bids)
    .set({ status: 'Declined', updated: new Date() })
    .where(and(eq(bids.shipmentId, load.id), eq(bids.status, 'Open'), except === null ? undefined : sql`${bids.id} <> ${except}`))
    .returning({ truckerId: bids.truckerId, price: bids.price });
  if (declined.length === 0) return false;
  const users = await tx.execute(
    sql`select id, user_id from truckers where id in (${sql.join(
      declined.map((d) => sql`${d.truckerId}`),
      sql`, `,
    )})`,
  );
  const userOf = new Map(
    (users as unknown as { rows: { id: number; user_id: number }[] }).rows.map((r) => [Number(r.id), Number(r.user_id)]),
  );
  await notify(
    tx,
    declined.map((d) => {
      const userId = userOf.get(d.truckerId);
      return userId === undefined
        ? null
        : { userId, kind: 'BidDeclined' as const, shipmentId: load.id, code: load.code, data: { Price: Number(d.price) } };
    }),
  );
  return true;
}

/** GET /api/Trucker/Bids: the caller's bids, newest change first (at most 500), with their loads. */
export async function truckerBids(db: Db, user: AuthUser): Promise<TruckerBidRow[]> {
  const carrier = user.roles.includes('Trucker') ? await carrierOfUser(db, user.id) : null;
  if (!carrier) throw messageError(403, CARRIERS_ONLY_BIDS);
  const rows = await db
    .select({
      b: bids,
      code: shipments.code,
      statusCode: shipments.statusCode,
      fromCity: shipments.shippingCity,
      fromState: shipments.shippingState,
      toCity: shipments.receivingCity,
      toState: shipments.receivingState,
      pickup: shipments.shipmentDate,
      totalPrice: shipments.totalPrice,
      shipper: shippers.companyName,
      lowest: sql<string | null>`(select min(o.price) from bids o where o.shipment_id = ${bids.shipmentId} and o.status = 'Open')`,
    })
    .from(bids)
    .innerJoin(shipments, eq(shipments.id, bids.shipmentId))
    .innerJoin(shippers, eq(shippers.id, shipments.shipperId))
    .where(eq(bids.truckerId, carrier.truckerId))
    .orderBy(desc(bids.updated), desc(bids.id))
    .limit(500);
  return rows.map((r) => ({
    ...toTruckerBid(r.b),
    Code: r.code,
    LoadStatusCode: r.statusCode,
    FromCity: r.fromCity,
    FromState: r.fromState,
    ToCity: r.toCity,
    ToState: r.toState,
    PickupDate: r.pickup.toISOString(),
    TotalPrice: Number(r.totalPrice),
    Shipper: r.shipper,
    LowestPrice: r.lowest === null ? null : Number(r.lowest),
  }));
}
