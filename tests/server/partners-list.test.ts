import { desc, eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  SHIPPER_SORT_FIELDS,
  TRUCKER_SORT_FIELDS,
  shippersQuerySchema,
  truckersQuerySchema,
  type ShipperRow,
  type TruckerRow,
} from '../../src/contract/partners';
import * as v from 'valibot';
import { refreshStatistics } from '../../server/db/maintenance';
import { shippers, truckers, users } from '../../server/db/schema';
import { pageRows, streamRows, type ListKind } from '../../server/services/partners-list';
import { databaseTargets } from './support/databases';
import { ADMIN, SHIPPER, TRUCKER } from './support/fixtures';
import { useHarness } from './support/harness';
import { addPartners, auth, tokenFor } from './support/partners';

const targets = await databaseTargets();

type Row = TruckerRow | ShipperRow;
type Key = string | number | boolean | null;

/** The sort key of a column as decision 040 defines it: text lowercased in byte order, nulls smallest. */
function sortKey(row: Row, field: string): Key[] {
  const r = row as Record<string, unknown>;
  switch (field) {
    case 'Name':
    case 'Email':
      return [String(r[field]).toLowerCase()];
    case 'Owner':
      return [row.LastName.toLowerCase(), row.FirstName.toLowerCase()];
    default:
      return [r[field] as Key];
  }
}

/** Rows of the service come as JSON texts. */
const idOf = (json: string) => (JSON.parse(json) as Row).Id;

const compareKey = (a: Key, b: Key) => (a === b ? 0 : a === null ? -1 : b === null ? 1 : a < b ? -1 : 1);

/** Ascending by key then Id; descending is the exact reverse (nulls last, ties by Id descending). */
function expectedOrder(rows: Row[], field: string, order: 'asc' | 'desc'): number[] {
  const sorted = [...rows].sort((a, b) => {
    const [ka, kb] = [sortKey(a, field), sortKey(b, field)];
    for (let i = 0; i < ka.length; i++) {
      const c = compareKey(ka[i], kb[i]);
      if (c !== 0) return c;
    }
    return a.Id - b.Id;
  });
  return (order === 'asc' ? sorted : sorted.reverse()).map((r) => r.Id);
}

describe.each(targets)('partner lists on $name', (target) => {
  const h = useHarness(target);
  let admin = '';
  const all: Record<ListKind, Row[]> = { trucker: [], shipper: [] };

  const get = (path: string, token = admin) => h.app.request(path, { headers: auth(token) });
  const list = async (kind: ListKind, query: string) => {
    const res = await get(`/api/${kind === 'trucker' ? 'Truckers' : 'Shippers'}?${query}`);
    expect(res.status, await res.clone().text()).toBe(200);
    const body = await res.json();
    return { rows: (kind === 'trucker' ? body.Truckers : body.Shippers) as Row[], pagination: body.Pagination };
  };

  beforeAll(async () => {
    await addPartners(h.db, 36, 16);
    // Ties the order must break by id: equal names, and equal created times with microseconds.
    const some = await h.db.select({ id: truckers.id }).from(truckers).orderBy(desc(truckers.id)).limit(6); // generated ones
    await h.db
      .update(truckers)
      .set({ name: 'Same Name Hauling' })
      .where(
        inArray(
          truckers.id,
          some.slice(0, 3).map((t) => t.id),
        ),
      );
    await h.db.execute(
      sql`update ${truckers} set created = '2024-06-01 10:00:00.123456+00' where ${inArray(
        truckers.id,
        some.slice(3).map((t) => t.id),
      )}`,
    );
    admin = await tokenFor(h, ADMIN);
    all.trucker = (await list('trucker', 'pageSize=1000')).rows;
    all.shipper = (await list('shipper', 'pageSize=1000')).rows;
  });

  it('answers the rows of decision 003 with their pagination, newest first by default', async () => {
    expect(all.trucker.length).toBe(40);
    expect(all.shipper.length).toBe(20);
    const { rows, pagination } = await list('trucker', '');
    expect(pagination).toEqual({ TotalItemCount: 40, PageNumber: 1, PageSize: 10 });
    expect(rows.map((r) => r.Id)).toEqual(expectedOrder(all.trucker, 'Created', 'desc').slice(0, 10));
    const demo = all.trucker.find((r) => r.Email === TRUCKER) as TruckerRow;
    expect(Object.keys(demo)).toEqual([
      'Id',
      'TruckerId',
      'Name',
      'FirstName',
      'LastName',
      'Created',
      'Email',
      'EmailConfirmed',
      'PhoneNumber',
      'PhoneNumberConfirmed',
      'ShipmentsCount',
      'FPRequestDate',
      'FPSignAgreementDate',
      'McNumber',
      'DotNumber',
      'PaymentStatus',
      'QuickPayAllowed',
      'Islocked',
      'Approved',
    ]);
    expect(demo).toMatchObject({ Name: 'Blake Freight Lines LLC', FirstName: 'Jordan', Approved: true, PaymentStatus: 'active' });
    expect(demo.ShipmentsCount).toBeGreaterThan(10); // the seeded loads it carries (decision 043)
    expect(demo.Created).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    const shipper = all.shipper.find((r) => r.Email === SHIPPER) as ShipperRow;
    expect(shipper).toMatchObject({
      Name: 'Demo Freight Co',
      CapitalAllowance: 50000,
      QuickPayAllowedShipments: 10,
      QuickPayMaxShipmentValue: 5000,
      QuickPaySuspended: false,
    });
    expect(Object.keys(shipper)).toContain('ShipperId');
    expect((await get('/api/Truckers')).headers.get('server-timing')).toMatch(/^app;dur=\d+(\.\d)?$/);
  });

  it('filters by approval and subscription (subscribed = payment status active)', async () => {
    for (const kind of ['trucker', 'shipper'] as const) {
      for (const [query, keep] of [
        ['approved=true', (r: Row) => r.Approved],
        ['approved=false', (r: Row) => !r.Approved],
        ['subscribed=true', (r: Row) => r.PaymentStatus === 'active'],
        ['subscribed=false', (r: Row) => r.PaymentStatus !== 'active'],
        ['approved=true&subscribed=false', (r: Row) => r.Approved && r.PaymentStatus !== 'active'],
        ['approved=&subscribed=', () => true],
      ] as const) {
        const expected = all[kind].filter(keep);
        const { rows, pagination } = await list(kind, `${query}&pageSize=1000`);
        expect(new Set(rows.map((r) => r.Id)), `${kind} ${query}`).toEqual(new Set(expected.map((r) => r.Id)));
        expect(pagination.TotalItemCount).toBe(expected.length);
      }
    }
    expect(all.trucker.some((r) => r.Approved) && all.trucker.some((r) => !r.Approved)).toBe(true);
    expect(all.trucker.some((r) => r.PaymentStatus === null)).toBe(true);
  });

  it('searches e-mail, owner (first, last, full name) and company name, case-insensitively and literally', async () => {
    const sample = all.trucker.find((r) => r.Email !== TRUCKER)!;
    const terms = [
      sample.Email.slice(2, 9).toUpperCase(),
      sample.LastName,
      `${sample.FirstName} ${sample.LastName}`.toLowerCase(),
      sample.Name.split(' ')[0],
      'same name',
      '100%',
      'a_b',
    ];
    const matches = (r: Row, term: string) =>
      [r.Email, `${r.FirstName} ${r.LastName}`, r.Name].some((text) => text.toLowerCase().includes(term.toLowerCase()));
    for (const term of terms) {
      const { rows, pagination } = await list('trucker', `search=${encodeURIComponent(term)}&pageSize=1000`);
      const expected = all.trucker.filter((r) => matches(r, term));
      expect(rows.map((r) => r.Id).sort(), term).toEqual(expected.map((r) => r.Id).sort());
      expect(pagination.TotalItemCount).toBe(expected.length);
    }
    expect((await list('trucker', `search=${encodeURIComponent(sample.Email.slice(2, 9))}`)).rows.length).toBeGreaterThan(0);
    const withFilter = await list('shipper', 'search=demo&approved=true');
    expect(withFilter.rows.map((r) => r.Email)).toContain(SHIPPER);
    expect((await list('shipper', 'search=demo&approved=false')).rows.map((r) => r.Email)).not.toContain(SHIPPER);
  });

  it('writes row JSON exactly as JSON.stringify would, whatever the characters', async () => {
    const target = all.shipper.find((r) => r.Email !== SHIPPER) as ShipperRow;
    const odd = 'Zoë "Q" \\ back/slash\ttab\u0001 😀';
    await h.db.update(users).set({ firstName: odd }).where(eq(users.id, target.Id));
    try {
      const res = await get(`/api/Shippers?search=${encodeURIComponent('"q"')}`);
      const text = await res.text();
      const parsed = JSON.parse(text);
      expect(parsed.Shippers.map((r: ShipperRow) => r.FirstName)).toEqual([odd]);
      expect(text).toBe(JSON.stringify(parsed));
    } finally {
      await h.db.update(users).set({ firstName: target.FirstName }).where(eq(users.id, target.Id));
    }
  });

  it('search follows changes of the owner and the company (kept by triggers)', async () => {
    const target = all.shipper.find((r) => r.Email !== SHIPPER) as ShipperRow;
    await h.db.update(users).set({ lastName: 'Zyxwvutson' }).where(eq(users.id, target.Id));
    expect((await list('shipper', 'search=zyxwvut')).rows.map((r) => r.Id)).toEqual([target.Id]);
    await h.db.update(shippers).set({ companyName: 'Qwertyuiop Cargo' }).where(eq(shippers.id, target.ShipperId));
    expect((await list('shipper', 'search=QWERTYUIOP')).rows.map((r) => r.Id)).toEqual([target.Id]);
    expect((await list('shipper', 'search=zyxwvutson')).rows.map((r) => r.Id)).toEqual([target.Id]);
    await h.db.update(users).set({ lastName: target.LastName }).where(eq(users.id, target.Id));
    await h.db.update(shippers).set({ companyName: target.Name }).where(eq(shippers.id, target.ShipperId));
    expect((await list('shipper', 'search=zyxwvut')).rows).toEqual([]);
  });

  it('sorts by every column both ways, nulls first ascending, ties broken by id', async () => {
    for (const [kind, fields] of [
      ['trucker', TRUCKER_SORT_FIELDS],
      ['shipper', SHIPPER_SORT_FIELDS],
    ] as const) {
      for (const field of fields) {
        for (const order of ['asc', 'desc'] as const) {
          const { rows } = await list(kind, `sortField=${field}&sortOrder=${order}&pageSize=1000`);
          expect(
            rows.map((r) => r.Id),
            `${kind} ${field} ${order}`,
          ).toEqual(expectedOrder(all[kind], field, order));
        }
      }
    }
  });

  it('pages never overlap and cover the list; past the end is empty with the right total', async () => {
    for (const [field, order] of [
      ['Name', 'asc'],
      ['Created', 'desc'],
      ['FPRequestDate', 'asc'],
      ['Approved', 'desc'],
    ] as const) {
      const seen: number[] = [];
      for (let page = 1; page <= 6; page++)
        seen.push(...(await list('trucker', `sortField=${field}&sortOrder=${order}&pageSize=7&pageNumber=${page}`)).rows.map((r) => r.Id));
      expect(seen).toEqual(expectedOrder(all.trucker, field, order));
    }
    const past = await list('trucker', 'pageNumber=9&pageSize=5');
    expect(past.rows).toEqual([]);
    expect(past.pagination).toEqual({ TotalItemCount: 40, PageNumber: 9, PageSize: 5 });
    const last = await list('trucker', 'pageNumber=8&pageSize=5');
    expect(last.rows).toHaveLength(5);
  });

  it('reads parameter names in any case and answers bad values with ModelState', async () => {
    const mixed = await list('trucker', 'PAGESIZE=3&SortField=owner&sortorder=ASC&Approved=TRUE');
    expect(mixed.pagination.PageSize).toBe(3);
    expect(mixed.rows.map((r) => r.Id)).toEqual(
      expectedOrder(
        all.trucker.filter((r) => r.Approved),
        'Owner',
        'asc',
      ).slice(0, 3),
    );
    for (const [query, field] of [
      ['pageSize=0', 'pageSize'],
      ['pageSize=1000001', 'pageSize'],
      ['pageSize=-5', 'pageSize'],
      ['pageNumber=0', 'pageNumber'],
      ['pageNumber=abc', 'pageNumber'],
      ['sortField=Password', 'sortField'],
      ['sortField=QuickPaySuspended', 'sortField'],
      ['sortOrder=up', 'sortOrder'],
      ['approved=maybe', 'approved'],
      ['subscribed=1', 'subscribed'],
      [`search=${'x'.repeat(101)}`, 'search'],
    ]) {
      const res = await get(`/api/Truckers?${query}`);
      expect(res.status, query).toBe(400);
      const body = await res.json();
      expect(body.Message).toBe('The request is invalid.');
      expect(Object.keys(body.ModelState), query).toEqual([field]);
    }
    expect((await get('/api/Truckers?pageSize=1000000&pageNumber=1')).status).toBe(200);
  });

  it('streams a big page as the same JSON as the in-memory answer', async () => {
    for (const [path, key] of [
      ['/api/Truckers?sortField=FPRequestDate&sortOrder=desc', 'Truckers'],
      ['/api/Truckers?sortField=Owner&sortOrder=asc&search=a&approved=true', 'Truckers'],
      ['/api/Shippers?sortField=Created&sortOrder=asc', 'Shippers'],
    ]) {
      const streamed = await get(`${path}&pageSize=1000000`);
      expect(streamed.headers.get('content-type')).toMatch(/^application\/json/);
      const text = await streamed.text();
      const inMemory = await (await get(`${path}&pageSize=1000`)).text();
      expect(text).toBe(inMemory.replace('"PageSize":1000}', '"PageSize":1000000}'));
      expect(JSON.parse(text)[key].length).toBeGreaterThan(0);
    }
    const empty = await get('/api/Truckers?pageSize=1000000&search=nobody-matches-this');
    expect(await empty.json()).toEqual({ Truckers: [], Pagination: { TotalItemCount: 0, PageNumber: 1, PageSize: 1000000 } });
    const secondPage = await (await get('/api/Shippers?pageSize=2000&pageNumber=2')).json();
    expect(secondPage).toEqual({ Shippers: [], Pagination: { TotalItemCount: 20, PageNumber: 2, PageSize: 2000 } });
  });

  it('keyset batches and filter-first pages give the same rows as one query, for every sort both ways', async () => {
    for (const [kind, fields, schema] of [
      ['trucker', TRUCKER_SORT_FIELDS, truckersQuerySchema],
      ['shipper', SHIPPER_SORT_FIELDS, shippersQuerySchema],
    ] as const) {
      for (const field of fields) {
        for (const order of ['asc', 'desc'] as const) {
          const query = v.parse(schema, { sortField: field, sortOrder: order, pageSize: '1000' });
          const batches: number[] = [];
          for await (const batch of streamRows(h.db, kind, query, { batchSize: 6 })) batches.push(...batch.map(idOf));
          expect(batches, `${kind} ${field} ${order}`).toEqual((await pageRows(h.db, kind, query)).map(idOf));
          const paged = v.parse(schema, { sortField: field, sortOrder: order, pageSize: '7', pageNumber: '2' });
          const slice: number[] = [];
          for await (const batch of streamRows(h.db, kind, paged, { batchSize: 6 })) slice.push(...batch.map(idOf));
          expect(slice).toEqual(batches.slice(7, 14));
          // A small search is sorted after filtering (a fenced subquery): same rows as the plain plan.
          const search = v.parse(schema, { sortField: field, sortOrder: order, pageSize: '1000', search: 'e' });
          expect((await pageRows(h.db, kind, search, 1)).map(idOf)).toEqual((await pageRows(h.db, kind, search)).map(idOf));
        }
      }
    }
  });

  it('profiles: the row plus picture, addresses and recent loads; 404 when missing', async () => {
    const trucker = all.trucker.find((r) => r.Email === TRUCKER) as TruckerRow;
    const res = await get(`/api/Truckers/${trucker.TruckerId}`);
    expect(res.status).toBe(200);
    const profile = await res.json();
    expect(profile).toEqual({
      ...trucker,
      ProfilePicture: null,
      Addresses: [
        { Address1: '88 Interstate Dr', Address2: '', City: 'Fort Worth', State: 'Texas', Zipcode: '76102', Country: 'United States' },
      ],
      RecentLoads: expect.any(Array),
      // no stop reached with an appointment yet (issue 41)
      OnTime: { OnTime: 0, Total: 0 },
    });
    // The ten newest loads of the party (decision 043).
    expect(profile.RecentLoads).toHaveLength(10);
    expect(Object.keys(profile.RecentLoads[0])).toEqual(['Id', 'LoadNumber', 'Status', 'PickupDate', 'DeliveryDate', 'Created']);
    expect(profile.RecentLoads[0].LoadNumber).toMatch(/^HB-\d+$/);
    const shipper = all.shipper.find((r) => r.Email === SHIPPER) as ShipperRow;
    const shipperProfile = await (await get(`/api/shippers/${shipper.ShipperId}`)).json();
    expect(shipperProfile).toMatchObject({ ...shipper, ProfilePicture: null });
    expect(shipperProfile.RecentLoads).toHaveLength(10);
    expect(shipperProfile.CompanyAddress).toMatchObject({ Address1: '1200 Commerce St', Country: 'United States' });
    expect(shipperProfile.BillingAddress).toMatchObject({ Address1: '1200 Commerce St' });
    for (const path of ['/api/Truckers/999999', '/api/Shippers/999999', '/api/Truckers/99999999999']) {
      const missing = await get(path);
      expect(missing.status, path).toBe(404);
      expect(Object.keys(await missing.json())).toEqual(['Message', 'MessageId']);
    }
    expect((await get('/api/Truckers/abc')).status).toBe(404);
  });

  it('PGlite upkeep: statistics are refreshed when row counts drift, and GIN pending lists are folded in', async () => {
    await h.db.execute(sql`analyze`);
    expect(await refreshStatistics(h.db)).toEqual([]);
    await addPartners(h.db, 60, 0, 7);
    expect(await refreshStatistics(h.db)).toEqual(expect.arrayContaining(['users', 'truckers']));
    await h.db.execute(sql`delete from ${users} where ${users.email} like 't7.%'`);
  });

  it('PGlite upkeep at start: tables whose size changed since their last ANALYZE are analyzed, without counting rows', async () => {
    await h.db.execute(sql`analyze`);
    expect(await refreshStatistics(h.db, { sizes: true })).toEqual([]);
    await addPartners(h.db, 300, 0, 8);
    expect(await refreshStatistics(h.db, { sizes: true })).toEqual(expect.arrayContaining(['users', 'truckers']));
    expect(await refreshStatistics(h.db, { sizes: true })).toEqual([]);
    await h.db.execute(sql`delete from ${users} where ${users.email} like 't8.%'`);
  });

  it('is BackOffice only: 401 without a token, 403 for shippers and truckers', async () => {
    const shipper = await tokenFor(h, SHIPPER);
    const trucker = await tokenFor(h, TRUCKER);
    for (const path of [
      '/api/Truckers',
      '/api/Shippers',
      `/api/Truckers/${(all.trucker[0] as TruckerRow).TruckerId}`,
      `/api/Shippers/${(all.shipper[0] as ShipperRow).ShipperId}`,
    ]) {
      expect((await h.app.request(path)).status, path).toBe(401);
      expect((await get(path, shipper)).status, path).toBe(403);
      expect((await get(path, trucker)).status, path).toBe(403);
    }
  });
});
