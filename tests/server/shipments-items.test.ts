import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { activities, shipmentStops, shipments } from '../../server/db/schema';
import type { FreightClassResult, ItemTotals, ShipmentCreated, ShipmentItemInput, ShipmentItems } from '../../src/contract/shipment';
import { CHICAGO, DALLAS, activateSubscription, addEntry, itemBody, send, shipmentBody, shipperIdByEmail } from './shipments-helpers';
import { databaseTargets } from './support/databases';
import { insertLoad, usePartyTokens } from './support/detail-loads';
import { SHIPPER } from './support/fixtures';
import { useHarness } from './support/harness';

const targets = await databaseTargets();

describe.each(targets)('line items and freight class on $name', (target) => {
  const h = useHarness(target);
  const tokens = usePartyTokens(h);
  let loadId = 0;

  beforeAll(async () => {
    await activateSubscription(h.db, SHIPPER);
    const shipperId = await shipperIdByEmail(h.db, SHIPPER);
    const body = shipmentBody(await addEntry(h.db, shipperId, DALLAS), await addEntry(h.db, shipperId, CHICAGO), { ModeId: 1 });
    loadId = ((await (await send(h.app, 'POST', '/api/Shipments', tokens.shipper, body)).json()) as ShipmentCreated).Id;
  });

  const postItem = (token: string, body: ShipmentItemInput) => send(h.app, 'POST', '/api/Shipments/Items', token, body);
  const getAsShipper = (path: string) => send(h.app, 'GET', path, tokens.shipper);

  it('add, change and delete items: TotalWeight and WeightType recomputed and stored on the load', async () => {
    const first = await postItem(tokens.shipper, itemBody(loadId));
    expect(first.status).toBe(200);
    const a = (await first.json()) as ItemTotals;
    expect(a).toEqual({ Id: expect.any(Number), TotalWeight: 1000, WeightType: 'LBS' });

    // A kg item on an LBS load: 100 kg × 3 handling units = 661.386 lb.
    const b = (await (
      await postItem(tokens.shipper, itemBody(loadId, { Weight: 100, HandlingAmount: 3, WeightType: 'KGS', DimensionsType: 'cm' }))
    ).json()) as ItemTotals;
    expect(b.TotalWeight).toBe(1661.386);

    const changed = (await (
      await send(
        h.app,
        'PUT',
        `/api/Shipments/Items/${a.Id}`,
        tokens.shipper,
        itemBody(loadId, { WeightType: 'KGS', DimensionsType: 'cm', Weight: 200, HandlingAmount: 1 }),
      )
    ).json()) as ItemTotals;
    expect(changed).toEqual({ Id: a.Id, TotalWeight: 500, WeightType: 'KGS' });
    const [load] = await h.db.select().from(shipments).where(eq(shipments.id, loadId));
    expect([load.totalWeight, load.weightType]).toEqual([500, 'KGS']);

    const list = (await (await send(h.app, 'GET', `/api/Shipments/Items/${loadId}`, tokens.shipper)).json()) as ShipmentItems;
    expect(list.Items.map((i) => i.Id)).toEqual([a.Id, b.Id]);
    expect(list).toMatchObject({ TotalWeight: 500, WeightType: 'KGS' });
    expect(list.Items[0]).toMatchObject({ Weight: 200, DimensionsType: 'cm', FreightClass: 100, PackagingId: 4 });

    const deleted = await send(h.app, 'DELETE', `/api/Shipments/Items/${a.Id}`, tokens.shipper);
    expect(await deleted.json()).toEqual({ TotalWeight: 300, WeightType: 'KGS' });
    await send(h.app, 'DELETE', `/api/Shipments/Items/${b.Id}`, tokens.shipper);
    const [empty] = await h.db.select().from(shipments).where(eq(shipments.id, loadId));
    expect(empty.totalWeight).toBeNull();
  });

  it('each change writes an Updated activity with Item n · fields and the load totals', async () => {
    const created = (await (await postItem(tokens.shipper, itemBody(loadId, { Commodity: 'Paper' }))).json()) as ItemTotals;
    await send(h.app, 'PUT', `/api/Shipments/Items/${created.Id}`, tokens.shipper, itemBody(loadId, { Commodity: 'Paper rolls' }));
    const rows = await h.db
      .select()
      .from(activities)
      .where(and(eq(activities.shipmentId, loadId), eq(activities.action, 'Updated')));
    const fields = rows.flatMap((r) => r.fields);
    expect(fields).toContainEqual({ Field: 'Item 1 · Commodity', Type: 'string', OldValue: null, NewValue: 'Paper' });
    expect(fields).toContainEqual({ Field: 'Item 1 · Commodity', Type: 'string', OldValue: 'Paper', NewValue: 'Paper rolls' });
    expect(fields).toContainEqual(expect.objectContaining({ Field: 'TotalWeight', NewValue: '1000' }));
    await send(h.app, 'DELETE', `/api/Shipments/Items/${created.Id}`, tokens.shipper);
  });

  it('validation, stops of another load, and who may write', async () => {
    const bad = await postItem(tokens.shipper, itemBody(loadId, { Weight: -1, FreightClass: 65 as never, WeightMode: 'some' as never }));
    expect(Object.keys(((await bad.json()) as { ModelState: object }).ModelState).sort()).toEqual(['FreightClass', 'Weight', 'WeightMode']);
    const foreignLoad = await insertLoad(h.db, {
      statusCode: 'DF',
      truckerEmail: null,
      stops: [{ type: 'Drop', name: 'X', city: 'Tulsa', state: 'Oklahoma', latitude: 36.15, longitude: -95.99 }],
    });
    const [foreignStop] = await h.db.select().from(shipmentStops).where(eq(shipmentStops.shipmentId, foreignLoad));
    const wrongStop = await postItem(tokens.shipper, itemBody(loadId, { DropStopId: foreignStop.id }));
    expect(await wrongStop.json()).toMatchObject({ ModelState: { DropStopId: ['DropStopId must be a stop of this load.'] } });
    expect((await postItem(tokens.otherShipper, itemBody(loadId))).status).toBe(403);
    expect((await send(h.app, 'GET', `/api/Shipments/Items/${loadId}`, tokens.otherShipper)).status).toBe(403);
    expect((await postItem(tokens.admin, itemBody(loadId))).status).toBe(200);

    // The assigned carrier reads but does not write; past BK nobody writes.
    const carried = await insertLoad(h.db, { statusCode: 'BK' });
    expect((await send(h.app, 'GET', `/api/Shipments/Items/${carried}`, tokens.trucker)).status).toBe(200);
    expect((await postItem(tokens.trucker, itemBody(carried))).status).toBe(403);
    const moving = await insertLoad(h.db, { statusCode: 'IT' });
    const locked = await postItem(tokens.shipper, itemBody(moving));
    expect(locked.status).toBe(409);
  });

  it('GET /FreightClass/CalculateClass: any case, signed in, 400 ModelState on missing input', async () => {
    const res = await getAsShipper('/FreightClass/CalculateClass?length=48&width=40&height=48&weight=500&isMeter=false');
    expect(res.status).toBe(200);
    expect((await res.json()) as FreightClassResult).toEqual({ Result: 100, Density: 9.38 });
    const lower = await getAsShipper('/freightclass/calculateclass?length=121.92&width=101.6&height=121.92&weight=226.8&isMeter=true');
    expect(await lower.json()).toEqual({ Result: 100, Density: 9.38 });
    const missing = await getAsShipper('/FreightClass/CalculateClass?length=48&width=40&height=48');
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({
      ModelState: { weight: ['Length, width, height and weight must all be numbers above 0.'] },
    });
    expect((await h.app.request('/FreightClass/CalculateClass?length=48&width=40&height=48&weight=500')).status).toBe(401);
    const unknown = await getAsShipper('/FreightClass/Nothing');
    expect([unknown.status, unknown.headers.get('content-type')]).toEqual([404, expect.stringContaining('application/json')]);
  });
});
