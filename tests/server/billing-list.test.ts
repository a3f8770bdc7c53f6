import { faker } from '@faker-js/faker/locale/en_US';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { BILLING_SORT_FIELDS, BILLING_TYPES, type BillingUserRow, type UsersFilter } from '../../src/contract/billing';
import { seedBilling } from '../../server/seed/seed-billing';
import { billingRowsSql, currentOf, type RawBillingRow } from '../../server/services/billing-rows';
import { paymentStatus, todayOf } from '../../server/services/subscription-state';
import { databaseTargets } from './support/databases';
import { ADMIN, SHIPPER, TRUCKER } from './support/fixtures';
import { useHarness } from './support/harness';
import { addPartners, auth, tokenFor } from './support/partners';

const targets = await databaseTargets();

type Page = { Truckers: BillingUserRow[]; Pagination: { TotalItemCount: number; PageNumber: number; PageSize: number } };

describe.each(targets)('billing list, filters and statistics on $name', (target) => {
  const h = useHarness(target);
  let admin = '';
  const get = async (path: string, token = admin) => h.app.request(path, { headers: auth(token) });
  const list = async (query: string): Promise<Page> => {
    const res = await get(`/api/Billing/Users?${query}`);
    expect(res.status, query).toBe(200);
    return (await res.json()) as Page;
  };
  const filter = async (query: string): Promise<UsersFilter> => {
    const res = await get(`/api/Billing/GetUsersFilter?${query}`);
    expect(res.status, query).toBe(200);
    return (await res.json()) as UsersFilter;
  };

  beforeAll(async () => {
    admin = await tokenFor(h, ADMIN);
    // More parties, and billing data relative to today (the fixture's is relative to its own date).
    await addPartners(h.db, 30, 30, 61);
    await h.db.execute(
      sql.raw(
        'truncate billing_attachments, subscription_coupons, subscription_periods, provider_invoices, subscriptions, coupons, plans, billing_accounts restart identity cascade',
      ),
    );
    faker.seed(11);
    await seedBilling(h.db, faker, { now: new Date(`${todayOf(new Date())}T00:00:00Z`) });
  }, 120_000);

  it('is BackOffice only: 401 without a token, 403 for a shipper and a trucker', async () => {
    const shipper = await tokenFor(h, SHIPPER);
    const trucker = await tokenFor(h, TRUCKER);
    const paths = [
      '/api/Billing/Users',
      '/api/Billing/GetUsersFilter',
      '/api/Billing/StatisticsByDate',
      '/api/Billing/Getviewmodel',
      '/api/Billing/details/1',
      '/api/Billing/Contracts/1',
      '/api/Billing/MarkAsPaid/1',
      '/api/Billing/Subscription/GetRenew/1',
    ];
    for (const path of paths) {
      expect((await h.app.request(path)).status, path).toBe(401);
      expect((await get(path, shipper)).status, path).toBe(403);
      expect((await get(path, trucker)).status, path).toBe(403);
    }
    const writes: [string, unknown][] = [
      ['/api/Billing/Subscription/Start', { UserId: 1, PlanId: 1, StartDate: '2026-01-01', IsRenew: false, IsPaid: false }],
      ['/api/Billing/Subscription/Pause', { UserId: 1, Pause: true }],
      ['/api/Billing/Subscription/Cancel', { UserId: 1 }],
      ['/api/Billing/MarkAsPaid', { MarkAsPaid: true, SubscriptionId: 1 }],
    ];
    for (const [path, body] of writes) {
      const post = (token?: string) =>
        h.app.request(path, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', ...(token ? auth(token) : {}) },
          body: JSON.stringify(body),
        });
      expect((await post()).status, path).toBe(401);
      expect((await post(shipper)).status, path).toBe(403);
      expect((await post(trucker)).status, path).toBe(403);
    }
  });

  it('lists every trucker and shipper, default page size 5, sorted by Created descending', async () => {
    const page = await list('');
    const parties = (await h.db.execute(sql`select (select count(*) from truckers) + (select count(*) from shippers) as n`)) as unknown as {
      rows: { n: string }[];
    };
    expect(page.Pagination).toEqual({ TotalItemCount: Number(parties.rows[0].n), PageNumber: 1, PageSize: 5 });
    expect(page.Truckers).toHaveLength(5);
    const created = page.Truckers.map((r) => r.Created);
    expect([...created].sort().reverse()).toEqual(created);
    const row = page.Truckers[0];
    expect(Object.keys(row).sort()).toEqual(
      [
        'Id',
        'TruckerId',
        'ShipperId',
        'Type',
        'Name',
        'Email',
        'EmailConfirmed',
        'PhoneNumber',
        'PhoneNumberConfirmed',
        'State',
        'City',
        'PaymentStatus',
        'Reccuring',
        'PlanName',
        'SubscriptionId',
        'SubscriptionDate',
        'Created',
        'IsInternalSubscription',
        'HasSubscriptions',
        'CanStart',
        'CanPause',
        'CanResume',
        'CanCancel',
        'CanRenew',
      ].sort(),
    );
  });

  it('every filter count equals the list total with that value alone selected (also under other filters)', async () => {
    for (const base of ['', 'search=a', 'isInternal=3', 'type=Trucker', 'paymentStatus=active&paymentStatus=Others']) {
      const counts = await filter(base);
      const without = (name: string) =>
        base
          .split('&')
          .filter((p) => p && !p.toLowerCase().startsWith(`${name.toLowerCase()}=`))
          .join('&');
      for (const { Type, Count } of counts.Types) {
        expect((await list(`${without('type')}&type=${Type}`)).Pagination.TotalItemCount, `${base} type ${Type}`).toBe(Count);
      }
      for (const { PaymentStatus, Count } of counts.PaymentStatuses) {
        const value = PaymentStatus ?? 'Others';
        expect(
          (await list(`${without('paymentStatus')}&paymentStatus=${value}`)).Pagination.TotalItemCount,
          `${base} status ${value}`,
        ).toBe(Count);
      }
      for (const { Value, Count } of counts.Subscriptions) {
        expect((await list(`${without('isInternal')}&isInternal=${Value}`)).Pagination.TotalItemCount, `${base} method ${Value}`).toBe(
          Count,
        );
      }
      const total = (await list(base)).Pagination.TotalItemCount;
      if (!base.includes('type=')) expect(counts.Types.reduce((s, t) => s + t.Count, 0)).toBe(total);
      if (!base.includes('paymentStatus=')) expect(counts.PaymentStatuses.reduce((s, t) => s + t.Count, 0)).toBe(total);
      if (!base.includes('isInternal=')) expect(counts.Subscriptions[0].Count).toBe(total);
    }
  });

  it('lists the four types, the known statuses with Others last, and the four subscription options', async () => {
    const counts = await filter('');
    expect(counts.Types.map((t) => t.Type)).toEqual([...BILLING_TYPES]);
    expect(counts.PaymentStatuses.slice(0, 7).map((s) => s.PaymentStatus)).toEqual([
      'active',
      'trialing',
      'past_due',
      'unpaid',
      'paused',
      'expired',
      'canceled',
    ]);
    expect(counts.PaymentStatuses.at(-1)).toEqual({ PaymentStatus: null, Count: expect.any(Number) });
    expect(counts.Subscriptions.map((s) => [s.Name, s.Value])).toEqual([
      ['All', 0],
      ['Internal', 3],
      ['Provider', 2],
      ['Free', 1],
    ]);
    for (const status of ['active', 'canceled', 'past_due', 'paused', 'expired']) {
      expect(counts.PaymentStatuses.find((s) => s.PaymentStatus === status)!.Count, status).toBeGreaterThan(0);
    }
  });

  it('searches every shown field, case-insensitively', async () => {
    const all = (await list('pageSize=1000')).Truckers;
    const someone = all.find((r) => r.City && r.PlanName)!;
    for (const term of [someone.Name.slice(1, 6), someone.Email.toUpperCase(), someone.City!, someone.PlanName!, 'dls shipper']) {
      const found = await list(`pageSize=1000&search=${encodeURIComponent(term)}`);
      expect(found.Pagination.TotalItemCount, term).toBeGreaterThan(0);
      if (term !== 'dls shipper')
        expect(
          found.Truckers.map((r) => r.Id),
          term,
        ).toContain(someone.Id);
    }
    const dls = await list('pageSize=1000&search=DLS%20shipper');
    expect(dls.Truckers.every((r) => r.Type === 'DlsShipper')).toBe(true);
  });

  it('matches the payment status as the screen shows it ("Past due"), not the wire code', async () => {
    const pastDue = (await list('pageSize=1000&paymentStatus=past_due')).Pagination.TotalItemCount;
    expect(pastDue).toBeGreaterThan(0);
    const byLabel = await list('pageSize=1000&search=Past%20due');
    expect(byLabel.Pagination.TotalItemCount).toBeGreaterThanOrEqual(pastDue);
    expect(byLabel.Truckers.filter((r) => r.PaymentStatus === 'past_due')).toHaveLength(pastDue);
    const byCode = await list('pageSize=1000&search=past_due');
    expect(byCode.Truckers.filter((r) => r.PaymentStatus === 'past_due')).toHaveLength(0);
  });

  it('sorts on every column both ways with ties broken by Id, and pages never overlap', async () => {
    const total = (await list('')).Pagination.TotalItemCount;
    for (const field of BILLING_SORT_FIELDS) {
      for (const order of ['asc', 'desc']) {
        const seen = new Set<number>();
        for (let page = 1; page <= Math.ceil(total / 25); page++) {
          for (const row of (await list(`sortField=${field}&sortOrder=${order}&pageSize=25&pageNumber=${page}`)).Truckers) seen.add(row.Id);
        }
        expect(seen.size, `${field} ${order}`).toBe(total);
      }
    }
    const byName = (await list('sortField=name&sortOrder=asc&pageSize=1000')).Truckers.map((r) => r.Name.toLowerCase());
    expect(byName).toEqual([...byName].sort((a, b) => (Buffer.from(a) < Buffer.from(b) ? -1 : a === b ? 0 : 1)));
  });

  it('answers a page past the end with no rows and the right total', async () => {
    const total = (await list('')).Pagination.TotalItemCount;
    const past = await list('pageNumber=1000&pageSize=25');
    expect(past).toEqual({ Truckers: [], Pagination: { TotalItemCount: total, PageNumber: 1000, PageSize: 25 } });
  });

  it('exports with page size 1,000,000 as a stream identical to the paged rows', async () => {
    const res = await get('/api/Billing/Users?pageNumber=1&pageSize=1000000&sortField=Name&sortOrder=asc');
    expect(res.status).toBe(200);
    const text = await res.text();
    const body = JSON.parse(text) as Page;
    expect(JSON.stringify(body)).toBe(text);
    expect(body.Pagination.PageSize).toBe(1_000_000);
    expect(body.Truckers).toHaveLength(body.Pagination.TotalItemCount);
    const paged = (await list('pageSize=1000&sortField=Name&sortOrder=asc')).Truckers;
    expect(body.Truckers).toEqual(paged);
  });

  it('computes the same payment status in SQL as the state machine, and the partner lists show it', async () => {
    const today = todayOf(new Date());
    const raw = (
      (await h.db.execute(sql`select r.*, coalesce(t.payment_status, s.payment_status) as partner_status
      from (${billingRowsSql(today)}) r left join truckers t on t.id = r.trucker_id left join shippers s on s.id = r.shipper_id`)) as unknown as {
        rows: (RawBillingRow & { partner_status: string | null })[];
      }
    ).rows;
    expect(raw.length).toBeGreaterThan(60);
    for (const row of raw) {
      expect(row.payment_status, `user ${row.id}`).toBe(paymentStatus(currentOf(row), today));
      expect(row.partner_status, `user ${row.id}`).toBe(row.payment_status);
    }
  });

  it('answers 400 ModelState for bad query values', async () => {
    const res = await get('/api/Billing/Users?pageSize=0&sortField=Nope&sortOrder=up&type=Bus&isInternal=7');
    expect(res.status).toBe(400);
    const body = (await res.json()) as { ModelState: Record<string, string[]> };
    expect(Object.keys(body.ModelState).sort()).toEqual(['isInternal', 'pageSize', 'sortField', 'sortOrder', 'type']);
  });

  it('statistics: one entry per month, counting the periods that started in it', async () => {
    const res = await get('/api/Billing/StatisticsByDate');
    const { Data } = (await res.json()) as {
      Data: { Date: string; D2dShipper: number; DlsShipper: number; RegularShipper: number; PaidTrucker: number }[];
    };
    expect(Data).toHaveLength(12);
    expect(Data.at(-1)!.Date).toBe(`${todayOf(new Date()).slice(0, 7)}-01`);
    const sum = Data.reduce((s, d) => s + d.D2dShipper + d.DlsShipper + d.RegularShipper + d.PaidTrucker, 0);
    const from = Data[0].Date;
    const expected = (await h.db
      .execute(sql`select count(*)::int as n from subscription_periods sp join subscriptions s on s.id = sp.subscription_id
      join billing_accounts ba on ba.user_id = s.user_id
      where sp.period_start >= ${from}::date and sp.period_start <= current_date and (ba.type <> 'Trucker' or sp.paid)`)) as unknown as {
      rows: { n: number }[];
    };
    expect(sum).toBe(Number(expected.rows[0].n));
    expect(sum).toBeGreaterThan(0);
    const bad = await get('/api/Billing/StatisticsByDate?from=2025-13-01');
    expect(bad.status).toBe(400);
  });

  it('view model: the plans ordered by recurrence', async () => {
    const { Plans } = (await (await get('/api/Billing/Getviewmodel')).json()) as {
      Plans: { Name: string; Reccuring: number; Amount: number }[];
    };
    expect(Plans.map((p) => [p.Name, p.Reccuring, p.Amount])).toEqual([
      ['Monthly', 30, 49],
      ['Trial', 45, 0],
      ['Bi-monthly', 60, 95],
      ['Quarterly', 90, 135],
      ['Annual', 365, 490],
    ]);
  });
});
