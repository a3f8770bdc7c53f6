import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { activities, bids, shipmentAccessorials, shipmentItems, shipmentStops, shipments, statusHistory } from '../../server/db/schema';
import { canMove } from '../../server/services/load-status';
import type { BidAccepted, BillOfLading } from '../../src/contract/shipment';
import { send } from './shipments-helpers';
import { databaseTargets } from './support/databases';
import { insertLoad, otherTruckerEmail, truckerIdOf, usePartyTokens } from './support/detail-loads';
import { TRUCKER } from './support/fixtures';
import { useHarness } from './support/harness';

const targets = await databaseTargets();

describe('status machine: accepting a bid', () => {
  it('books an open load for its owner only through the accept-bid path', () => {
    expect(canMove('OP', 'BK', 'owner', { hasTrucker: true }).ok).toBe(false);
    expect(canMove('OP', 'BK', 'owner', { hasTrucker: true, via: 'accept-bid' }).ok).toBe(true);
    expect(canMove('OP', 'BK', 'carrier', { hasTrucker: true, via: 'accept-bid' }).ok).toBe(false);
    expect(canMove('DF', 'BK', 'owner', { hasTrucker: true, via: 'accept-bid' }).ok).toBe(false);
    expect(canMove('OP', 'BK', 'admin', { hasTrucker: false, via: 'accept-bid' }).ok).toBe(false);
  });
});

describe.each(targets)('accept bid and bill of lading on $name', (target) => {
  const h = useHarness(target);
  const tokens = usePartyTokens(h);
  let demoTruckerId = 0;
  let otherTruckerId = 0;

  beforeAll(async () => {
    demoTruckerId = await truckerIdOf(h.db, TRUCKER);
    otherTruckerId = await truckerIdOf(h.db, await otherTruckerEmail(h.db));
  });

  const openLoadWithBids = async () => {
    const id = await insertLoad(h.db, { statusCode: 'OP', truckerEmail: null });
    await h.db.update(shipments).set({ basicPrice: 2000, totalPrice: 2300 }).where(eq(shipments.id, id));
    await h.db.insert(shipmentAccessorials).values([
      { shipmentId: id, name: 'Fuel surcharge', price: 10, quantity: null, total: 200, isPercentage: true, position: 0 },
      { shipmentId: id, name: 'Detention', price: 50, quantity: 2, total: 100, isPercentage: false, position: 1 },
    ]);
    const rows = await h.db
      .insert(bids)
      .values([
        { shipmentId: id, truckerId: otherTruckerId, price: 1900 },
        { shipmentId: id, truckerId: demoTruckerId, price: 1800 },
      ])
      .returning({ id: bids.id });
    return { id, bidIds: rows.map((r) => r.id) };
  };

  it('the owner accepts: bid selected, trucker assigned, prices follow the bid, OP → BK in one go', async () => {
    const { id, bidIds } = await openLoadWithBids();
    const res = await send(h.app, 'PUT', `/api/Shipments/Bids/${bidIds[1]}/Accept`, tokens.shipper);
    expect(res.status).toBe(200);
    expect((await res.json()) as BidAccepted).toEqual({
      Id: id,
      BidId: bidIds[1],
      StatusCode: 'BK',
      Status: 'Booked',
      TruckerId: demoTruckerId,
      TotalPrice: 2080,
    });
    const [load] = await h.db.select().from(shipments).where(eq(shipments.id, id));
    expect(load).toMatchObject({ statusCode: 'BK', truckerId: demoTruckerId, basicPrice: 1800, totalPrice: 2080 });
    const selected = await h.db
      .select()
      .from(bids)
      .where(and(eq(bids.shipmentId, id), eq(bids.selected, true)));
    expect(selected.map((b) => b.id)).toEqual([bidIds[1]]);
    const fuel = await h.db
      .select()
      .from(shipmentAccessorials)
      .where(and(eq(shipmentAccessorials.shipmentId, id), eq(shipmentAccessorials.name, 'Fuel surcharge')));
    expect(fuel[0].total).toBe(180);
    expect((await h.db.select().from(statusHistory).where(eq(statusHistory.shipmentId, id))).map((r) => r.statusCode)).toEqual(['BK']);
    const actions = await h.db.select().from(activities).where(eq(activities.shipmentId, id));
    // the status, the prices, and rate confirmation version 1 issued in the same transaction (issue 40)
    expect(actions.map((a) => a.action).sort()).toEqual(['StatusChanged', 'Updated', 'Updated']);
    expect(actions.flatMap((a) => a.fields)).toContainEqual({ Field: 'RateConfirmation', Type: 'int', OldValue: null, NewValue: '1' });
    expect(actions.find((a) => a.action === 'Updated')!.fields).toContainEqual({
      Field: 'BasicPrice',
      Type: 'decimal',
      OldValue: '2000',
      NewValue: '1800',
    });

    // The carrier now sees the load; a second accept is a conflict.
    expect((await send(h.app, 'GET', `/api/Shipments/${id}`, tokens.trucker)).status).toBe(200);
    const again = await send(h.app, 'PUT', `/api/Shipments/Bids/${bidIds[0]}/Accept`, tokens.shipper);
    expect(again.status).toBe(409);
  });

  it('idempotent with a key; refused for others, unknown bids and loads that are not open', async () => {
    const { bidIds } = await openLoadWithBids();
    const key = { 'Idempotency-Key': `accept-${bidIds[0]}` };
    const first = await send(h.app, 'PUT', `/api/Shipments/Bids/${bidIds[0]}/Accept`, tokens.admin, undefined, key);
    const replay = await send(h.app, 'PUT', `/api/Shipments/Bids/${bidIds[0]}/Accept`, tokens.admin, undefined, key);
    expect([first.status, replay.status, replay.headers.get('Idempotent-Replayed')]).toEqual([200, 200, 'true']);

    const other = await openLoadWithBids();
    expect((await send(h.app, 'PUT', `/api/Shipments/Bids/${other.bidIds[0]}/Accept`, tokens.otherShipper)).status).toBe(403);
    expect((await send(h.app, 'PUT', `/api/Shipments/Bids/${other.bidIds[0]}/Accept`, tokens.trucker)).status).toBe(403);
    expect((await send(h.app, 'PUT', '/api/Shipments/Bids/99999999/Accept', tokens.shipper)).status).toBe(404);
    await h.db.update(shipments).set({ statusCode: 'DF' }).where(eq(shipments.id, other.id));
    const draft = await send(h.app, 'PUT', `/api/Shipments/Bids/${other.bidIds[0]}/Accept`, tokens.shipper);
    expect(draft.status).toBe(409);
    expect(await draft.json()).toEqual({ Message: 'Only an open load can accept a bid.', MessageId: { Id: 'accept_only_open' } });
  });

  it('bill of lading: a main part and one per stop, items grouped by stop, IsHeavy above 10,000 lb', async () => {
    const id = await insertLoad(h.db, {
      statusCode: 'BK',
      stops: [
        { type: 'Pick-up', name: 'Springfield Mill', city: 'Springfield', state: 'Missouri', latitude: 37.209, longitude: -93.2923 },
        { type: 'Drop', name: 'Tulsa DC', city: 'Tulsa', state: 'Oklahoma', latitude: 36.154, longitude: -95.9928 },
      ],
    });
    const [pickStop, dropStop] = await h.db
      .select()
      .from(shipmentStops)
      .where(eq(shipmentStops.shipmentId, id))
      .orderBy(shipmentStops.position);
    const base = { shipmentId: id, packagingId: 4, weightType: 'LBS', commodity: 'Steel', isHazardousMaterial: false };
    await h.db.insert(shipmentItems).values([
      { ...base, pieces: 4, weight: 1500, weightMode: 'each', stopId: pickStop.id },
      { ...base, pieces: 2, weight: 3000, weightMode: 'total', deliveryStopId: dropStop.id, isHazardousMaterial: true },
      { ...base, pieces: 1, weight: 2000, weightMode: 'each' },
    ]);
    const res = await send(h.app, 'GET', `/api/Dashboard/BOL/${id}`, tokens.trucker, undefined, {
      Accept: 'application/json',
      'X-Api-Key': 'web',
    });
    expect(res.status).toBe(200);
    const bol = (await res.json()) as BillOfLading;
    expect(bol).toMatchObject({
      ShipFrom: { Company: 'Lone Star Foods', City: 'Dallas', ZipCode: '75202' },
      ShipTo: { Company: 'Windy City Grocers', City: 'Chicago' },
      Trucker: { Name: 'Blake Freight Lines LLC', SealNumber: 'SEAL-1', TrailerNumber: 'TL-9' },
      FreightChargesterms: 'Prepaid',
      WeightType: 'LBS',
      TotalPieces: 7,
      TotalWeight: 11_000,
      IsHeavy: true,
    });
    expect(bol.Items[0]).toMatchObject({ Pieces: 4, PackageType: 'Pallet', Weight: 6000, HazMat: false, Commodity: 'Steel' });
    expect(bol.Stops).toHaveLength(2);
    expect(bol.Stops[0]).toMatchObject({
      Type: 'Pick-up',
      FromAddress: { Company: 'Springfield Mill' },
      ToAddress: { Company: 'Windy City Grocers' },
      TotalPieces: 4,
      TotalWeight: 6000,
    });
    expect(bol.Stops[1]).toMatchObject({
      Type: 'Drop',
      FromAddress: { Company: 'Lone Star Foods' },
      ToAddress: { Company: 'Tulsa DC' },
      TotalWeight: 3000,
    });
    expect(bol.Stops[1].Items.map((i) => i.HazMat)).toEqual([true]);
    // Before the trip: no trip times on the sheet.
    expect([bol.ShippingDepartureDate, bol.ReceivingArrivalDate, bol.Stops[0].EventDate]).toEqual([null, null, null]);

    // The trip's times (decision 101) as the status moves and the truck passing the stop fill them.
    const departed = new Date('2026-11-20T14:05:00Z');
    const served = new Date('2026-11-20T16:40:00Z');
    await h.db.update(shipments).set({ shippingDepartureDate: departed }).where(eq(shipments.id, id));
    await h.db
      .update(shipmentStops)
      .set({ delivered: true, eventName: 'Picked up', eventDate: served })
      .where(eq(shipmentStops.id, pickStop.id));
    const driven = (await (await send(h.app, 'GET', `/api/Dashboard/BOL/${id}`, tokens.shipper)).json()) as BillOfLading;
    expect([driven.ShippingDepartureDate, driven.ReceivingArrivalDate, driven.Stops[0].EventDate, driven.Stops[1].EventDate]).toEqual([
      departed.toISOString(),
      null,
      served.toISOString(),
      null,
    ]);

    await h.db.delete(shipmentItems).where(and(eq(shipmentItems.shipmentId, id), eq(shipmentItems.weight, 3000)));
    const light = (await (await send(h.app, 'GET', `/api/Dashboard/BOL/${id}`, tokens.shipper)).json()) as BillOfLading;
    expect([light.TotalWeight, light.IsHeavy]).toEqual([8000, false]);
    expect((await send(h.app, 'GET', `/api/Dashboard/BOL/${id}`, tokens.otherShipper)).status).toBe(403);
  });
});
