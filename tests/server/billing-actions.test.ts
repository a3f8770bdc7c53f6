import { and, desc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ActionAnswer, Attachment, BillingDetails, BillingUserRow, MyBillingAnswer } from '../../src/contract/billing';
import {
  auditLog,
  billingAccounts,
  coupons,
  plans,
  shippers,
  subscriptionCoupons,
  subscriptionPeriods,
  subscriptions,
  truckers,
  users,
} from '../../server/db/schema';
import { addCalendarDays } from '../../src/contract/calendar';
import { todayOf } from '../../server/services/subscription-state';
import { databaseTargets } from './support/databases';
import { ADMIN, SHIPPER, TRUCKER } from './support/fixtures';
import { JSON_HEADERS } from './support/http';
import { useHarness } from './support/harness';
import { addPartners, auth, tokenFor } from './support/partners';

const targets = await databaseTargets();

type Part = { bytes: Uint8Array; name: string; type?: string };
const filesForm = (parts: Part[]) => {
  const form = new FormData();
  for (const p of parts) form.append('File', new File([p.bytes as Uint8Array<ArrayBuffer>], p.name, { type: p.type ?? 'application/pdf' }));
  return form;
};
const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');

describe.each(targets)('billing actions on $name', (target) => {
  const h = useHarness(target);
  let admin = '';
  let adminId = 0;
  /** Fresh generated parties with no billing data: internal accounts with no subscription. */
  let fresh: { userId: number; name: string; kind: 'trucker' | 'shipper'; partyId: number }[] = [];
  const planId: Record<string, number> = {};
  const today = todayOf(new Date());

  const send = (method: string, path: string, body?: unknown, token = admin) =>
    h.app.request(path, {
      method,
      headers: { ...auth(token), ...JSON_HEADERS },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const json = async <T>(res: Response, status = 200): Promise<T> => {
    const text = await res.text();
    expect(res.status, text).toBe(status);
    return JSON.parse(text) as T;
  };
  const row = async (userId: number): Promise<BillingUserRow> => {
    const name = fresh.find((f) => f.userId === userId)?.name ?? '';
    const page = await json<{ Truckers: BillingUserRow[] }>(
      await send('GET', `/api/Billing/Users?pageSize=1000&search=${encodeURIComponent(name)}`),
    );
    return page.Truckers.find((r) => r.Id === userId)!;
  };
  const details = async (userId: number) =>
    (await json<{ Data: BillingDetails }>(await send('GET', `/api/Billing/details/${userId}`))).Data;
  const start = (userId: number, extra: Record<string, unknown> = {}) =>
    send('POST', '/api/Billing/Subscription/Start', {
      UserId: userId,
      PlanId: planId.Monthly,
      StartDate: today,
      IsRenew: false,
      IsPaid: false,
      ...extra,
    });
  const lastAudit = async (action: string) =>
    (await h.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(desc(auditLog.id)).limit(1))[0];
  const flags = (r: Pick<BillingUserRow, 'CanStart' | 'CanPause' | 'CanResume' | 'CanCancel' | 'CanRenew'>) =>
    Object.entries({ CanStart: r.CanStart, CanPause: r.CanPause, CanResume: r.CanResume, CanCancel: r.CanCancel, CanRenew: r.CanRenew })
      .filter(([, v]) => v)
      .map(([k]) => k);

  beforeAll(async () => {
    admin = await tokenFor(h, ADMIN);
    adminId = (await h.db.select().from(users).where(eq(users.email, ADMIN)))[0].id;
    await addPartners(h.db, 6, 6, 73);
    const t = await h.db
      .select({ userId: truckers.userId, name: truckers.name, partyId: truckers.id, email: users.email })
      .from(truckers)
      .innerJoin(users, eq(users.id, truckers.userId));
    const s = await h.db
      .select({ userId: shippers.userId, name: shippers.companyName, partyId: shippers.id, email: users.email })
      .from(shippers)
      .innerJoin(users, eq(users.id, shippers.userId));
    fresh = [
      ...t.filter((r) => r.email.startsWith('t73.')).map((r) => ({ ...r, kind: 'trucker' as const })),
      ...s.filter((r) => r.email.startsWith('t73.')).map((r) => ({ ...r, kind: 'shipper' as const })),
    ];
    expect(fresh).toHaveLength(12);
    for (const p of await h.db.select().from(plans)) planId[p.name] = p.id;
  });

  it('Start: validates the plan, starts, and the flags and statuses follow', async () => {
    const { userId, name } = fresh[0];
    const before = await row(userId);
    expect(before).toMatchObject({ IsInternalSubscription: 3, HasSubscriptions: false, PaymentStatus: null });
    expect(flags(before)).toEqual(['CanStart']);

    const noPlan = await json<{ ModelState: Record<string, string[]> }>(await start(userId, { PlanId: null, StartDate: '' }), 400);
    expect(noPlan.ModelState).toEqual({ PlanId: ['Please select plan'], StartDate: ['Please select start date'] });
    const unknown = await json<{ ModelState: Record<string, string[]> }>(await start(userId, { PlanId: 999999 }), 400);
    expect(unknown.ModelState).toEqual({ PlanId: ['Please select plan'] });

    const answer = await json<ActionAnswer>(await start(userId, { IsPaid: true, PaymentMethod: 'Check', PaymentDate: `${today}T10:30` }));
    expect(answer.Message).toBe(`Subscription for ${name} has been started successfully`);
    expect(answer.PaymentStatus).toBe('active');
    expect(flags(answer.Actions as BillingUserRow)).toEqual(['CanPause', 'CanCancel']);
    const after = await row(userId);
    expect(after).toMatchObject({
      PaymentStatus: 'active',
      PlanName: 'Monthly',
      Reccuring: 30,
      HasSubscriptions: true,
      SubscriptionDate: `${today}T00:00:00.000Z`,
    });
    expect(flags(after)).toEqual(['CanPause', 'CanCancel']);

    const [period] = await h.db
      .select()
      .from(subscriptionPeriods)
      .innerJoin(subscriptions, eq(subscriptions.id, subscriptionPeriods.subscriptionId))
      .where(eq(subscriptions.userId, userId));
    expect(period.subscription_periods).toMatchObject({ periodStart: today, amount: 49, paid: true, paymentMethod: 'Check' });
    expect(period.subscription_periods.paymentDate?.toISOString()).toBe(`${today}T10:30:00.000Z`);
    const audit = await lastAudit('subscription_started');
    expect(audit).toMatchObject({ userId: adminId, entity: 'subscription', entityId: String(period.subscriptions.id) });

    // The partners' own column agrees (decision 013 / 060).
    const partner = fresh[0].kind === 'trucker' ? truckers : shippers;
    const [p] = await h.db.select({ status: partner.paymentStatus }).from(partner).where(eq(partner.userId, userId));
    expect(p.status).toBe('active');

    const again = await json<{ Message: string }>(await start(userId), 400);
    expect(again.Message).toBe(`The subscription of ${name} cannot be started now.`);
  });

  it('a failure part-way leaves nothing: no subscription, no period, no status change', async () => {
    const { userId } = fresh[10];
    await h.db.execute(sql`alter table audit_log add constraint test_no_start check (action <> 'subscription_started') not valid`);
    try {
      expect((await start(userId)).status).toBe(500);
    } finally {
      await h.db.execute(sql`alter table audit_log drop constraint test_no_start`);
    }
    expect(await h.db.select().from(subscriptions).where(eq(subscriptions.userId, userId))).toHaveLength(0);
    expect(flags(await row(userId))).toEqual(['CanStart']);
    expect((await start(userId)).status).toBe(200);
  });

  it('End date: months when the recurrence divides by 30, days otherwise', async () => {
    const cases: [string, string, string][] = [
      ['Monthly', '2026-01-31', '2026-02-28'],
      ['Bi-monthly', '2026-01-15', '2026-03-15'],
      ['Trial', '2026-01-15', '2026-03-01'],
      ['Annual', '2026-01-15', '2027-01-15'],
    ];
    for (const [i, [plan, startDate, end]] of cases.entries()) {
      const { userId } = fresh[6 + i];
      await json(await start(userId, { PlanId: planId[plan], StartDate: startDate }));
      const d = await details(userId);
      expect(d.Period, plan).toEqual({ Start: startDate, End: end });
    }
  });

  it('Pause and resume: flags swap, the calendar days paused are added to the period, and no more', async () => {
    const { userId, name } = fresh[1];
    await json(await start(userId, { PlanId: planId.Quarterly }));
    const paused = await json<ActionAnswer>(await send('POST', '/api/Billing/Subscription/Pause', { UserId: userId, Pause: true }));
    expect(paused.Message).toBe(`Subscription for ${name} has been paused successfully`);
    expect(paused.PaymentStatus).toBe('paused');
    expect(flags(paused.Actions as BillingUserRow)).toEqual(['CanResume', 'CanCancel']);
    expect((await send('POST', '/api/Billing/Subscription/Pause', { UserId: userId, Pause: true })).status).toBe(400);
    // Paused three days ago:
    await h.db
      .update(subscriptions)
      .set({ pausedAt: new Date(Date.now() - 3 * 86_400_000) })
      .where(eq(subscriptions.userId, userId));
    const endBefore = (await details(userId)).Period!.End;
    const resumed = await json<ActionAnswer>(await send('POST', '/api/Billing/Subscription/Pause', { UserId: userId, Pause: false }));
    expect(resumed.Message).toBe(`Subscription for ${name} has been resumed successfully`);
    expect(resumed.PaymentStatus).not.toBe('paused');
    expect(flags(resumed.Actions as BillingUserRow)).toEqual(['CanPause', 'CanCancel']);
    expect((await details(userId)).Period!.End).toBe(addCalendarDays(endBefore, 3));
    // Paused and resumed twice, seconds apart: the pause lasted no day, so the end stays where it was.
    for (let i = 0; i < 2; i++) {
      await json(await send('POST', '/api/Billing/Subscription/Pause', { UserId: userId, Pause: true }));
      await json(await send('POST', '/api/Billing/Subscription/Pause', { UserId: userId, Pause: false }));
    }
    expect((await details(userId)).Period!.End).toBe(addCalendarDays(endBefore, 3));
    expect(await lastAudit('subscription_resumed')).toMatchObject({ userId: adminId });
    const missing = await json<{ ModelState: Record<string, string[]> }>(
      await send('POST', '/api/Billing/Subscription/Pause', { UserId: userId }),
      400,
    );
    expect(missing.ModelState).toEqual({ Pause: ['Pause must be true or false'] });
  });

  it('Cancel: canceled status, hidden upcoming invoice, Start offered again', async () => {
    const { userId, name } = fresh[2];
    await json(await start(userId));
    const canceled = await json<ActionAnswer>(await send('POST', '/api/Billing/Subscription/Cancel', { UserId: userId }));
    expect(canceled.Message).toBe(`Subscription for ${name} has been canceled successfully`);
    expect(canceled.PaymentStatus).toBe('canceled');
    expect(flags(canceled.Actions as BillingUserRow)).toEqual(['CanStart']);
    expect((await details(userId)).UpcomingInvoice).toBeNull();
    expect((await send('POST', '/api/Billing/Subscription/Cancel', { UserId: userId })).status).toBe(400);
    expect(await lastAudit('subscription_canceled')).toMatchObject({ userId: adminId, entity: 'subscription' });
    await json(await start(userId));
    expect(await h.db.select().from(subscriptions).where(eq(subscriptions.userId, userId))).toHaveLength(2);
  });

  it('Renew: only after the current period ends; an expired subscription renews from today and is active again', async () => {
    const { userId, name } = fresh[3];
    await json(await start(userId));
    expect(
      (
        await send('POST', '/api/Billing/Subscription/Start', {
          UserId: userId,
          PlanId: planId.Monthly,
          StartDate: addCalendarDays(today, 30),
          IsRenew: true,
        })
      ).status,
    ).toBe(400);

    // A subscription whose period has ended: started 40 days ago on the monthly plan, so it ended 10 days ago.
    const { userId: other } = fresh[4];
    const startDate = addCalendarDays(today, -40);
    await json(await start(other, { StartDate: startDate }));
    const r = await row(other);
    expect(r.PaymentStatus).toBe('expired');
    expect(flags(r)).toEqual(['CanCancel', 'CanRenew']);
    const oldEnd = (await details(other)).Period!.End;
    expect(oldEnd < today).toBe(true);
    // the renewal starts today, not at the old period's end in the past
    const { DateStart } = await json<{ DateStart: string }>(await send('GET', `/api/Billing/Subscription/GetRenew/${other}`));
    expect(DateStart).toBe(today);

    for (const tooEarly of [oldEnd, addCalendarDays(today, -1)]) {
      const early = await json<{ ModelState: Record<string, string[]> }>(
        await send('POST', '/api/Billing/Subscription/Start', {
          UserId: other,
          PlanId: planId.Quarterly,
          StartDate: tooEarly,
          IsRenew: true,
        }),
        400,
      );
      expect(early.ModelState).toEqual({ StartDate: [`The renewal cannot start before ${today}`] });
    }
    const renewed = await json<ActionAnswer>(
      await send('POST', '/api/Billing/Subscription/Start', {
        UserId: other,
        UserName: 'x',
        PlanId: planId.Quarterly,
        StartDate: DateStart,
        IsRenew: true,
        IsPaid: false,
      }),
    );
    expect(renewed.Message).toBe(`Subscription for ${fresh[4].name} has been Renewed successfully`);
    expect(renewed.PaymentStatus).toBe('active');
    expect(flags(renewed.Actions as BillingUserRow)).toEqual(['CanPause', 'CanCancel']);
    expect((await row(other)).PaymentStatus).toBe('active');
    const d = await details(other);
    expect(d.Plan?.Name).toBe('Quarterly');
    expect(d.Subscriptions).toHaveLength(2);
    expect(d.Subscriptions[0].Period.Start).toBe(today);
    expect(await lastAudit('subscription_renewed')).toMatchObject({ userId: adminId });
    void name;
  });

  it('Mark as paid and unpaid a period; provider periods are refused', async () => {
    const { userId } = fresh[5];
    await json(await start(userId));
    const periodId = (await details(userId)).Subscriptions[0].Id;
    expect(await json(await send('GET', `/api/Billing/MarkAsPaid/${periodId}`))).toEqual({
      IsPaid: false,
      PaymentMethod: null,
      PaymentDate: null,
    });
    const paid = await json<{ Message: string }>(
      await send('POST', '/api/Billing/MarkAsPaid', {
        MarkAsPaid: true,
        SubscriptionId: periodId,
        PaymentMethod: 'Wire',
        PaymentDate: '2026-02-03T14:05',
      }),
    );
    expect(paid.Message).toBe('Marked as paid successfully');
    expect(await json(await send('GET', `/api/Billing/MarkAsPaid/${periodId}`))).toEqual({
      IsPaid: true,
      PaymentMethod: 'Wire',
      PaymentDate: '2026-02-03T14:05:00.000Z',
    });
    expect((await details(userId)).Subscriptions[0].IsPaid).toBe(true);
    const unpaid = await json<{ Message: string }>(
      await send('POST', '/api/Billing/MarkAsPaid', { MarkAsPaid: false, SubscriptionId: periodId }),
    );
    expect(unpaid.Message).toBe('Marked as unpaid successfully');
    expect(await json(await send('GET', `/api/Billing/MarkAsPaid/${periodId}`))).toEqual({
      IsPaid: false,
      PaymentMethod: null,
      PaymentDate: null,
    });
    expect(await lastAudit('subscription_period_marked_unpaid')).toMatchObject({ userId: adminId, entityId: String(periodId) });
    const bad = await json<{ ModelState: Record<string, string[]> }>(
      await send('POST', '/api/Billing/MarkAsPaid', { MarkAsPaid: true, SubscriptionId: periodId, PaymentDate: 'soon' }),
      400,
    );
    expect(bad.ModelState).toEqual({ PaymentDate: ['Payment date is not valid'] });
    expect((await send('GET', '/api/Billing/MarkAsPaid/99999999')).status).toBe(404);

    const [providerPeriod] = await h.db
      .select({ id: subscriptionPeriods.id })
      .from(subscriptionPeriods)
      .innerJoin(subscriptions, eq(subscriptions.id, subscriptionPeriods.subscriptionId))
      .where(eq(subscriptions.managedBy, 'provider'))
      .limit(1);
    if (providerPeriod)
      expect((await send('POST', '/api/Billing/MarkAsPaid', { MarkAsPaid: true, SubscriptionId: providerPeriod.id })).status).toBe(400);
  });

  it('Uploads contracts and invoices within the limits; files open through their signed link', async () => {
    const { userId } = fresh[0];
    const upload = (query: string, parts: Part[]) =>
      h.app.request(`/api/Billing/BillingAttachment?${query}`, { method: 'POST', headers: auth(admin), body: filesForm(parts) });
    const contracts = await json<Attachment[]>(await upload(`id=${userId}&isContract=true`, [{ bytes: PDF, name: 'Agreement 2026.pdf' }]));
    expect(contracts).toHaveLength(1);
    expect(contracts[0]).toMatchObject({
      FileName: 'Agreement 2026.pdf',
      Type: 'Contract',
      TypeCode: 'CON',
      IsOwner: true,
      Size: PDF.byteLength,
      ContentType: 'application/pdf',
    });
    const listed = await json<Attachment[]>(await send('GET', `/api/Billing/Contracts/${userId}`));
    expect(listed.map((a) => a.Id)).toContain(contracts[0].Id);
    const file = await h.app.request(listed[0].FilePath);
    expect(file.status).toBe(200);
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(PDF);
    expect(
      (await h.app.request(listed[0].FilePath.replace(/sig=(.)/, (_: string, c: string) => `sig=${c === 'x' ? 'y' : 'x'}`))).status,
    ).toBe(403);
    expect(await lastAudit('billing_contract_uploaded')).toMatchObject({ userId: adminId, entityId: String(userId) });

    const periodId = (await details(userId)).Subscriptions[0].Id;
    const invoices = await json<Attachment[]>(
      await upload(`id=${userId}&isContract=false&subscriptionId=${periodId}`, [
        { bytes: PDF, name: 'inv.pdf' },
        { bytes: PDF, name: 'inv2.pdf' },
      ]),
    );
    expect(invoices.map((a) => a.Type)).toEqual(['Invoice', 'Invoice']);
    expect((await details(userId)).Subscriptions[0].Invoices.map((a) => a.FileName).sort()).toEqual(['inv.pdf', 'inv2.pdf']);

    let res = await upload(`id=${userId}&isContract=true`, [{ bytes: new Uint8Array(5_000_001), name: 'big.pdf' }]);
    expect(await json(res, 400)).toMatchObject({ Message: 'You have exceeded the file size limit (5mb)' });
    const four = Array.from({ length: 5 }, (_, i) => ({ bytes: new Uint8Array(4_500_000), name: `part${i}.pdf` }));
    res = await upload(`id=${userId}&isContract=true`, four);
    expect(await json(res, 400)).toMatchObject({ Message: 'You have exceeded the size limit (20mb)' });
    res = await h.app.request(`/api/Billing/BillingAttachment?id=${userId}&isContract=true`, {
      method: 'POST',
      headers: auth(admin),
      body: new FormData(),
    });
    expect(await json(res, 400)).toMatchObject({ Message: 'Please select file' });
    expect((await send('GET', `/api/Billing/Contracts/${userId}`)).status).toBe(200);
    expect(await json<Attachment[]>(await send('GET', `/api/Billing/Contracts/${userId}`))).toHaveLength(1);

    res = await upload(`id=${userId}&isContract=false`, [{ bytes: PDF, name: 'x.pdf' }]);
    expect((await json<{ ModelState: object }>(res, 400)).ModelState).toEqual({ subscriptionId: ['subscriptionId is not valid'] });
    const foreign = (await details(fresh[5].userId)).Subscriptions[0].Id;
    expect((await upload(`id=${userId}&isContract=false&subscriptionId=${foreign}`, [{ bytes: PDF, name: 'x.pdf' }])).status).toBe(404);
    const shipperToken = await tokenFor(h, SHIPPER);
    expect(
      (
        await h.app.request(`/api/Billing/BillingAttachment?id=${userId}&isContract=true`, {
          method: 'POST',
          headers: auth(shipperToken),
          body: filesForm([{ bytes: PDF, name: 'a.pdf' }]),
        })
      ).status,
    ).toBe(403);
  });

  it('Provider-managed: actions go through the provider; details show the coupon and the discounted upcoming invoice', async () => {
    const { userId } = fresh[11];
    await h.db
      .insert(billingAccounts)
      .values({ userId, type: 'DlsShipper', method: 2 })
      .onConflictDoUpdate({ target: billingAccounts.userId, set: { method: 2 } });
    const [sub] = await h.db
      .insert(subscriptions)
      .values({
        userId,
        planId: planId.Monthly,
        managedBy: 'provider',
        providerSubscriptionId: 'sub_test_1',
        providerStatus: 'active',
        state: 'started',
        startedAt: new Date(`${addCalendarDays(today, -5)}T00:00:00Z`),
        currentPeriodStart: addCalendarDays(today, -5),
        currentPeriodEnd: addCalendarDays(today, 25),
        paymentMethod: 'Visa •••• 4242',
      })
      .returning();
    const [coupon] = await h.db.insert(coupons).values({ name: 'TEST20', percentOff: 20, duration: 'forever' }).returning();
    await h.db.insert(subscriptionCoupons).values({ subscriptionId: sub.id, couponId: coupon.id });

    const r = await row(userId);
    expect(r).toMatchObject({ IsInternalSubscription: 2, PaymentStatus: 'active', Type: 'DlsShipper' });
    expect(flags(r)).toEqual(['CanPause', 'CanCancel']);
    const d = await details(userId);
    expect(d.IsInternal).toBe(false);
    expect(d.Coupon).toEqual({ Name: 'TEST20', PercentOff: 20, AmountOff: null, Duration: 'forever', DurationInMonths: null, Amount: 9.8 });
    expect(d.UpcomingInvoice).toMatchObject({
      StartDate: addCalendarDays(today, 25),
      Subtotal: 49,
      Discount: 9.8,
      Total: 39.2,
      AmountDue: 39.2,
      Amount: 39.2,
    });
    expect(
      (await send('POST', '/api/Billing/Subscription/Start', { UserId: userId, PlanId: planId.Monthly, StartDate: today, IsRenew: false }))
        .status,
    ).toBe(400);

    const paused = await json<ActionAnswer>(await send('POST', '/api/Billing/Subscription/Pause', { UserId: userId, Pause: true }));
    expect(paused.PaymentStatus).toBe('paused');
    const [stored] = await h.db.select().from(subscriptions).where(eq(subscriptions.id, sub.id));
    expect(stored).toMatchObject({ providerStatus: 'paused', state: 'paused' });
    const canceled = await json<ActionAnswer>(await send('POST', '/api/Billing/Subscription/Cancel', { UserId: userId }));
    expect(canceled.PaymentStatus).toBe('canceled');
    expect(flags(canceled.Actions as BillingUserRow)).toEqual([]);
  });

  it('Billing/Me: the signed-in user reads only its own billing', async () => {
    const shipperToken = await tokenFor(h, SHIPPER);
    const mine = await json<MyBillingAnswer>(await send('GET', '/api/Billing/Me', undefined, shipperToken));
    const [me] = await h.db.select().from(users).where(eq(users.email, SHIPPER));
    expect(mine.Data?.UserId).toBe(me.id);
    expect(mine.Data?.Email).toBe(SHIPPER);
    expect(mine.Data?.Actions).toEqual({ CanStart: false, CanPause: false, CanResume: false, CanCancel: false, CanRenew: false });
    expect(Array.isArray(mine.Data?.Contracts)).toBe(true);
    const truckerToken = await tokenFor(h, TRUCKER);
    const [tr] = await h.db.select().from(users).where(eq(users.email, TRUCKER));
    expect((await json<MyBillingAnswer>(await send('GET', '/api/Billing/Me?id=1', undefined, truckerToken))).Data?.UserId).toBe(tr.id);
    expect(await json(await send('GET', '/api/Billing/Me'))).toEqual({ Data: null });
    expect((await h.app.request('/api/Billing/Me')).status).toBe(401);
  });

  it('provider invoices: the seeded provider serves each invoice as a PDF and a hosted page through signed links', async () => {
    const [demo] = await h.db.select().from(users).where(eq(users.email, TRUCKER));
    const d = await details(demo.id);
    expect(d.BillingMethod).toBe('provider');
    expect(d.Invoices.length).toBeGreaterThan(0);
    const invoice = d.Invoices[0];
    const pdf = await h.app.request(invoice.Pdf!);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(new TextDecoder().decode((await pdf.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
    const view = await h.app.request(invoice.View!);
    expect(view.headers.get('content-type')).toContain('text/html');
    expect(await view.text()).toContain(invoice.Number);
    expect((await h.app.request(invoice.Pdf!.replace(/exp=\d+/, 'exp=1'))).status).toBe(403);
  });

  it('details: 404 for an account that is neither trucker nor shipper; demo shipper has its history', async () => {
    expect((await send('GET', `/api/Billing/details/${adminId}`)).status).toBe(404);
    const [demo] = await h.db.select().from(users).where(eq(users.email, SHIPPER));
    const d = await details(demo.id);
    expect(d.Name).toBe('Demo Freight Co');
    expect(d.Subscriptions.length).toBeGreaterThan(1);
    const [audits] = await h.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.userId, adminId)))
      .limit(1);
    expect(audits).toBeDefined();
  });
});
