import { and, eq } from 'drizzle-orm';
import {
  ACCEPT_ONLY_OPEN,
  BID_ALREADY_ACCEPTED,
  BID_PRICE_TOO_HIGH,
  BID_WITHDRAWN,
  BID_WITHDRAWN_BY_CARRIER,
} from '../../src/contract/market';
import { PRICE_MAX, type BidAccepted } from '../../src/contract/shipment';
import type { Db } from '../db/database';
import { bids, shipmentAccessorials, shipments, shippers, truckers } from '../db/schema';
import { NOT_FOUND, messageError } from './errors';
import { diffFields, recordActivity } from './load-activities';
import { fixFees } from './load-fees';
import { applyStatusChange } from './load-status';
import { requireLoadAccess } from './loads-party';
import { carrierById, ineligibility } from './market-access';
import { declineOpenBids } from './market-bids';
import { CARRIER_NOT_APPROVED, CARRIER_SUSPENDED } from './market-booking';
import { announceBids, notify } from './notifications';
import { recordRateConfirmation } from './paperwork/rate-confirmation';
import { accessorialTotals } from '../../src/contract/shipment-input';
import type { AuthUser } from './tokens';

/**
 * PUT /api/Shipments/Bids/{bidId}/Accept (decision 047 §Accept bid): in one transaction the bid becomes the
 * selected one, its trucker is assigned, BasicPrice becomes the bid price (percentage accessorials and TotalPrice
 * follow) and the load moves OP → BK through the status machine's accept-bid path. A suspended or unapproved
 * carrier's bid is refused (409), as Assign refuses them.
 */

export async function acceptBid(db: Db, user: AuthUser, bidId: number): Promise<BidAccepted> {
  if (!Number.isSafeInteger(bidId) || bidId < 1 || bidId > 2_147_483_647) throw messageError(404, NOT_FOUND);
  const [found] = await db.select({ shipmentId: bids.shipmentId }).from(bids).where(eq(bids.id, bidId));
  if (!found) throw messageError(404, NOT_FOUND);
  const { access } = await requireLoadAccess(db, user, found.shipmentId, ['owner', 'admin']);
  return db.transaction(async (tx) => {
    // The load, then the bid, locked and read again: a change or withdrawal of the bid (which lock them in the same
    // order) either finished before this read or waits for this transaction and then finds the bid accepted.
    const [load] = await tx.select().from(shipments).where(eq(shipments.id, found.shipmentId)).for('update');
    const [bid] = await tx.select().from(bids).where(eq(bids.id, bidId)).for('update');
    if (load.statusCode !== 'OP') throw messageError(409, ACCEPT_ONLY_OPEN);
    const [selected] = await tx
      .select({ id: bids.id })
      .from(bids)
      .where(and(eq(bids.shipmentId, load.id), eq(bids.selected, true)));
    if (selected) throw messageError(409, BID_ALREADY_ACCEPTED);
    if (bid.status !== 'Open') throw messageError(409, bid.status === 'Withdrawn' ? BID_WITHDRAWN_BY_CARRIER : BID_WITHDRAWN);
    const carrier = await carrierById(tx, bid.truckerId);
    if (carrier && ineligibility(carrier)) throw messageError(409, carrier.lockedOut ? CARRIER_SUSPENDED : CARRIER_NOT_APPROVED);

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
    await recordRateConfirmation(tx, load.id, user.id);
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
