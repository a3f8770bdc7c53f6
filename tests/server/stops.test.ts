import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Stop, StopInput } from '../../src/contract/shipment';
import { activities, shipmentStops, shipments } from '../../server/db/schema';
import { databaseTargets } from './support/databases';
import { addCompany, insertLoad, loadRow, otherShipperEmail, usePartyTokens } from './support/detail-loads';
import { SHIPPER } from './support/fixtures';
import { useHarness } from './support/harness';
import { sendJson } from './support/http';
import { NO_DROP_FIELDS, PICKUP_FIELDS, stopBody } from './shipments-helpers';

const targets = await databaseTargets();

const AUSTIN = { city: 'Austin', state: 'Texas', latitude: 30.2672, longitude: -97.7431 };
const TULSA = { city: 'Tulsa', state: 'Oklahoma', latitude: 36.154, longitude: -95.9928 };
const MEMPHIS = { city: 'Memphis', state: 'Tennessee', latitude: 35.1495, longitude: -90.049 };

describe.each(targets)('stops on $name', (target) => {
  const h = useHarness(target);
  const tokens = usePartyTokens(h);
  const companies = {} as Record<'austin' | 'tulsa' | 'memphis' | 'foreign', number>;

  beforeAll(async () => {
    const other = await otherShipperEmail(h.db);
    companies.austin = await addCompany(h.db, SHIPPER, 'Austin Cold Storage', AUSTIN);
    companies.tulsa = await addCompany(h.db, SHIPPER, 'Tulsa Mills', TULSA);
    companies.memphis = await addCompany(h.db, SHIPPER, 'Memphis Crossdock', MEMPHIS);
    companies.foreign = await addCompany(h.db, other, 'Someone Else Inc', AUSTIN);
  });

  const send = (method: string, path: string, token: string, body?: unknown, headers: Record<string, string> = {}) =>
    sendJson(h.app, method, path, token, body, headers);
  const input = (shipmentId: number, over: Partial<StopInput> = {}): StopInput => stopBody(shipmentId, companies.austin, over);
  const create = async (shipmentId: number, over: Partial<StopInput> = {}, token = tokens.shipper) => {
    const res = await send('POST', '/api/Shipments/Stops', token, input(shipmentId, over));
    if (res.status !== 200) throw new Error(`${res.status} ${await res.text()}`);
    return (await res.json()) as { Id: number; Version: number; Stop: Stop };
  };
  const list = async (shipmentId: number, token = tokens.shipper) =>
    ((await (await send('GET', `/api/Shipments/Stops/${shipmentId}`, token)).json()) as { Stops: Stop[] }).Stops;
  const names = async (shipmentId: number) => (await list(shipmentId)).map((s) => `${s.Position}:${s.Name}`);
  const lastActivity = async (shipmentId: number) =>
    (await h.db.select().from(activities).where(eq(activities.shipmentId, shipmentId)).orderBy(desc(activities.id)).limit(1))[0];

  it('adds a stop with the company copied from the address book, last by default, and records it', async () => {
    const loadId = await insertLoad(h.db, { statusCode: 'OP', truckerEmail: null });
    const milesBefore = (await loadRow(h.db, loadId)).totalMiles;
    const res = await send(
      'POST',
      '/api/Shipments/Stops',
      tokens.shipper,
      input(loadId, { Note: '  Call ahead  ', SpecialReq: ['Liftgate'], Mabd: '2025-03-20T00:00:00.000Z' }),
    );
    expect(res.status).toBe(200);
    const created = (await res.json()) as { Id: number; Version: number; Stop: Stop };
    expect(res.headers.get('etag')).toBe('"1"');
    expect(created).toMatchObject({ Id: expect.any(Number), Version: 1 });
    expect(created.Stop).toEqual({
      Id: created.Id,
      ShipmentId: loadId,
      Type: 'Pick-up',
      Position: 0,
      AddressId: companies.austin,
      Name: 'Austin Cold Storage',
      Address1: '1 Austin Cold Storage Way',
      Address2: 'Dock 4',
      City: 'Austin',
      State: 'Texas',
      Country: 'United States',
      Zipcode: '73301',
      ContactName: 'Dana Whitfield',
      ContactEmail: 'dana@example.com',
      ContactPhone: '+15125550100',
      ContactPhone2: null,
      ContactFax: null,
      // the facility's zone, from the address book's coordinates (decision 160)
      TimeZone: 'America/Chicago',
      Note: 'Call ahead',
      SpecialReq: ['Liftgate'],
      ...PICKUP_FIELDS,
      // A pick-up stop keeps no drop fields.
      ...NO_DROP_FIELDS,
      Delivered: false,
      Version: 1,
    });
    await create(loadId, { AddressId: companies.tulsa, Type: 'Drop' });
    expect(await names(loadId)).toEqual(['0:Austin Cold Storage', '1:Tulsa Mills']);
    const load = await loadRow(h.db, loadId);
    expect(load.stopsCount).toBe(2);
    expect(load.totalMiles).not.toBe(milesBefore);

    const activity = await lastActivity(loadId);
    expect(activity.action).toBe('Updated');
    expect(activity.fields).toEqual(
      expect.arrayContaining([
        { Field: 'Stop 2 · Type', Type: 'string', OldValue: null, NewValue: 'Drop' },
        { Field: 'Stop 2 · Name', Type: 'string', OldValue: null, NewValue: 'Tulsa Mills' },
        { Field: 'Stop 2 · City', Type: 'string', OldValue: null, NewValue: 'Tulsa' },
        expect.objectContaining({ Field: 'TotalMiles', Type: 'decimal' }),
      ]),
    );
  });

  it('inserts at a Position and moves the later stops down', async () => {
    const loadId = await insertLoad(h.db, { statusCode: 'DF', truckerEmail: null });
    await create(loadId, { AddressId: companies.austin });
    await create(loadId, { AddressId: companies.tulsa });
    await create(loadId, { AddressId: companies.memphis, Position: 0 });
    await create(loadId, { AddressId: companies.austin, Position: 99 });
    expect(await names(loadId)).toEqual(['0:Memphis Crossdock', '1:Austin Cold Storage', '2:Tulsa Mills', '3:Austin Cold Storage']);
  });

  it('needs a company of the load owner and valid fields (ModelState)', async () => {
    const loadId = await insertLoad(h.db, { statusCode: 'OP', truckerEmail: null });
    const post = (body: unknown) => send('POST', '/api/Shipments/Stops', tokens.shipper, body);
    for (const addressId of [null, undefined, 0, companies.foreign, 99_999_999]) {
      const res = await post({ ...input(loadId), AddressId: addressId });
      expect(res.status).toBe(400);
      expect((await res.json()).ModelState).toEqual({ AddressId: ['Please select a company name'] });
    }
    let res = await post(input(loadId, { Note: 'x'.repeat(401) }));
    expect((await res.json()).ModelState).toEqual({ Note: ['The note must be at most 400 characters.'] });
    res = await post(input(loadId, { PuAppointmentToDate: '2025-03-12T13:00:00.000Z' }));
    expect(res.status).toBe(400);
    expect((await res.json()).ModelState).toEqual({ PuAppointmentToDate: ['The appointment end must not be before its start.'] });
    res = await post(
      input(loadId, { Type: 'Drop', DelAppointmentDate: '2025-03-15T10:00:00.000Z', DelAppointmentToDate: '2025-03-15T09:00:00.000Z' }),
    );
    expect((await res.json()).ModelState).toEqual({ DelAppointmentToDate: ['The appointment end must not be before its start.'] });
    res = await post(input(loadId, { Type: 'Stopover' as never }));
    expect(Object.keys((await res.json()).ModelState)).toEqual(['Type']);
    expect(await list(loadId)).toEqual([]);
  });

  it('lets every party read; only the owner and BackOffice write, and only while DF, OP or BK', async () => {
    const loadId = await insertLoad(h.db, { statusCode: 'BK' });
    const { Id } = await create(loadId);
    expect((await list(loadId, tokens.trucker)).map((s) => s.Id)).toEqual([Id]);
    expect((await list(loadId, tokens.admin)).map((s) => s.Id)).toEqual([Id]);
    expect((await send('GET', `/api/Shipments/Stops/${loadId}`, tokens.otherShipper)).status).toBe(403);
    expect((await send('GET', '/api/Shipments/Stops/99999999', tokens.admin)).status).toBe(404);
    expect((await h.app.request(`/api/Shipments/Stops/${loadId}`)).status).toBe(401);

    expect((await send('POST', '/api/Shipments/Stops', tokens.trucker, input(loadId))).status).toBe(403);
    expect((await send('PUT', `/api/Shipments/Stops/${Id}`, tokens.trucker, input(loadId))).status).toBe(403);
    expect((await send('DELETE', `/api/Shipments/Stops/${Id}`, tokens.trucker)).status).toBe(403);
    expect((await send('POST', '/api/Shipments/Stops', tokens.otherShipper, input(loadId))).status).toBe(403);
    expect((await send('POST', '/api/Shipments/Stops', tokens.admin, input(loadId, { AddressId: companies.tulsa }))).status).toBe(200);

    await h.db.update(shipments).set({ statusCode: 'IT' }).where(eq(shipments.id, loadId));
    for (const res of [
      await send('POST', '/api/Shipments/Stops', tokens.shipper, input(loadId)),
      await send('PUT', `/api/Shipments/Stops/${Id}`, tokens.admin, input(loadId)),
      await send('DELETE', `/api/Shipments/Stops/${Id}`, tokens.shipper),
      await send('PUT', '/api/Shipments/MoveStops', tokens.shipper, { ShipmentId: loadId, Stops: [] }),
    ]) {
      expect(res.status).toBe(409);
      expect(await res.json()).toEqual({ Message: 'This load can no longer be edited.', MessageId: { Id: 'load_not_editable' } });
    }
  });

  it('updates the whole stop with If-Match (quoted or not); a stale version answers 412 with the current stop', async () => {
    const loadId = await insertLoad(h.db, { statusCode: 'OP', truckerEmail: null });
    await create(loadId, { AddressId: companies.memphis });
    const { Id } = await create(loadId);
    const put = (over: Partial<StopInput>, ifMatch?: string) =>
      send('PUT', `/api/Shipments/Stops/${Id}`, tokens.shipper, input(loadId, over), ifMatch === undefined ? {} : { 'If-Match': ifMatch });

    let res = await put({ Note: 'Gate code 4411', AddressId: companies.tulsa }, '"1"');
    expect(res.status).toBe(200);
    expect(res.headers.get('etag')).toBe('"2"');
    const updated = (await res.json()) as Stop;
    expect(updated).toMatchObject({ Id, Version: 2, Position: 1, Name: 'Tulsa Mills', City: 'Tulsa', Note: 'Gate code 4411' });
    const activity = await lastActivity(loadId);
    expect(activity.fields).toEqual(
      expect.arrayContaining([
        { Field: 'Stop 2 · Name', Type: 'string', OldValue: 'Austin Cold Storage', NewValue: 'Tulsa Mills' },
        { Field: 'Stop 2 · City', Type: 'string', OldValue: 'Austin', NewValue: 'Tulsa' },
        { Field: 'Stop 2 · Note', Type: 'string', OldValue: null, NewValue: 'Gate code 4411' },
      ]),
    );

    res = await put({ Note: 'my stale edit' }, '1');
    expect(res.status).toBe(412);
    const conflict = await res.json();
    expect(conflict.Message).toEqual(expect.any(String));
    expect(conflict.Current).toMatchObject({ Id, Version: 2, Note: 'Gate code 4411' });

    res = await put({ Note: 'second edit' }, '2');
    expect((await res.json()).Version).toBe(3);
    res = await put({ Note: 'without If-Match' });
    expect(res.status).toBe(200);
    expect((await put({}, 'banana')).status).toBe(400);
    res = await send('PUT', `/api/Shipments/Stops/${Id}`, tokens.shipper, input(await insertLoad(h.db, { statusCode: 'OP' })));
    expect(res.status).toBe(400);
  });

  it('deletes with If-Match and moves the later stops up', async () => {
    const loadId = await insertLoad(h.db, { statusCode: 'OP', truckerEmail: null });
    await create(loadId, { AddressId: companies.memphis });
    const middle = await create(loadId, { AddressId: companies.austin });
    await create(loadId, { AddressId: companies.tulsa });
    await send('PUT', `/api/Shipments/Stops/${middle.Id}`, tokens.shipper, input(loadId, { Note: 'changed' }));

    let res = await send('DELETE', `/api/Shipments/Stops/${middle.Id}`, tokens.shipper, undefined, { 'If-Match': '"1"' });
    expect(res.status).toBe(412);
    expect((await res.json()).Current).toMatchObject({ Id: middle.Id, Version: 2 });

    res = await send('DELETE', `/api/Shipments/Stops/${middle.Id}`, tokens.shipper, undefined, { 'If-Match': '"2"' });
    expect(res.status).toBe(200);
    expect(await names(loadId)).toEqual(['0:Memphis Crossdock', '1:Tulsa Mills']);
    expect((await loadRow(h.db, loadId)).stopsCount).toBe(2);
    expect((await lastActivity(loadId)).fields).toEqual(
      expect.arrayContaining([{ Field: 'Stop 2 · Name', Type: 'string', OldValue: 'Austin Cold Storage', NewValue: null }]),
    );

    // Gone: 404, or 412 with no current stop when the writer expected a version.
    expect((await send('DELETE', `/api/Shipments/Stops/${middle.Id}`, tokens.shipper)).status).toBe(404);
    res = await send('PUT', `/api/Shipments/Stops/${middle.Id}`, tokens.shipper, input(loadId), { 'If-Match': '2' });
    expect(res.status).toBe(412);
    expect(await res.json()).toEqual({
      Message: 'This stop was deleted by someone else.',
      MessageId: { Id: 'stop_deleted' },
      Current: null,
    });
  });

  it('moves stops: each stop once with distinct positions (else 400), exactly the stops the load has (else 409 with them); versions stay', async () => {
    const loadId = await insertLoad(h.db, { statusCode: 'OP', truckerEmail: null });
    const a = await create(loadId, { AddressId: companies.austin });
    const b = await create(loadId, { AddressId: companies.tulsa });
    const c = await create(loadId, { AddressId: companies.memphis });
    const move = (stops: { StopId: number; Position: number }[]) =>
      send('PUT', '/api/Shipments/MoveStops', tokens.shipper, { ShipmentId: loadId, Stops: stops });

    for (const [stops, message] of [
      [
        [
          { StopId: a.Id, Position: 0 },
          { StopId: a.Id, Position: 1 },
          { StopId: c.Id, Position: 2 },
        ],
        'List every stop of the load exactly once.',
      ],
      [
        [
          { StopId: a.Id, Position: 0 },
          { StopId: b.Id, Position: 0 },
          { StopId: c.Id, Position: 2 },
        ],
        'Each stop needs its own position.',
      ],
    ] as const) {
      const res = await move([...stops]);
      expect(res.status).toBe(400);
      expect((await res.json()).ModelState).toEqual({ Stops: [message] });
    }
    // An order made before someone added or deleted a stop (a reorder queued offline) is a conflict with the stops now.
    for (const stops of [
      [
        { StopId: a.Id, Position: 0 },
        { StopId: b.Id, Position: 1 },
      ],
      [
        { StopId: a.Id, Position: 0 },
        { StopId: b.Id, Position: 1 },
        { StopId: c.Id, Position: 2 },
        { StopId: 99_999_999, Position: 3 },
      ],
    ]) {
      const res = await move(stops);
      expect(res.status).toBe(409);
      const body = (await res.json()) as { Message: string; Current: { Stops: Stop[] } };
      expect(body.Message).toBe('The stops of this load changed since you ordered them.');
      expect(body.Current.Stops.map((s) => s.Id)).toEqual([a.Id, b.Id, c.Id]);
    }

    // The web app swaps adjacent stops: Tulsa up.
    const res = await move([
      { StopId: a.Id, Position: 1 },
      { StopId: b.Id, Position: 0 },
      { StopId: c.Id, Position: 2 },
    ]);
    expect(res.status).toBe(200);
    const moved = ((await res.json()) as { Stops: Stop[] }).Stops;
    expect(moved.map((s) => [s.Name, s.Position, s.Version])).toEqual([
      ['Tulsa Mills', 0, 1],
      ['Austin Cold Storage', 1, 1],
      ['Memphis Crossdock', 2, 1],
    ]);
    expect((await lastActivity(loadId)).fields).toEqual(
      expect.arrayContaining([
        { Field: 'Stop 1 · Position', Type: 'int', OldValue: '1', NewValue: '2' },
        { Field: 'Stop 2 · Position', Type: 'int', OldValue: '2', NewValue: '1' },
      ]),
    );
    // Gaps are renumbered 0..n-1 in the order given.
    const again = await move([
      { StopId: a.Id, Position: 10 },
      { StopId: b.Id, Position: 20 },
      { StopId: c.Id, Position: 5 },
    ]);
    expect(((await again.json()) as { Stops: Stop[] }).Stops.map((s) => `${s.Position}:${s.Name}`)).toEqual([
      '0:Memphis Crossdock',
      '1:Austin Cold Storage',
      '2:Tulsa Mills',
    ]);
  });

  it('runs a write once per Idempotency-Key and dates the activity by the device, never after its receipt', async () => {
    const loadId = await insertLoad(h.db, { statusCode: 'OP', truckerEmail: null });
    const happened = new Date(Date.now() - 90 * 60_000);
    const key = { 'Idempotency-Key': `stop-${target.name}-1`, 'X-Device-Time': new Date().toISOString() };
    const body = input(loadId, { Created: happened.toISOString() });
    const first = await send('POST', '/api/Shipments/Stops', tokens.shipper, body, key);
    const second = await send('POST', '/api/Shipments/Stops', tokens.shipper, body, key);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect((await second.json()).Id).toBe((await first.json()).Id);
    expect(await h.db.select().from(shipmentStops).where(eq(shipmentStops.shipmentId, loadId))).toHaveLength(1);
    expect(Math.abs((await lastActivity(loadId)).created.getTime() - happened.getTime())).toBeLessThan(5_000);

    const before = Date.now();
    await send('POST', '/api/Shipments/Stops', tokens.shipper, input(loadId, { Created: '2999-01-01T00:00:00.000Z' }), {
      'X-Device-Time': new Date().toISOString(),
    });
    const future = await lastActivity(loadId);
    expect(future.created.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(future.created.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    const all = await h.db
      .select()
      .from(activities)
      .where(and(eq(activities.shipmentId, loadId), eq(activities.action, 'Updated')));
    expect(all).toHaveLength(2);
  });
});
