import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { shipments, users } from '../../server/db/schema';
import { boundingBox, milesBetween } from '../../server/services/load-board';
import type { BoardLoad, BoardPage } from '../../src/contract/market';
import { send } from './shipments-helpers';
import { databaseTargets } from './support/databases';
import { truckerIdOf } from './support/detail-loads';
import { TRUCKER } from './support/fixtures';
import { useHarness } from './support/harness';
import { CITIES, approve, insertOpenLoad, qs, useMarketParties } from './support/market';

const targets = await databaseTargets();

describe('radius maths (decision 080)', () => {
  // Great-circle miles of known city pairs (published straight-line distances, ±1 %).
  it.each([
    ['Dallas', 'Fort Worth', CITIES.dallas, CITIES.fortWorth, 31.0],
    ['Dallas', 'Houston', CITIES.dallas, CITIES.houston, 224.5],
    ['Chicago', 'Milwaukee', CITIES.chicago, CITIES.milwaukee, 81.5],
    ['Los Angeles', 'San Diego', CITIES.losAngeles, CITIES.sanDiego, 111.5],
    ['New York', 'Los Angeles', CITIES.newYork, CITIES.losAngeles, 2445.6],
  ])('%s → %s is about %d mi', (_a, _b, from, to, miles) => {
    expect(Math.abs(milesBetween(from.lat, from.lng, to.lat, to.lng) - miles) / miles).toBeLessThan(0.01);
  });

  it('the bounding box holds the whole circle (points 100 mi away in every direction)', () => {
    for (const center of [CITIES.chicago, CITIES.sanDiego, { lat: 64.8, lng: -147.7 }]) {
      const box = boundingBox({ lat: center.lat, lng: center.lng, radius: 100 });
      const rad = Math.PI / 180;
      const d = 100 / 3958.7613;
      for (let bearing = 0; bearing < 360; bearing += 10) {
        const lat1 = center.lat * rad;
        const lat2 = Math.asin(Math.sin(lat1) * Math.cos(d) + Math.cos(lat1) * Math.sin(d) * Math.cos(bearing * rad));
        const lng2 =
          center.lng * rad +
          Math.atan2(Math.sin(bearing * rad) * Math.sin(d) * Math.cos(lat1), Math.cos(d) - Math.sin(lat1) * Math.sin(lat2));
        expect(milesBetween(center.lat, center.lng, lat2 / rad, lng2 / rad)).toBeCloseTo(100, 6);
        expect(lat2 / rad).toBeGreaterThanOrEqual(box.minLat);
        expect(lat2 / rad).toBeLessThanOrEqual(box.maxLat);
        expect(lng2 / rad).toBeGreaterThanOrEqual(box.minLng!);
        expect(lng2 / rad).toBeLessThanOrEqual(box.maxLng!);
      }
    }
  });
});

describe.each(targets)('load board on $name', (target) => {
  const h = useHarness(target);
  const market = useMarketParties(h);
  const t = market.tokens;
  const ids = {} as Record<string, number>;

  const board = async (params: Record<string, string | number | (string | number)[]> = {}, token = t.trucker) => {
    const res = await send(h.app, 'GET', `/api/LoadBoard?${qs({ pageSize: 100, ...params })}`, token);
    expect(res.status).toBe(200);
    return (await res.json()) as BoardPage;
  };
  const codesOf = (page: BoardPage) => page.Loads.map((l) => l.Id);

  beforeAll(async () => {
    // Whatever the fixture left open is in the past (its clock is 2025); these are the board.
    ids.dallasBid = await insertOpenLoad(h.db, {
      from: CITIES.dallas,
      to: CITIES.chicago,
      bidding: true,
      totalPrice: 3000,
      totalMiles: 1000,
      pickupInDays: 2,
    });
    ids.fortWorthBook = await insertOpenLoad(h.db, {
      from: CITIES.fortWorth,
      to: CITIES.milwaukee,
      bidding: false,
      totalPrice: 1800,
      totalMiles: 1200,
      pickupInDays: 5,
      equipmentTypeId: 2,
    });
    ids.houston = await insertOpenLoad(h.db, {
      from: CITIES.houston,
      to: CITIES.losAngeles,
      bidding: true,
      totalPrice: 4000,
      totalMiles: 1550,
      pickupInDays: 1,
    });
    ids.chicago = await insertOpenLoad(h.db, {
      from: CITIES.chicago,
      to: CITIES.dallas,
      bidding: false,
      totalPrice: 2600,
      totalMiles: 970,
      pickupInDays: 4,
    });
    const privateLoad = (offeredTo: number) =>
      insertOpenLoad(h.db, {
        from: CITIES.dallas,
        to: CITIES.houston,
        isPrivate: true,
        bidding: false,
        offeredTo: [offeredTo],
        pickupInDays: 3,
      });
    ids.privateMine = await privateLoad(market.me);
    ids.privateOther = await privateLoad(market.other);
    ids.past = await insertOpenLoad(h.db, { from: CITIES.dallas, pickupInDays: -2 });
    ids.booked = await insertOpenLoad(h.db, { from: CITIES.dallas, statusCode: 'BK' });
    ids.draft = await insertOpenLoad(h.db, { from: CITIES.dallas, statusCode: 'DF' });
  });

  it('shows open public loads and private loads offered to the viewer; never past, booked, draft or not-offered ones', async () => {
    const mine = codesOf(await board());
    expect(mine).toEqual(expect.arrayContaining([ids.dallasBid, ids.fortWorthBook, ids.houston, ids.chicago, ids.privateMine]));
    for (const hidden of [ids.privateOther, ids.past, ids.booked, ids.draft]) expect(mine).not.toContain(hidden);
    const theirs = codesOf(await board({}, t.other));
    expect(theirs).toContain(ids.privateOther);
    expect(theirs).not.toContain(ids.privateMine);
    // BackOffice sees every open load, private ones too.
    expect(codesOf(await board({}, t.admin))).toEqual(expect.arrayContaining([ids.privateMine, ids.privateOther]));
  });

  it('a private load not offered to the carrier does not exist for it, by id either', async () => {
    expect((await send(h.app, 'GET', `/api/LoadBoard/${ids.privateOther}`, t.trucker)).status).toBe(404);
    expect((await send(h.app, 'GET', `/api/LoadBoard/${ids.privateMine}`, t.trucker)).status).toBe(200);
    expect((await send(h.app, 'POST', `/api/Shipments/${ids.privateOther}/Book`, t.trucker)).status).toBe(404);
    expect((await send(h.app, 'GET', `/api/Tracking/${ids.privateOther}`, t.trucker)).status).toBe(404); // not 403: that would tell it exists (issue 36)
  });

  it('origin radius: Dallas 25 mi has Dallas only, 50 mi adds Fort Worth, 250 mi adds Houston; deadhead is the distance', async () => {
    const at = (radiusMiles: number) =>
      board({ originLat: CITIES.dallas.lat, originLng: CITIES.dallas.lng, radiusMiles, sortField: 'DeadheadMiles' });
    const r25 = await at(25);
    expect(codesOf(r25)).toContain(ids.dallasBid);
    expect(codesOf(r25)).not.toContain(ids.fortWorthBook);
    const r50 = await at(50);
    expect(codesOf(r50)).toContain(ids.fortWorthBook);
    expect(codesOf(r50)).not.toContain(ids.houston);
    const fortWorth = r50.Loads.find((l) => l.Id === ids.fortWorthBook)!;
    expect(fortWorth.DeadheadMiles).toBeCloseTo(
      milesBetween(CITIES.dallas.lat, CITIES.dallas.lng, CITIES.fortWorth.lat, CITIES.fortWorth.lng),
      0,
    );
    const r250 = await at(250);
    expect(codesOf(r250)).toEqual(expect.arrayContaining([ids.dallasBid, ids.fortWorthBook, ids.houston]));
    expect(codesOf(r250)).not.toContain(ids.chicago);
    const deadheads = r250.Loads.map((l) => l.DeadheadMiles!);
    expect(deadheads).toEqual([...deadheads].sort((a, b) => a - b));
    expect(r250.Loads.at(-1)!.Id).toBe(ids.houston);
  });

  it('destination radius, equipment, pickup dates, rate per mile and kind filter', async () => {
    const toMilwaukee = await board({ destLat: CITIES.chicago.lat, destLng: CITIES.chicago.lng, destRadiusMiles: 100 });
    expect(codesOf(toMilwaukee)).toEqual(expect.arrayContaining([ids.dallasBid, ids.fortWorthBook]));
    expect(codesOf(toMilwaukee)).not.toContain(ids.houston);
    expect(codesOf(await board({ equipmentIds: [2] }))).toEqual([ids.fortWorthBook]);
    const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
    const soon = codesOf(await board({ pickupFrom: day(1), pickupTo: day(2) }));
    expect(soon).toEqual(expect.arrayContaining([ids.houston, ids.dallasBid]));
    expect(soon).not.toContain(ids.fortWorthBook);
    const rich = await board({ minRatePerMile: 2.6 });
    expect(rich.Loads.every((l) => (l.RatePerMile ?? 0) >= 2.6)).toBe(true);
    expect(codesOf(rich)).toEqual(expect.arrayContaining([ids.dallasBid, ids.chicago]));
    expect(codesOf(rich)).not.toContain(ids.fortWorthBook);
    expect((await board({ kind: 'book' })).Loads.every((l) => !l.BiddingEnabled)).toBe(true);
    expect((await board({ kind: 'bid' })).Loads.every((l) => l.BiddingEnabled)).toBe(true);
  });

  it('sorts by rate per mile and price, pages on the server, and answers the row fields', async () => {
    const byRate = await board({ sortField: 'RatePerMile' });
    const rates = byRate.Loads.map((l) => l.RatePerMile ?? 0);
    expect(rates).toEqual([...rates].sort((a, b) => b - a));
    const byPrice = await board({ sortField: 'TotalPrice', sortOrder: 'asc' });
    const prices = byPrice.Loads.map((l) => l.TotalPrice);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const page2 = await board({ pageSize: 2, pageNumber: 2 });
    expect(page2.Loads).toHaveLength(2);
    expect(page2.Pagination).toEqual({ TotalItemCount: byRate.Pagination.TotalItemCount, PageNumber: 2, PageSize: 2 });
    const row = byRate.Loads.find((l) => l.Id === ids.dallasBid)! as BoardLoad;
    expect(row).toMatchObject({
      FromCity: 'Dallas',
      ToCity: 'Chicago',
      TotalMiles: 1000,
      TotalPrice: 3000,
      RatePerMile: 3,
      BiddingEnabled: true,
      MyBid: null,
      Stops: 0,
    });
    expect(row.Shipper).toBeTruthy();
    expect(row.EquipmentType).toBeTruthy();
    expect(row).not.toHaveProperty('DeadheadMiles');
    expect(byRate.Eligibility).toEqual({ CanTake: true, Reason: null, ReasonId: null });
  });

  it("answers each load's pickup and delivery windows, on the list and by id (issue 38)", async () => {
    const from = new Date(Date.UTC(2030, 0, 7, 14, 0));
    const to = new Date(Date.UTC(2030, 0, 7, 16, 0));
    await h.db
      .update(shipments)
      .set({ puAppointmentDate: from, puAppointmentToDate: to, delAppointmentDate: null, delAppointmentToDate: null })
      .where(eq(shipments.id, ids.houston));
    const row = (await board({})).Loads.find((l) => l.Id === ids.houston)!;
    const windows = { PickupFrom: from.toISOString(), PickupTo: to.toISOString(), DeliveryFrom: null, DeliveryTo: null };
    expect(row).toMatchObject(windows);
    const one = await send(h.app, 'GET', `/api/LoadBoard/${ids.houston}`, t.trucker);
    expect(await one.json()).toMatchObject(windows);
  });

  it('bad queries are 400 with ModelState; shippers and strangers cannot open the board', async () => {
    const bad = await send(
      h.app,
      'GET',
      `/api/LoadBoard?${qs({ originLat: 95, radiusMiles: 5, sortField: 'DeadheadMiles', kind: 'x', pickupFrom: '2025-13-01' })}`,
      t.trucker,
    );
    expect(bad.status).toBe(400);
    const body = (await bad.json()) as { ModelState: Record<string, string[]> };
    expect(Object.keys(body.ModelState)).toEqual(expect.arrayContaining(['originLat', 'radiusMiles', 'kind', 'pickupFrom']));
    expect((await send(h.app, 'GET', `/api/LoadBoard?${qs({ sortField: 'DeadheadMiles' })}`, t.trucker)).status).toBe(400);
    expect((await send(h.app, 'GET', '/api/LoadBoard', t.shipper)).status).toBe(403);
    expect((await h.app.request('/api/LoadBoard')).status).toBe(401);
  });

  it('the typeaheads (carriers, places) read their search like the lists: a character no text can hold is a 400, not a failure', async () => {
    for (const path of ['/api/LoadBoard/Truckers', '/api/LoadBoard/Places']) {
      const res = await send(h.app, 'GET', `${path}?search=ab%00c`, t.shipper);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ ModelState: { search: [expect.any(String)] } });
    }
    // Typing past 100 characters still answers: only the first 100 are searched.
    const long = await send(h.app, 'GET', `/api/LoadBoard/Places?search=${encodeURIComponent(`Dallas${' '.repeat(120)}x`)}`, t.shipper);
    expect(long.status).toBe(200);
    expect(((await long.json()) as { Places: { Name: string }[] }).Places[0]?.Name).toBe('Dallas');
  });

  it('tells an unapproved or suspended carrier why it cannot take loads', async () => {
    await approve(h.db, TRUCKER, false);
    try {
      const page = await board();
      expect(page.Eligibility.CanTake).toBe(false);
      expect(page.Eligibility.Reason).toMatch(/not approved/);
      expect(page.Eligibility.ReasonId).toEqual({ Id: 'carrier_account_not_approved' });
      const res = await send(h.app, 'POST', `/api/Shipments/${ids.dallasBid}/Bids`, t.trucker, { Price: 2800 });
      expect(res.status).toBe(403);
      expect(await res.json()).toMatchObject({
        Message: expect.stringMatching(/not approved/),
        MessageId: { Id: 'carrier_account_not_approved' },
      });
    } finally {
      await approve(h.db, TRUCKER, true);
    }
    const [user] = await h.db.select({ id: users.id }).from(users).where(eq(users.email, TRUCKER));
    await h.db.update(users).set({ lockedOut: true }).where(eq(users.id, user.id));
    try {
      const res = await send(h.app, 'POST', `/api/Shipments/${ids.fortWorthBook}/Book`, t.trucker);
      expect(res.status).toBe(403);
      expect(((await res.json()) as { Message: string }).Message).toMatch(/suspended/);
      expect((await h.db.select().from(shipments).where(eq(shipments.id, ids.fortWorthBook)))[0].statusCode).toBe('OP');
    } finally {
      await h.db.update(users).set({ lockedOut: false }).where(eq(users.id, user.id));
    }
    expect(await truckerIdOf(h.db, TRUCKER)).toBe(market.me);
  });
});
