import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activities, bids, notifications, shipmentFees, shipments } from '../../server/db/schema';
import type { BookingAnswer } from '../../src/contract/market';
import { send, userIdByEmail } from './shipments-helpers';
import { databaseTargets } from './support/databases';
import { notificationKinds, otherTruckerEmail, truckerIdOf } from './support/detail-loads';
import { SHIPPER, TRUCKER } from './support/fixtures';
import { useHarness } from './support/harness';
import { approve, extraCarriers, insertOpenLoad, useMarketParties } from './support/market';

const targets = await databaseTargets();

describe.each(targets)('book now, assign and unassign on $name', (target) => {
  const h = useHarness(target);
  const market = useMarketParties(h);
  const t = market.tokens;

  const load = async (id: number) => (await h.db.select().from(shipments).where(eq(shipments.id, id)))[0];
  const fees = async (id: number) =>
    (
      await h.db
        .select({ name: shipmentFees.name, percentage: shipmentFees.percentage })
        .from(shipmentFees)
        .where(eq(shipmentFees.shipmentId, id))
        .orderBy(shipmentFees.id)
    ).map((f) => `${f.name} ${f.percentage}%`);

  it('20 carriers book the same load at once: exactly one wins, 19 hear it was just taken', async () => {
    const carriers = await extraCarriers(h, 20, 4242);
    expect(carriers).toHaveLength(20);
    const loadId = await insertOpenLoad(h.db, { bidding: false, totalPrice: 1750 });
    const answers = await Promise.all(carriers.map((c) => send(h.app, 'POST', `/api/Shipments/${loadId}/Book`, c.token)));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    const loser = answers.find((a) => a.status === 409)!;
    expect(((await loser.json()) as { Message: string }).Message).toBe('Sorry, this load was just taken by another carrier.');
    const winner = (await answers.find((a) => a.status === 200)!.json()) as BookingAnswer;
    const row = await load(loadId);
    expect(row.statusCode).toBe('BK');
    expect(row.truckerId).toBe(winner.TruckerId);
    expect(carriers.map((c) => c.truckerId)).toContain(winner.TruckerId);
    expect(winner).toMatchObject({ Id: loadId, StatusCode: 'BK', Status: 'Booked', TotalPrice: 1750 });
    expect(await fees(loadId)).toEqual(['Platform fee 2%']);
    // One status move, one booking activity, and the shipper heard of it.
    const moves = await h.db
      .select()
      .from(activities)
      .where(and(eq(activities.shipmentId, loadId), eq(activities.action, 'StatusChanged')));
    expect(moves).toHaveLength(1);
    const shipperUser = await userIdByEmail(h.db, SHIPPER);
    const told = await h.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, shipperUser), eq(notifications.shipmentId, loadId)));
    expect(told.map((n) => [n.kind, n.data.StatusCode])).toEqual([['StatusChanged', 'BK']]);
  });

  it('book now refuses bidding loads and loads that are not open', async () => {
    const bidding = await insertOpenLoad(h.db, { bidding: true });
    const res = await send(h.app, 'POST', `/api/Shipments/${bidding}/Book`, t.trucker);
    expect(res.status).toBe(409);
    expect(((await res.json()) as { Message: string }).Message).toMatch(/takes bids/);
    const draft = await insertOpenLoad(h.db, { bidding: false, statusCode: 'DF' });
    expect((await send(h.app, 'POST', `/api/Shipments/${draft}/Book`, t.trucker)).status).toBe(409);
    expect((await send(h.app, 'POST', `/api/Shipments/${draft}/Book`, t.shipper)).status).toBe(403);
    expect((await send(h.app, 'POST', '/api/Shipments/99999999/Book', t.trucker)).status).toBe(404);
  });

  it('BackOffice assigns an open load (bids declined, fees fixed), replaces the carrier before pickup, and unassigns', async () => {
    const loadId = await insertOpenLoad(h.db, { bidding: true, isQuickPay: true });
    await send(h.app, 'POST', `/api/Shipments/${loadId}/Bids`, t.other, { Price: 2100 });
    const assigned = await send(h.app, 'PUT', `/api/Shipments/${loadId}/Assign`, t.admin, { TruckerId: market.me });
    expect(assigned.status).toBe(200);
    expect(await assigned.json()).toMatchObject({ StatusCode: 'BK', TruckerId: market.me });
    expect(await fees(loadId)).toEqual(['Platform fee 2%', 'Factoring fee 3%']);
    expect((await h.db.select({ status: bids.status }).from(bids).where(eq(bids.shipmentId, loadId))).map((b) => b.status)).toEqual([
      'Declined',
    ]);
    const myUser = await userIdByEmail(h.db, TRUCKER);
    const otherUser = await userIdByEmail(h.db, await otherTruckerEmail(h.db));
    const kinds = (userId: number) => notificationKinds(h.db, userId, loadId);
    expect(await kinds(myUser)).toEqual(['LoadAssigned']);
    expect(await kinds(otherUser)).toEqual(['BidDeclined']);

    const replaced = await send(h.app, 'PUT', `/api/Shipments/${loadId}/Assign`, t.admin, { TruckerId: market.other });
    expect(await replaced.json()).toMatchObject({ StatusCode: 'BK', TruckerId: market.other });
    expect(await kinds(myUser)).toEqual(['LoadAssigned', 'LoadUnassigned']);
    expect((await send(h.app, 'PUT', `/api/Shipments/${loadId}/Assign`, t.admin, { TruckerId: market.other })).status).toBe(409);

    const back = await send(h.app, 'PUT', `/api/Shipments/${loadId}/Unassign`, t.admin);
    expect(await back.json()).toMatchObject({ StatusCode: 'OP', TruckerId: null, Trucker: null });
    expect(await fees(loadId)).toEqual([]);
    expect((await load(loadId)).truckerId).toBeNull();
    expect(await kinds(otherUser)).toEqual(['BidDeclined', 'LoadAssigned', 'LoadUnassigned']);
    const history = await h.db
      .select({ fields: activities.fields })
      .from(activities)
      .where(and(eq(activities.shipmentId, loadId), eq(activities.action, 'Updated')));
    expect(history.flatMap((a) => a.fields.filter((f) => f.Field === 'AssignedTo').map((f) => f.NewValue))).toHaveLength(3);
    expect((await send(h.app, 'PUT', `/api/Shipments/${loadId}/Unassign`, t.admin)).status).toBe(409);
  });

  it('assign refuses unapproved carriers, later statuses, non-BackOffice callers and bad bodies', async () => {
    const loadId = await insertOpenLoad(h.db);
    await approve(h.db, await otherTruckerEmail(h.db), false);
    try {
      const res = await send(h.app, 'PUT', `/api/Shipments/${loadId}/Assign`, t.admin, { TruckerId: market.other });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ ModelState: { TruckerId: ['This carrier is not approved yet.'] } });
    } finally {
      await approve(h.db, await otherTruckerEmail(h.db), true);
    }
    expect((await send(h.app, 'PUT', `/api/Shipments/${loadId}/Assign`, t.admin, {})).status).toBe(400);
    expect((await send(h.app, 'PUT', `/api/Shipments/${loadId}/Assign`, t.shipper, { TruckerId: market.me })).status).toBe(403);
    expect((await send(h.app, 'PUT', `/api/Shipments/${loadId}/Unassign`, t.trucker)).status).toBe(403);
    const moving = await insertOpenLoad(h.db, { statusCode: 'IT' });
    expect((await send(h.app, 'PUT', `/api/Shipments/${moving}/Assign`, t.admin, { TruckerId: market.me })).status).toBe(409);
    expect((await load(loadId)).statusCode).toBe('OP');
    expect(await truckerIdOf(h.db, TRUCKER)).toBe(market.me);
  });
});
