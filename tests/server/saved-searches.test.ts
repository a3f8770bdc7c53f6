import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadAlertQueue, notifications, savedSearchAlerts, savedSearches, shipments, users } from '../../server/db/schema';
import { createAlertWorker } from '../../server/services/alert-worker';
import { loadToMatch, matchSql, matchingSearches } from '../../server/services/load-alerts';
import type { Mail } from '../../server/services/mail';
import type { PushPayload } from '../../src/contract/push';
import type { SavedSearch } from '../../src/contract/saved-searches';
import { send } from './shipments-helpers';
import { databaseTargets } from './support/databases';
import { TRUCKER } from './support/fixtures';
import { otherTruckerEmail } from './support/detail-loads';
import { useHarness } from './support/harness';
import { CITIES, insertOpenLoad, useMarketParties } from './support/market';

const targets = await databaseTargets();
const DAY = 86_400_000;
const day = (inDays: number) => new Date(Date.now() + inDays * DAY).toISOString().slice(0, 10);

describe.each(targets)('saved searches and load alerts on $name', (target) => {
  const h = useHarness(target);
  const market = useMarketParties(h);
  const t = market.tokens;
  let myUser = 0;
  let otherUser = 0;
  const mails: Mail[] = [];
  const pushes: { userIds: number[]; payload: PushPayload }[] = [];

  const save = async (
    Name: string,
    Query: Record<string, unknown>,
    Alerts = { InApp: true, Email: false, Push: false },
    token = t.trucker,
  ) => {
    const res = await send(h.app, 'POST', '/api/Trucker/SavedSearches', token, { Name, Query, Alerts });
    expect(res.status, await res.clone().text()).toBe(201);
    return (await res.json()) as SavedSearch;
  };
  const namesFor = async (loadId: number, truckerId = market.me) =>
    (await matchingSearches(h.db, loadId)).filter((m) => m.truckerId === truckerId).map((m) => m.name);
  const worker = () =>
    createAlertWorker({
      db: h.db,
      mailer: { send: async (mail) => (mails.push(mail), 1) },
      push: async (userIds, payload) => (pushes.push({ userIds, payload }), { sent: userIds.length, dropped: 0 }),
      publicUrl: 'http://haulbase.test',
    });

  beforeAll(async () => {
    [{ id: myUser }] = await h.db.select({ id: users.id }).from(users).where(eq(users.email, TRUCKER));
    [{ id: otherUser }] = await h.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, await otherTruckerEmail(h.db)));
  });

  it('keeps the board’s fields, answers them back, and refuses bad ones in ModelState', async () => {
    const query = {
      origin: 'Dallas, TX',
      originLat: CITIES.dallas.lat,
      originLng: CITIES.dallas.lng,
      radiusMiles: 50,
      equipmentIds: [1, 2],
      pickupFrom: day(1),
      minRatePerMile: 2.5,
      kind: 'bid',
    };
    const saved = await save('Dallas out', query);
    expect(saved.Query).toEqual(query);
    const bad = await send(h.app, 'POST', '/api/Trucker/SavedSearches', t.trucker, {
      Name: '',
      Query: { originLat: 95, radiusMiles: 5, kind: 'maybe' },
      Alerts: { Email: 'yes' },
    });
    expect(bad.status).toBe(400);
    const body = (await bad.json()) as { ModelState: Record<string, string[]> };
    expect(Object.keys(body.ModelState).sort()).toEqual(['Alerts.Email', 'Name', 'Query.kind', 'Query.originLat', 'Query.radiusMiles']);
    const list = await send(h.app, 'GET', '/api/Trucker/SavedSearches', t.trucker);
    expect(((await list.json()) as { SavedSearches: SavedSearch[] }).SavedSearches.map((s) => s.Name)).toEqual(['Dallas out']);
    // another trucker neither sees nor changes it
    expect((await send(h.app, 'PUT', `/api/Trucker/SavedSearches/${saved.Id}`, t.other, { Name: 'x', Query: {} })).status).toBe(404);
    expect((await send(h.app, 'DELETE', `/api/Trucker/SavedSearches/${saved.Id}`, t.other)).status).toBe(404);
    expect((await send(h.app, 'GET', '/api/Trucker/SavedSearches', t.shipper)).status).toBe(403);
    const edited = await send(h.app, 'PUT', `/api/Trucker/SavedSearches/${saved.Id}`, t.trucker, {
      Name: 'Dallas out',
      Query: saved.Query,
      Alerts: { InApp: true, Email: true, Push: false },
    });
    expect(((await edited.json()) as SavedSearch).Alerts).toEqual({ InApp: true, Email: true, Push: false });
    expect((await send(h.app, 'DELETE', `/api/Trucker/SavedSearches/${saved.Id}`, t.trucker)).status).toBe(204);
  });

  it('keeps at most 20 per trucker', async () => {
    await h.db.delete(savedSearches);
    for (let i = 0; i < 20; i++) await save(`s${i}`, {});
    const full = await send(h.app, 'POST', '/api/Trucker/SavedSearches', t.trucker, { Name: 'one more', Query: {} });
    expect(full.status).toBe(400);
    expect(((await full.json()) as { Message: string }).Message).toBe('You can keep at most 20 saved searches.');
    await save('theirs', {}, undefined, t.other);
    await h.db.delete(savedSearches);
  });

  it('matches a load in SQL by radius, destination, dates, equipment, $/mi and kind', async () => {
    await h.db.delete(savedSearches);
    await save('near Dallas 50', { originLat: CITIES.dallas.lat, originLng: CITIES.dallas.lng, radiusMiles: 50 });
    await save('near Dallas 25', { originLat: CITIES.houston.lat, originLng: CITIES.houston.lng, radiusMiles: 25 });
    await save('to Milwaukee 100', { destLat: CITIES.milwaukee.lat, destLng: CITIES.milwaukee.lng, destRadiusMiles: 100 });
    await save('to LA 100', { destLat: CITIES.losAngeles.lat, destLng: CITIES.losAngeles.lng, destRadiusMiles: 100 });
    await save('dry van', { equipmentIds: [1] });
    await save('reefer', { equipmentIds: [2, 3] });
    await save('this week', { pickupFrom: day(0), pickupTo: day(6) });
    await save('next month', { pickupFrom: day(30), pickupTo: day(40) });
    await save('2.40 a mile', { minRatePerMile: 2.4 });
    await save('3 a mile', { minRatePerMile: 3 });
    await save('bidding', { kind: 'bid' });
    await save('book now', { kind: 'book' });
    // Fort Worth is 31 mi from Dallas; Chicago 81 mi from Milwaukee; $2,500 for 1,000 mi is $2.50/mi
    const load = await insertOpenLoad(h.db, {
      from: CITIES.fortWorth,
      to: CITIES.chicago,
      equipmentTypeId: 1,
      pickupInDays: 3,
      totalPrice: 2500,
      totalMiles: 1000,
      bidding: true,
    });
    expect((await namesFor(load)).sort()).toEqual(['2.40 a mile', 'bidding', 'dry van', 'near Dallas 50', 'this week', 'to Milwaukee 100']);
  });

  it('uses the GiST index on the searches’ areas', async () => {
    await h.db.execute(sql`analyze saved_searches`);
    const load = await insertOpenLoad(h.db, { from: CITIES.dallas, to: CITIES.chicago });
    // one connection: the planner told to avoid a sequential scan where an index can answer (a tiny table would be scanned)
    const text = await h.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const plan = await tx.execute(sql`explain ${matchSql((await loadToMatch(tx, load))!)}`);
      return (plan as unknown as { rows: Record<string, string>[] }).rows.map((r) => Object.values(r)[0]).join('\n');
    });
    expect(text).toContain('saved_searches_area_idx');
  });

  it('alerts about a private load only the truckers it is offered to, and no suspended user', async () => {
    await h.db.delete(savedSearches);
    await save('anything', {});
    await save('anything too', {}, undefined, t.other);
    const offeredToMe = await insertOpenLoad(h.db, { isPrivate: true, offeredTo: [market.me] });
    expect(await namesFor(offeredToMe, market.me)).toEqual(['anything']);
    expect(await namesFor(offeredToMe, market.other)).toEqual([]);
    const pub = await insertOpenLoad(h.db, {});
    await h.db.update(users).set({ lockedOut: true }).where(eq(users.id, otherUser));
    try {
      expect(await namesFor(pub, market.other)).toEqual([]);
      expect(await namesFor(pub, market.me)).toEqual(['anything']);
    } finally {
      await h.db.update(users).set({ lockedOut: false }).where(eq(users.id, otherUser));
    }
  });

  it('alerts once the post commits, from the status route and the bulk action, by bell, push and a 15-minute digest', async () => {
    await h.db.delete(savedSearches);
    await h.db.delete(loadAlertQueue);
    await save(
      'Texas to Chicago',
      { originLat: CITIES.dallas.lat, originLng: CITIES.dallas.lng, radiusMiles: 100 },
      { InApp: true, Email: true, Push: true },
    );
    const viaRoute = await insertOpenLoad(h.db, { statusCode: 'DF', from: CITIES.dallas });
    const viaBulk = await insertOpenLoad(h.db, { statusCode: 'DF', from: CITIES.fortWorth });
    const elsewhere = await insertOpenLoad(h.db, { statusCode: 'DF', from: CITIES.losAngeles });
    expect((await send(h.app, 'PUT', `/api/Shipments/${viaRoute}/Status`, t.shipper, { StatusCode: 'OP' })).status).toBe(200);
    const bulk = await send(h.app, 'PUT', '/api/Shipments/UpdateStatus', t.shipper, { Ids: [viaBulk, elsewhere], StatusCode: 'OP' });
    expect(bulk.status).toBe(200);
    expect(await h.db.select().from(loadAlertQueue)).toHaveLength(3);
    mails.length = 0;
    pushes.length = 0;
    expect(await worker().runOnce()).toBe(3);
    const bell = await h.db.select().from(notifications).where(eq(notifications.kind, 'SavedSearchMatch'));
    expect(
      bell
        .filter((n) => n.userId === myUser)
        .map((n) => n.shipmentId)
        .sort(),
    ).toEqual([viaRoute, viaBulk].sort());
    expect(pushes.map((p) => p.payload.url).sort()).toEqual([`/Loads/find?load=${viaRoute}`, `/Loads/find?load=${viaBulk}`].sort());
    expect(pushes.every((p) => p.userIds.length === 1 && p.userIds[0] === myUser)).toBe(true);
    // one digest for both; the next load waits for the 15 minutes
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('2 new loads match your saved searches');
    const later = await insertOpenLoad(h.db, { statusCode: 'DF', from: CITIES.dallas });
    await send(h.app, 'PUT', `/api/Shipments/${later}/Status`, t.shipper, { StatusCode: 'OP' });
    await worker().runOnce();
    expect(mails).toHaveLength(1);
    const [pending] = await h.db.select().from(savedSearchAlerts).where(eq(savedSearchAlerts.shipmentId, later));
    expect(pending.emailPending).toBe(true);
  });

  it('sends nothing about a load booked before its alert goes out', async () => {
    await h.db.delete(savedSearches);
    await h.db.delete(loadAlertQueue);
    await save('all', {}, { InApp: true, Email: true, Push: true });
    const load = await insertOpenLoad(h.db, { statusCode: 'DF', bidding: false });
    await send(h.app, 'PUT', `/api/Shipments/${load}/Status`, t.shipper, { StatusCode: 'OP' });
    expect((await send(h.app, 'POST', `/api/Shipments/${load}/Book`, t.other)).status).toBe(200);
    pushes.length = 0;
    await worker().runOnce();
    expect(await h.db.select().from(notifications).where(eq(notifications.shipmentId, load))).not.toContainEqual(
      expect.objectContaining({ kind: 'SavedSearchMatch' }),
    );
    expect(pushes).toEqual([]);
    expect(await h.db.select().from(savedSearchAlerts).where(eq(savedSearchAlerts.shipmentId, load))).toEqual([]);
    const [row] = await h.db.select({ status: shipments.statusCode }).from(shipments).where(eq(shipments.id, load));
    expect(row.status).toBe('BK');
  });
});
