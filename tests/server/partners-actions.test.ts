import { and, desc, eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, refreshTokens, shippers, truckers, users } from '../../server/db/schema';
import { databaseTargets } from './support/databases';
import { ADMIN, SHIPPER, SPARE, TRUCKER } from './support/fixtures';
import { JSON_HEADERS, passwordGrant, refreshGrant, signIn } from './support/http';
import { useHarness } from './support/harness';
import { auth, tokenFor } from './support/partners';

const targets = await databaseTargets();

describe.each(targets)('partner actions on $name', (target) => {
  const h = useHarness(target);
  let admin = '';
  let adminId = 0;
  /** The fixture's generated partners (not the demo accounts), one per test that changes it. */
  let truckerRows: { id: number; userId: number; name: string; email: string }[] = [];
  let shipperRows: { id: number; userId: number; name: string }[] = [];

  const send = (method: string, path: string, body?: unknown, token = admin) =>
    h.app.request(path, {
      method,
      headers: { ...auth(token), ...JSON_HEADERS },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  /** The partners of a kind in id order, with the demo account left out. */
  const generatedPartners = async (
    table: typeof truckers | typeof shippers,
    name: typeof truckers.name | typeof shippers.companyName,
    demoEmail: string,
  ) =>
    (
      await h.db
        .select({ id: table.id, userId: table.userId, name, email: users.email })
        .from(table)
        .innerJoin(users, eq(users.id, table.userId))
        .orderBy(table.id)
    ).filter((row) => row.email !== demoEmail);
  const lastAudit = async (action: string) =>
    (await h.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(desc(auditLog.id)).limit(1))[0];

  beforeAll(async () => {
    admin = await tokenFor(h, ADMIN);
    adminId = (await h.db.select().from(users).where(eq(users.email, ADMIN)))[0].id;
    truckerRows = await generatedPartners(truckers, truckers.name, TRUCKER);
    shipperRows = await generatedPartners(shippers, shippers.companyName, SHIPPER);
    expect(truckerRows.length).toBeGreaterThanOrEqual(3);
    expect(shipperRows.length).toBeGreaterThanOrEqual(3);
  });

  it('every action is BackOffice only: 401 without a token, 403 for a shipper and a trucker', async () => {
    const shipper = await tokenFor(h, SHIPPER);
    const trucker = await tokenFor(h, TRUCKER);
    const calls: [string, string, unknown?][] = [
      ['POST', `/api/Account/Approve?id=${truckerRows[0].userId}`],
      ['POST', `/api/Account/LockOut?id=${truckerRows[0].userId}&lockOut=true`],
      ['PUT', `/api/Truckers/updateQuickPay/${truckerRows[0].id}`, { SignAgreementDate: null }],
      ['POST', `/api/Shippers/suspendQuickPay/${shipperRows[0].id}`],
      ['PUT', '/api/Shippers/UpdateBillingLimits', { Id: shipperRows[0].id }],
      ['POST', '/api/admin/addShipper', {}],
    ];
    for (const [method, path, body] of calls) {
      const anonymous = await h.app.request(path, {
        method,
        headers: JSON_HEADERS,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      expect(anonymous.status, path).toBe(401);
      expect(await anonymous.json()).toEqual({ Message: 'Authorization has been denied for this request.' });
      for (const token of [shipper, trucker]) {
        const denied = await send(method, path, body, token);
        expect(denied.status, path).toBe(403);
        expect(await denied.json()).toEqual({ Message: 'You do not have permission to do this.', MessageId: { Id: 'forbidden' } });
      }
    }
    const [row] = await h.db.select().from(users).where(eq(users.id, truckerRows[0].userId));
    expect(row.lockedOut).toBe(false); // nothing happened
  });

  it('Approve approves once, names the party, writes an audit row; a second time is 400', async () => {
    const t = truckerRows[0];
    await h.db.update(truckers).set({ approved: false }).where(eq(truckers.id, t.id));
    const res = await send('POST', `/api/Account/Approve?id=${t.userId}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ Message: `Trucker ${t.name} has been successfully approved.` });
    expect((await h.db.select().from(truckers).where(eq(truckers.id, t.id)))[0].approved).toBe(true);
    expect(await lastAudit('partner_approved')).toMatchObject({ userId: adminId, entity: 'trucker', entityId: String(t.id) });

    const again = await send('POST', `/api/Account/Approve?ID=${t.userId}`);
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({
      Message: `Trucker ${t.name} is already approved.`,
      MessageId: { Id: 'trucker_already_approved', Values: { name: t.name } },
    });

    const s = shipperRows[0];
    await h.db.update(shippers).set({ approved: false }).where(eq(shippers.id, s.id));
    expect(await (await send('POST', `/api/Account/Approve?id=${s.userId}`)).json()).toEqual({
      Message: `Shipper ${s.name} has been successfully approved.`,
    });

    expect((await send('POST', '/api/Account/Approve?id=99999999')).status).toBe(404);
    const missing = await send('POST', '/api/Account/Approve');
    expect(missing.status).toBe(400);
    expect((await missing.json()).ModelState).toEqual({ id: ['id is Required'] });
    expect((await (await send('POST', '/api/Account/Approve?id=x1')).json()).ModelState).toEqual({ id: ['id is not valid'] });
    const spare = (await h.db.select().from(users).where(eq(users.email, SPARE[0])))[0];
    expect((await send('POST', `/api/Account/Approve?id=${spare.id}`)).status).toBe(400); // no partner record
  });

  it('LockOut suspends (no sign-in, no refresh, sessions revoked) and unsuspends', async () => {
    const t = truckerRows[1];
    await h.db.update(users).set({ lockedOut: false }).where(eq(users.id, t.userId));
    const { refreshToken } = await signIn(h.app, t.email);
    const res = await send('POST', `/api/Account/LockOut?id=${t.userId}&lockOut=true`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ Message: `Trucker ${t.name} has been suspended.` });
    const open = await h.db
      .select()
      .from(refreshTokens)
      .where(and(eq(refreshTokens.userId, t.userId), isNull(refreshTokens.revokedAt)));
    expect(open).toEqual([]);
    expect((await refreshGrant(h.app, refreshToken)).status).toBe(400);
    const refused = await passwordGrant(h.app, t.email);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ error: 'invalid_grant', error_description: 'This account has been suspended.' });
    expect(await lastAudit('account_suspended')).toMatchObject({
      userId: adminId,
      entityId: String(t.userId),
      details: { before: { Islocked: false }, after: { Islocked: true } },
    });

    const back = await send('POST', `/api/Account/LockOut?id=${t.userId}&lockOut=False`);
    expect(await back.json()).toEqual({ Message: `Trucker ${t.name} has been unsuspended.` });
    expect((await passwordGrant(h.app, t.email)).status).toBe(200);

    expect((await send('POST', `/api/Account/LockOut?id=${adminId}&lockOut=true`)).status).toBe(400); // not oneself
    const bad = await send('POST', `/api/Account/LockOut?id=${t.userId}&lockOut=yes`);
    expect((await bad.json()).ModelState).toEqual({ lockOut: ['lockOut must be true or false.'] });
  });

  it('trucker quick pay: a date approves (needs a request date), null unapproves', async () => {
    const t = truckerRows[2];
    const path = `/api/Truckers/updateQuickPay/${t.id}`;
    await h.db
      .update(truckers)
      .set({ fpRequestDate: null, fpSignAgreementDate: null, quickPayAllowed: false })
      .where(eq(truckers.id, t.id));
    const noRequest = await send('PUT', path, { SignAgreementDate: '2025-03-20T10:00' });
    expect(noRequest.status).toBe(400);
    expect(await noRequest.json()).toEqual({
      Message: `Trucker ${t.name} has not requested quick pay.`,
      MessageId: { Id: 'quick_pay_not_requested', Values: { name: t.name } },
    });

    await h.db
      .update(truckers)
      .set({ fpRequestDate: new Date('2025-03-01T00:00:00Z') })
      .where(eq(truckers.id, t.id));
    const ok = await send('PUT', path, { SignAgreementDate: '2025-03-20T10:00' });
    expect(await ok.json()).toEqual({ Message: `Trucker ${t.name} has been approved for quick pay.` });
    let [row] = await h.db.select().from(truckers).where(eq(truckers.id, t.id));
    expect(row.fpSignAgreementDate?.toISOString()).toBe('2025-03-20T10:00:00.000Z');
    expect(row.quickPayAllowed).toBe(true);
    expect(await lastAudit('trucker_quick_pay_approved')).toMatchObject({ entityId: String(t.id) });

    const off = await send('PUT', path, { SignAgreementDate: null });
    expect(await off.json()).toEqual({ Message: `Trucker ${t.name} has been unapproved from quick pay.` });
    [row] = await h.db.select().from(truckers).where(eq(truckers.id, t.id));
    expect(row).toMatchObject({ fpSignAgreementDate: null, quickPayAllowed: false });
    expect(row.fpRequestDate).not.toBeNull();

    for (const [body, message] of [
      [{}, 'Please fill in the sign agreement date.'],
      [{ SignAgreementDate: '' }, 'Please fill in the sign agreement date.'],
      [{ SignAgreementDate: 'tomorrow' }, 'The sign agreement date is not a valid date.'],
      [{ SignAgreementDate: '2025-02-31T10:00' }, 'The sign agreement date is not a valid date.'],
    ] as const) {
      const res = await send('PUT', path, body);
      expect(res.status).toBe(400);
      expect((await res.json()).ModelState).toEqual({ SignAgreementDate: [message] });
    }
    expect((await send('PUT', '/api/Truckers/updateQuickPay/9999999', { SignAgreementDate: null })).status).toBe(404);
  });

  it('shipper quick pay: suspendQuickPay unapproves; UpdateBillingLimits saves limits and may approve', async () => {
    const s = shipperRows[1];
    await h.db.update(shippers).set({ quickPaySuspended: false }).where(eq(shippers.id, s.id));
    const res = await send('POST', `/api/Shippers/suspendQuickPay/${s.id}`);
    expect(await res.json()).toEqual({ Message: `Shipper ${s.name} has been unapproved from quick pay.` });
    expect((await h.db.select().from(shippers).where(eq(shippers.id, s.id)))[0].quickPaySuspended).toBe(true);
    expect(await lastAudit('shipper_quick_pay_suspended')).toMatchObject({ entityId: String(s.id) });

    const limits = {
      Id: s.id,
      CapitalAllowance: 25000.5,
      QuickPayAllowedShipments: 4,
      QuickPayMaxShipmentValue: '1500',
      ApproveShipper: false,
    };
    const saved = await send('PUT', '/api/Shippers/UpdateBillingLimits', limits);
    expect(await saved.json()).toEqual({ Message: `The billing limits of Shipper ${s.name} have been saved.` });
    let [row] = await h.db.select().from(shippers).where(eq(shippers.id, s.id));
    expect(row).toMatchObject({
      capitalAllowance: 25000.5,
      quickPayAllowedShipments: 4,
      quickPayMaxShipmentValue: 1500,
      quickPaySuspended: true,
    });

    // Quick pay is never approved with an empty limit (it would mean "no limit"): nothing changes.
    const empty = await send('PUT', '/api/Shippers/UpdateBillingLimits', { ...limits, CapitalAllowance: null, ApproveShipper: true });
    expect(empty.status).toBe(400);
    expect((await empty.json()).ModelState).toEqual({ CapitalAllowance: ['Capital Allowance is required.'] });
    expect((await h.db.select().from(shippers).where(eq(shippers.id, s.id)))[0]).toMatchObject({
      capitalAllowance: 25000.5,
      quickPaySuspended: true,
    });

    const approved = await send('PUT', '/api/Shippers/UpdateBillingLimits', { ...limits, CapitalAllowance: 9000, ApproveShipper: true });
    expect(await approved.json()).toEqual({ Message: `Shipper ${s.name} has been approved for quick pay.` });
    [row] = await h.db.select().from(shippers).where(eq(shippers.id, s.id));
    expect(row).toMatchObject({ capitalAllowance: 9000, quickPaySuspended: false });
    expect(await lastAudit('shipper_quick_pay_approved')).toMatchObject({
      details: { before: { QuickPaySuspended: true }, after: { QuickPaySuspended: false, CapitalAllowance: 9000 } },
    });
    expect((await send('POST', '/api/Shippers/suspendQuickPay/9999999')).status).toBe(404);
  });

  it('UpdateBillingLimits answers ModelState for missing, negative or zero limits, fractional counts and non-numeric values', async () => {
    const s = shipperRows[2];
    const bad = await send('PUT', '/api/Shippers/UpdateBillingLimits', {
      Id: s.id,
      CapitalAllowance: -5,
      QuickPayAllowedShipments: 1.5,
      QuickPayMaxShipmentValue: 'lots',
    });
    expect(bad.status).toBe(400);
    expect((await bad.json()).ModelState).toEqual({
      CapitalAllowance: ['Capital Allowance must be above zero.'],
      QuickPayAllowedShipments: ['Quick Pay Allowed Shipments must be a whole number.'],
      QuickPayMaxShipmentValue: ['Quick Pay Max Shipment Value must be a number.'],
    });
    const missing = await send('PUT', '/api/Shippers/UpdateBillingLimits', {
      Id: s.id,
      CapitalAllowance: 0,
      QuickPayAllowedShipments: '',
      ApproveShipper: true,
    });
    expect((await missing.json()).ModelState).toEqual({
      CapitalAllowance: ['Capital Allowance must be above zero.'],
      QuickPayAllowedShipments: ['Quick Pay Allowed Shipments is required.'],
      QuickPayMaxShipmentValue: ['Quick Pay Max Shipment Value is required.'],
    });
    const validLimits = { CapitalAllowance: 5, QuickPayAllowedShipments: 2, QuickPayMaxShipmentValue: 500 };
    const noId = await send('PUT', '/api/Shippers/UpdateBillingLimits', validLimits);
    expect((await noId.json()).ModelState).toEqual({ Id: ['Id is Required'] });
    expect((await send('PUT', '/api/Shippers/UpdateBillingLimits', { Id: 9999999, ...validLimits })).status).toBe(404);
    const notJson = await h.app.request('/api/Shippers/UpdateBillingLimits', {
      method: 'PUT',
      headers: { ...auth(admin), ...JSON_HEADERS },
      body: '{',
    });
    expect(notJson.status).toBe(400);
  });
});
