import { and, eq } from 'drizzle-orm';
import { ACCEPT_ONLY_OPEN, BID_ALREADY_ACCEPTED, BID_PRICE_TOO_HIGH, BID_WITHDRAWN } from '../../src/contract/market';
import { PRICE_MAX, type BidAccepted } from '../../src/contract/shipment';
import type { Db } from '../db/database';
import { bids, shipmentAccessorials, shipments, shippers, truckers } from '../db/schema';
import { NOT_FOUND, messageError } from './errors';
import { diffFields, recordActivity } from './load-activities';
import { fixFees } from './load-fees';
import { applyStatusChange } from './load-status';
import { requireLoadAccess } from './loads-party';
import { declineOpenBids } from './market-bids';
import { announceBids, notify } from './notifications';
import { accessorialTotals } from '../../src/contract/shipment-input';
import type { AuthUser } from './tokens';

/**
 * PUT /api/Shipments/Bids/{bidId}/Accept (decision 047 §Accept bid): in one transaction the bid becomes the
 * selected one, its trucker is assigned, BasicPrice becomes the bid price (percentage accessorials and TotalPrice
 * follow) and the load moves OP → BK through the status machine's accept-bid path.
 */

export async function acceptBid(db: Db, user: AuthUser, bidId: number): Promise<BidAccepted> {
  if (!Number.isSafeInteger(bidId) || bidId < 1 || bidId > 2_147_483_647) throw messageError(404, NOT_FOUND);
  const [bid] = await db.select().from(bids).where(eq(bids.id, bidId));
  if (!bid) throw messageError(404, NOT_FOUND);
  const { access } = await requireLoadAccess(db, user, bid.shipmentId, ['owner', 'admin']);
  return db.transaction(async (tx) => {
    const [load] = await tx.select().from(shipments).where(eq(shipments.id, bid.shipmentId)).for('update');
    if (load.statusCode !== 'OP') throw messageError(409, ACCEPT_ONLY_OPEN);
    const [selected] = await tx
      .select({ id: bids.id })
      .from(bids)
      .where(and(eq(bids.shipmentId, load.id), eq(bids.selected, true)));
    if (selected) throw messageError(409, BID_ALREADY_ACCEPTED);
    if (bid.status !== 'Open') throw messageError(409, BID_WITHDRAWN);

    const lines = await tx.select().from(shipmentAccessorials).where(eq(shipmentAccessorials.shipmentId, load.id));
    const totals = accessorialTotals(
      bid.price,
      lines.map((a) => ({ Name: a.name, Price: a.price, Quantity: a.quantity, IsPercentage: a.isPercentage })),
    );
    if (totals.totalPrice > PRICE_MAX) throw messageError(409, BID_PRICE_TOO_HIGH);
    for (const [i, line] of lines.entries()) {
      if (line.total !== totals.lines[i].Total)
        await tx.update(shipmentAccessorials).set({ total: totals.lines[i].Total }).where(eq(shipmentAccessorials.id, line.id));
    }
    await tx.update(bids).set({ selected: true, status: 'Accepted', updated: new Date() }).where(eq(bids.id, bid.id));
    await tx
      .update(shipments)
      .set({
        truckerId: bid.truckerId,
        basicPrice: bid.price,
        totalPrice: totals.totalPrice,
        updated: new Date(),
        version: load.version + 1,
      })
      .where(eq(shipments.id, load.id));
    const [trucker] = await tx.select({ name: truckers.name }).from(truckers).where(eq(truckers.id, bid.truckerId));
    const [oldTrucker] =
      load.truckerId === null ? [] : await tx.select({ name: truckers.name }).from(truckers).where(eq(truckers.id, load.truckerId));
    const fields = diffFields(
      { AssignedTo: oldTrucker?.name ?? null, BasicPrice: load.basicPrice, TotalPrice: load.totalPrice },
      { AssignedTo: trucker?.name ?? null, BasicPrice: bid.price, TotalPrice: totals.totalPrice },
      { AssignedTo: 'string', BasicPrice: 'decimal', TotalPrice: 'decimal' },
    );
    await recordActivity(tx, {
      shipmentId: load.id,
      userId: user.id,
      action: 'Updated',
      fields: [{ Field: 'Bid', Type: 'int', OldValue: null, NewValue: String(bid.id) }, ...fields],
    });
    const moved = await applyStatusChange(tx, { shipmentId: load.id, to: 'BK', actor: access, userId: user.id, via: 'accept-bid' });
    if (!moved.ok) throw messageError(409, moved.message);
    // Decision 081/082: the fees are fixed now, the other bids are declined, and every bidder is told.
    await fixFees(tx, load.id);
    await declineOpenBids(tx, load, bid.id);
    const [winner] = await tx.select({ userId: truckers.userId }).from(truckers).where(eq(truckers.id, bid.truckerId));
    await notify(tx, [
      winner ? { userId: winner.userId, kind: 'BidAccepted', shipmentId: load.id, code: load.code, data: { Price: bid.price } } : null,
    ]);
    const [owner] = await tx.select({ userId: shippers.userId }).from(shippers).where(eq(shippers.id, load.shipperId));
    await announceBids(tx, load.id, owner?.userId ?? null);
    return {
      Id: load.id,
      BidId: bid.id,
      StatusCode: moved.statusCode,
      Status: moved.status,
      TruckerId: bid.truckerId,
      TotalPrice: totals.totalPrice,
    };
  });
}
