import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, shipmentItems, users } from '../../server/db/schema';
import { databaseTargets } from './support/databases';
import { addCompany, insertLoad } from './support/detail-loads';
import { ADMIN, SHIPPER, SPARE } from './support/fixtures';
import { useHarness } from './support/harness';
import { freshAddress, passwordGrant, sendJson } from './support/http';
import { tokenFor } from './support/partners';
import { itemBody, shipmentBody } from './shipments-helpers';

/** Issue 14 §4: each input that used to answer 500 answers 400 with ModelState on the field, and writes nothing. */
const targets = await databaseTargets();

describe.each(targets)('bad input answers 400 on $name', (target) => {
  const h = useHarness(target);
  const tokens = {} as Record<'admin' | 'shipper' | 'spare', string>;
  let loadId = 0;

  beforeAll(async () => {
    tokens.admin = await tokenFor(h, ADMIN);
    tokens.shipper = await tokenFor(h, SHIPPER);
    tokens.spare = await tokenFor(h, SPARE[0]);
    loadId = await insertLoad(h.db, { statusCode: 'BK' });
  });

  const modelState = async (res: Response) => {
    expect(res.status).toBe(400);
    return ((await res.json()) as { ModelState?: Record<string, string[]> }).ModelState ?? {};
  };

  it('a NUL character in sign-in, notes, chat, an address and a search', async () => {
    expect(Object.keys(await modelState(await passwordGrant(h.app, 'a\u0000b@haulbase.test', 'x', freshAddress())))).toEqual(['username']);
    expect(
      Object.keys(
        await modelState(
          await sendJson(h.app, 'POST', '/api/Notes', tokens.shipper, { Body: 'a\u0000b', ShipmentId: loadId, IsPublic: true }),
        ),
      ),
    ).toEqual(['Body']);
    expect(
      Object.keys(await modelState(await sendJson(h.app, 'POST', `/api/Chat/${loadId}/Messages`, tokens.shipper, { Body: 'x\u0000' }))),
    ).toEqual(['Body']);
    const address = { Name: 'Dock\u0000', Address1: '1 Main St', Country: 'US', State: 'Texas', City: 'Austin', Zipcode: '73301' };
    expect(Object.keys(await modelState(await sendJson(h.app, 'POST', '/api/Address', tokens.shipper, address)))).toEqual(['Name']);
    expect(Object.keys(await modelState(await sendJson(h.app, 'GET', '/api/Search?q=a%00b', tokens.admin)))).toEqual(['q']);
    expect(Object.keys(await modelState(await sendJson(h.app, 'GET', '/api/Admin/GetLoads?search=a%00b', tokens.admin)))).toEqual([
      'search',
    ]);
  });

  it('a lone surrogate in PUT /api/me: 400 on the field, neither the name nor an audit row written', async () => {
    const [before] = await h.db.select().from(users).where(eq(users.email, SPARE[0]));
    const audits = (await h.db.select().from(auditLog).where(eq(auditLog.userId, before.id))).length;
    const res = await sendJson(h.app, 'PUT', '/api/me', tokens.spare, { FirstName: 'Ann\ud800', LastName: 'Lee', PhoneNumber: '' });
    expect(Object.keys(await modelState(res))).toEqual(['FirstName']);
    const [after] = await h.db.select().from(users).where(eq(users.email, SPARE[0]));
    expect(after.firstName).toBe(before.firstName);
    expect((await h.db.select().from(auditLog).where(eq(auditLog.userId, before.id))).length).toBe(audits);
  });

  it('isInternal=constructor or __proto__ on Billing Users and GetUsersFilter', async () => {
    for (const path of ['/api/Billing/Users', '/api/Billing/GetUsersFilter']) {
      for (const value of ['constructor', '__proto__', 'toString']) {
        expect(Object.keys(await modelState(await sendJson(h.app, 'GET', `${path}?isInternal=${value}`, tokens.admin)))).toEqual([
          'isInternal',
        ]);
      }
    }
  });

  it('unknown foreign keys and overflowing numbers: 400, no item or load written', async () => {
    const items = async () => (await h.db.select().from(shipmentItems).where(eq(shipmentItems.shipmentId, loadId))).length;
    const before = await items();
    const item = itemBody(loadId, { Pieces: 3 });
    expect(
      Object.keys(
        await modelState(await sendJson(h.app, 'POST', '/api/Shipments/Items', tokens.shipper, { ...item, PackagingId: 999999 })),
      ),
    ).toEqual(['PackagingId']);
    const overflow = await sendJson(h.app, 'POST', '/api/Shipments/Items', tokens.shipper, {
      ...item,
      Weight: 10_000_000,
      Pieces: 10_000_000,
      HandlingAmount: 10_000_000,
    });
    expect(overflow.status).toBe(400);
    expect(await items()).toBe(before);

    const place = { city: 'Austin', state: 'Texas', latitude: 30.27, longitude: -97.74 };
    const pickup = await addCompany(h.db, SHIPPER, 'Bad Input Pickup', place);
    const drop = await addCompany(h.db, SHIPPER, 'Bad Input Drop', { ...place, city: 'Dallas' });
    const res = await sendJson(
      h.app,
      'PUT',
      `/api/Shipments/${loadId}`,
      tokens.admin,
      shipmentBody(pickup, drop, { EquipmentTypeId: 999999 }),
    );
    expect(Object.keys(await modelState(res))).toEqual(['EquipmentTypeId']);
  });
});
