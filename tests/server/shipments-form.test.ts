import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { activities, addressBook, customFieldDefinitions, shipments, statusHistory } from '../../server/db/schema';
import { POSTING_NOT_ALLOWED } from '../../server/services/shipment-access';
import type { Address, Shipment, ShipmentCreated, ShipmentInput, ShipmentViewModel } from '../../src/contract/shipment';
import {
  CHICAGO,
  DALLAS,
  activateSubscription,
  addEntry,
  cancelSubscription,
  send,
  setFreeAccount,
  shipmentBody,
  shipperIdByEmail,
} from './shipments-helpers';
import { databaseTargets } from './support/databases';
import { otherShipperEmail } from './support/detail-loads';
import { ADMIN, SHIPPER, TRUCKER } from './support/fixtures';
import { useHarness } from './support/harness';
import { tokenFor } from './support/partners';

const targets = await databaseTargets();

describe.each(targets)('shipper load form on $name', (target) => {
  const h = useHarness(target);
  const tokens = {} as Record<'admin' | 'shipper' | 'trucker' | 'other', string>;
  let shipperId = 0;
  let otherEmail = '';
  let pickupId = 0;
  let destinationId = 0;

  const postShipment = (token: string, body: unknown, headers: Record<string, string> = {}) =>
    send(h.app, 'POST', '/api/Shipments', token, body, headers);
  const create = async (overrides = {}) => {
    const res = await postShipment(tokens.shipper, shipmentBody(pickupId, destinationId, overrides));
    expect(res.status).toBe(200);
    return (await res.json()) as ShipmentCreated;
  };
  const read = async (id: number, token = tokens.shipper) =>
    (await (await send(h.app, 'GET', `/api/Shipments/${id}`, token)).json()) as Shipment;
  /** PUT of the complete form body (pickupId → destinationId) with `overrides`. */
  const save = (id: number, overrides: Partial<ShipmentInput> = {}, token = tokens.shipper, headers: Record<string, string> = {}) =>
    send(h.app, 'PUT', `/api/Shipments/${id}`, token, shipmentBody(pickupId, destinationId, overrides), headers);

  beforeAll(async () => {
    tokens.admin = await tokenFor(h, ADMIN);
    tokens.shipper = await tokenFor(h, SHIPPER);
    tokens.trucker = await tokenFor(h, TRUCKER);
    otherEmail = await otherShipperEmail(h.db);
    tokens.other = await tokenFor(h, otherEmail);
    await activateSubscription(h.db, SHIPPER);
    shipperId = await shipperIdByEmail(h.db, SHIPPER);
    pickupId = await addEntry(h.db, shipperId, DALLAS);
    destinationId = await addEntry(h.db, shipperId, CHICAGO);
  });

  it('view model: option lists, the shipper’s address book, global custom fields; trucker 403', async () => {
    const res = await send(h.app, 'GET', '/api/Shipments/GetViewModel', tokens.shipper);
    expect(res.status).toBe(200);
    const vm = (await res.json()) as ShipmentViewModel;
    expect(vm.Modes.map((m) => m.Id)).toEqual([1, 2, 3, 4, 5]);
    expect(vm.Packaging.find((p) => p.Id === 4)?.Name).toBe('Pallet');
    expect(vm.WeightTypes.map((w) => w.Name)).toEqual(['LBS', 'KGS']);
    expect(vm.MeasureModes.map((w) => w.Name)).toEqual(['each', 'total']);
    expect(vm.Accessorials).toContainEqual({ Name: 'Fuel surcharge', IsPercentage: true });
    expect(vm.SpecialReq.length).toBeGreaterThan(0);
    expect(vm.Statuses[0]).toMatchObject({ Code: 'DF' });
    expect(vm.CustomFields.map((f) => f.Label)).toContain('Dock');
    // The seeded address book (≥ 8 companies for the demo shipper) plus the two added here; ValueId = Id.
    expect(vm.Addresses.length).toBeGreaterThanOrEqual(10);
    expect(vm.Addresses).toContainEqual({ Id: pickupId, Name: DALLAS.name, ValueId: pickupId });
    const owned = await h.db.select({ id: addressBook.id }).from(addressBook).where(eq(addressBook.shipperId, shipperId));
    expect(new Set(vm.Addresses.map((a) => a.Id))).toEqual(new Set(owned.map((o) => o.id)));

    expect((await send(h.app, 'GET', '/api/Shipments/GetViewModel', tokens.trucker)).status).toBe(403);
    for (const bad of ['abc', '0', '-3', '1.5']) {
      const res = await send(h.app, 'GET', `/api/Shipments/GetViewModel?shipperId=${bad}`, tokens.admin);
      expect(res.status).toBe(400);
      expect((await res.json()).ModelState).toEqual({ shipperId: ['shipperId must be a shipper id.'] });
    }
    const admin = (await (
      await send(h.app, 'GET', `/api/Shipments/GetViewModel?shipperId=${shipperId}`, tokens.admin)
    ).json()) as ShipmentViewModel;
    expect(admin.Addresses.map((a) => a.Id).sort()).toEqual(vm.Addresses.map((a) => a.Id).sort());
  });

  it('402 when the subscription does not allow posting; a free account may post; BackOffice is never refused', async () => {
    await cancelSubscription(h.db, otherEmail);
    const vm = await send(h.app, 'GET', '/api/Shipments/GetViewModel', tokens.other);
    expect(vm.status).toBe(402);
    expect(await vm.json()).toEqual({ Message: POSTING_NOT_ALLOWED.text, MessageId: { Id: 'posting_not_allowed' } });
    const otherId = await shipperIdByEmail(h.db, otherEmail);
    const a = await addEntry(h.db, otherId, DALLAS);
    const b = await addEntry(h.db, otherId, CHICAGO);
    expect((await postShipment(tokens.other, shipmentBody(a, b))).status).toBe(402);
    expect((await send(h.app, 'GET', `/api/Shipments/GetViewModel?shipperId=${otherId}`, tokens.admin)).status).toBe(200);
    await setFreeAccount(h.db, otherEmail);
    expect((await send(h.app, 'GET', '/api/Shipments/GetViewModel', tokens.other)).status).toBe(200);
    expect((await postShipment(tokens.other, shipmentBody(a, b))).status).toBe(200);
  });

  it('validation: the four spec keys first and in order, then the limits', async () => {
    const res = await postShipment(tokens.shipper, { ShippingNote: 'x'.repeat(401), Value: 20_000_000 });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { ModelState: Record<string, string[]> };
    expect(Object.keys(body.ModelState).slice(0, 4)).toEqual(['ModeId', 'PickupId', 'DestinationId', 'TotalPrice']);
    expect(body.ModelState.ModeId).toEqual(['Please_Select_a_Mode']);
    expect(body.ModelState.PickupId).toEqual(['Please_Select_a_Shipping']);
    expect(body.ModelState.DestinationId).toEqual(['Please_Select_a_Receiving']);
    expect(body.ModelState.TotalPrice).toEqual(['The_price_must_be_upper_than_0']);
    expect(Object.keys(body.ModelState).slice(4).sort()).toEqual(['ShippingNote', 'Value']);

    // Another shipper's company is not a choice; appointment order and MABD are checked.
    const otherEntry = await addEntry(h.db, await shipperIdByEmail(h.db, otherEmail), DALLAS);
    const bad = await postShipment(
      tokens.shipper,
      shipmentBody(otherEntry, destinationId, {
        PuAppointmentDate: '2030-05-01T10:00:00Z',
        PuAppointmentToDate: '2030-05-01T08:00:00Z',
        Mabd: '2030-04-01T00:00:00Z',
      }),
    );
    const state = ((await bad.json()) as { ModelState: Record<string, string[]> }).ModelState;
    expect(Object.keys(state)).toEqual(['PickupId', 'PuAppointmentToDate', 'Mabd']);

    const twice = await postShipment(
      tokens.shipper,
      shipmentBody(pickupId, destinationId, {
        Accessorials: [
          { Name: 'Detention', Price: 50, Quantity: 1, IsPercentage: false },
          { Name: 'Detention', Price: 60, Quantity: 1, IsPercentage: false },
        ],
      }),
    );
    expect(Object.keys(((await twice.json()) as { ModelState: object }).ModelState)).toEqual(['Accessorials']);
  });

  it('create: a draft with the spec defaults, companies copied, totals and route computed', async () => {
    const created = await create({
      BasicPrice: 1000,
      IsQuickPay: false,
      Accessorials: [
        { Name: 'Fuel surcharge', Price: 10, Quantity: 3, IsPercentage: true },
        { Name: 'Detention', Price: 50, Quantity: 2, IsPercentage: false },
      ],
    });
    expect(created.Code).toMatch(/^HB-\d+$/);
    const load = await read(created.Id);
    expect(load).toMatchObject({
      id: created.Id,
      Code: created.Code,
      StatusCode: 'DF',
      IsDraft: true,
      SignatureRequired: true,
      IsQuickPay: false,
      BasicPrice: 1000,
      TotalPrice: 1200,
      PickupId: pickupId,
      PickupName: DALLAS.name,
      ShippingCity: 'Dallas',
      ShippingContactName: 'Pat Dallas',
      DestinationName: CHICAGO.name,
      ReceivingCity: 'Chicago',
      CanEdit: true,
      CanPost: true,
      StopsCount: 0,
      AssignedTo: null,
      Version: 1,
    });
    expect(load.Accessorials).toEqual([
      { Name: 'Fuel surcharge', Price: 10, Quantity: null, Total: 100, IsPercentage: true },
      { Name: 'Detention', Price: 50, Quantity: 2, Total: 100, IsPercentage: false },
    ]);
    // Dallas → Chicago: 802 great-circle miles × 1.17 at 50 mph.
    expect(load.TotalMiles).toBeGreaterThan(930);
    expect(load.TotalMiles).toBeLessThan(945);
    expect(load.DrivingTime).toBe(Math.round((load.TotalMiles! / 50) * 3600));
    const [createdActivity] = await h.db.select().from(activities).where(eq(activities.shipmentId, created.Id));
    expect(createdActivity.action).toBe('Created');
    expect(createdActivity.fields).toContainEqual({ Field: 'TotalPrice', Type: 'decimal', OldValue: null, NewValue: '1200' });
  });

  it('update: If-Match 412 when stale, field-level Updated activity, the new Shipment back', async () => {
    const { Id } = await create();
    const stale = await save(Id, {}, tokens.shipper, { 'If-Match': '7' });
    expect(stale.status).toBe(412);
    const res = await send(
      h.app,
      'PUT',
      `/api/Shipments/${Id}`,
      tokens.shipper,
      shipmentBody(destinationId, pickupId, { BasicPrice: 1500, ShippingNote: 'Call ahead' }),
      { 'If-Match': '"1"' },
    );
    expect(res.status).toBe(200);
    const load = (await res.json()) as Shipment;
    expect(load).toMatchObject({
      Version: 2,
      BasicPrice: 1500,
      TotalPrice: 1500,
      PickupName: CHICAGO.name,
      DestinationName: DALLAS.name,
      ShippingNote: 'Call ahead',
      StatusCode: 'DF',
    });
    const [updated] = await h.db
      .select()
      .from(activities)
      .where(and(eq(activities.shipmentId, Id), eq(activities.action, 'Updated')));
    expect(updated.fields).toEqual(
      expect.arrayContaining([
        { Field: 'BasicPrice', Type: 'decimal', OldValue: '1000', NewValue: '1500' },
        { Field: 'PickupName', Type: 'string', OldValue: DALLAS.name, NewValue: CHICAGO.name },
        { Field: 'ShippingNote', Type: 'string', OldValue: null, NewValue: 'Call ahead' },
      ]),
    );
    expect(updated.fields.map((f) => f.Field)).not.toContain('ModeId');
    // Without If-Match the save is accepted.
    expect((await save(Id)).status).toBe(200);
  });

  it('save and post: DF → OP through the status machine; 402 on posting without a subscription', async () => {
    const { Id } = await create();
    const res = await save(Id, { AsDraft: false });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ StatusCode: 'OP', IsDraft: false, CanPost: false, CanEdit: true });
    const history = await h.db.select().from(statusHistory).where(eq(statusHistory.shipmentId, Id));
    expect(history.map((r) => r.statusCode)).toEqual(['OP']);

    const draft = await create();
    await cancelSubscription(h.db, SHIPPER);
    try {
      expect((await read(draft.Id)).CanPost).toBe(false);
      expect((await save(draft.Id, { AsDraft: true })).status).toBe(200);
      const post = await save(draft.Id, { AsDraft: false });
      expect(post.status).toBe(402);
      const admin = await save(draft.Id, { AsDraft: false }, tokens.admin);
      expect(await admin.json()).toMatchObject({ StatusCode: 'OP' });
    } finally {
      await activateSubscription(h.db, SHIPPER);
    }
  });

  it('409 once the load is past BK; who may read and write', async () => {
    const { Id } = await create();
    expect((await postShipment(tokens.trucker, shipmentBody(pickupId, destinationId))).status).toBe(403);
    expect((await postShipment(tokens.admin, shipmentBody(pickupId, destinationId))).status).toBe(403);
    expect((await send(h.app, 'GET', `/api/Shipments/${Id}`, tokens.other)).status).toBe(403);
    expect((await send(h.app, 'GET', '/api/Shipments/999999', tokens.shipper)).status).toBe(404);
    expect((await read(Id, tokens.admin)).CanEdit).toBe(true);
    await h.db.update(shipments).set({ statusCode: 'IT' }).where(eq(shipments.id, Id));
    const res = await save(Id);
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ Message: 'This load can no longer be edited.', MessageId: { Id: 'load_not_editable' } });
    expect((await read(Id)).CanEdit).toBe(false);
  });

  it('custom fields: required ones and option membership are checked, values are saved', async () => {
    const otherId = await shipperIdByEmail(h.db, otherEmail);
    await setFreeAccount(h.db, otherEmail);
    const [definition] = await h.db
      .insert(customFieldDefinitions)
      .values({ shipperId: otherId, label: 'Gate', type: 'One Select', required: true, position: 9, options: ['North', 'South'] })
      .returning();
    const a = await addEntry(h.db, otherId, DALLAS);
    const b = await addEntry(h.db, otherId, CHICAGO);
    const missing = await postShipment(tokens.other, shipmentBody(a, b));
    expect(await missing.json()).toMatchObject({ ModelState: { CustomFields: ['Gate is required'] } });
    const wrong = await postShipment(tokens.other, shipmentBody(a, b, { CustomFields: [{ Id: definition.id, Value: ['East'] }] }));
    expect(wrong.status).toBe(400);
    const ok = await postShipment(tokens.other, shipmentBody(a, b, { CustomFields: [{ Id: definition.id, Value: ['South'] }] }));
    const { Id } = (await ok.json()) as ShipmentCreated;
    const load = await read(Id, tokens.other);
    expect(load.CustomFields).toContainEqual({ Id: definition.id, Value: ['South'], Required: true });
    // The demo shipper does not see another shipper's definitions.
    const vm = (await (await send(h.app, 'GET', '/api/Shipments/GetViewModel', tokens.shipper)).json()) as ShipmentViewModel;
    expect(vm.CustomFields.map((f) => f.Id)).not.toContain(definition.id);
  });

  it('address book: required fields, coordinates from the city list, owner and BackOffice only', async () => {
    const empty = await send(h.app, 'POST', '/api/Address', tokens.shipper, { Name: ' ' });
    expect(await empty.json()).toMatchObject({
      ModelState: {
        Name: ['Name is required'],
        Address1: ['Address1 is required'],
        Country: ['Country is required'],
        State: ['State is required'],
        City: ['City is required'],
        Zipcode: ['Zipcode is required'],
      },
    });
    const input = {
      Name: 'Alamo Cold Storage',
      Address1: '100 Dock Rd',
      Address2: null,
      Country: 'United States',
      State: 'Texas',
      City: 'San Antonio',
      Zipcode: '78201',
      ContactFirstName: 'Rosa',
      ContactLastName: 'Diaz',
      ContactPhone: '2105550199',
      IsShipper: true,
    };
    const res = await send(h.app, 'POST', '/api/Address', tokens.shipper, input);
    expect(res.status).toBe(200);
    const created = (await res.json()) as Address;
    expect(created).toMatchObject({ Name: 'Alamo Cold Storage', City: 'San Antonio', ContactName: 'Rosa Diaz', Address2: '' });
    const [row] = await h.db.select().from(addressBook).where(eq(addressBook.id, created.Id));
    expect(row.shipperId).toBe(shipperId);
    expect(row.latitude).toBeCloseTo(29.42, 1);
    expect(row.longitude).toBeCloseTo(-98.49, 1);

    const unknown = (await (
      await send(h.app, 'POST', '/api/Address', tokens.shipper, { ...input, City: 'Nowhere Springs' })
    ).json()) as Address;
    const [unknownRow] = await h.db.select().from(addressBook).where(eq(addressBook.id, unknown.Id));
    expect(unknownRow.latitude).toBeNull();

    expect(await (await send(h.app, 'GET', `/api/Address/${created.Id}`, tokens.shipper)).json()).toEqual(created);
    expect((await send(h.app, 'GET', `/api/Address/${created.Id}`, tokens.admin)).status).toBe(200);
    expect((await send(h.app, 'GET', `/api/Address/${created.Id}`, tokens.other)).status).toBe(403);
    expect((await send(h.app, 'GET', '/api/Address/99999999', tokens.shipper)).status).toBe(404);
    expect((await send(h.app, 'POST', '/api/Address', tokens.trucker, input)).status).toBe(403);

    const otherId = await shipperIdByEmail(h.db, otherEmail);
    const forOther = (await (await send(h.app, 'POST', '/api/Address', tokens.admin, { ...input, ShipperId: otherId })).json()) as Address;
    const [adminRow] = await h.db.select().from(addressBook).where(eq(addressBook.id, forOther.Id));
    expect(adminRow.shipperId).toBe(otherId);
    // A shipper's own session ignores ShipperId.
    const own = (await (await send(h.app, 'POST', '/api/Address', tokens.shipper, { ...input, ShipperId: otherId })).json()) as Address;
    const [ownRow] = await h.db.select().from(addressBook).where(eq(addressBook.id, own.Id));
    expect(ownRow.shipperId).toBe(shipperId);
  });

  it('writes accept Idempotency-Key: a repeated create makes one load', async () => {
    const count = async () => (await h.db.select({ id: shipments.id }).from(shipments).where(eq(shipments.shipperId, shipperId))).length;
    const before = await count();
    const headers = { 'Idempotency-Key': 'create-once-1' };
    const first = await postShipment(tokens.shipper, shipmentBody(pickupId, destinationId), headers);
    const second = await postShipment(tokens.shipper, shipmentBody(pickupId, destinationId), headers);
    expect(second.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await second.json()).toEqual(await first.json());
    expect(await count()).toBe(before + 1);
  });
});
