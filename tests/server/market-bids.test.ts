import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { bids, notifications, shipmentFees } from '../../server/db/schema';
import type { Bid } from '../../src/contract/load-detail';
import type { AppNotification, NotificationsAnswer, TruckerBid, TruckerBidsAnswer } from '../../src/contract/market';
import { send, userIdByEmail } from './shipments-helpers';
import { databaseTargets } from './support/databases';
import { SHIPPER, TRUCKER } from './support/fixtures';
import { notificationKinds, otherTruckerEmail } from './support/detail-loads';
import { useHarness } from './support/harness';
import { insertOpenLoad, useMarketParties } from './support/market';
import { readEvents } from './support/sse';

const targets = await databaseTargets();

describe.each(targets)('bids and notifications on $name', (target) => {
  const h = useHarness(target);
  const t = useMarketParties(h).tokens;
  let shipperUser = 0;
  let truckerUser = 0;
  let otherUser = 0;

  beforeAll(async () => {
    shipperUser = await userIdByEmail(h.db, SHIPPER);
    truckerUser = await userIdByEmail(h.db, TRUCKER);
    otherUser = await userIdByEmail(h.db, await otherTruckerEmail(h.db));
  });

  const bid = async (token: string, loadId: number, Price: number, Note?: string) =>
    send(h.app, 'POST', `/api/Shipments/${loadId}/Bids`, token, { Price, ...(Note === undefined ? {} : { Note }) });
  const notes = async (token: string) => (await (await send(h.app, 'GET', '/api/Notifications', token)).json()) as NotificationsAnswer;
  const kindsFor = (userId: number, shipmentId: number) => notificationKinds(h.db, userId, shipmentId);

  it('a carrier places one bid, changes it, withdraws it and may bid again; the shipper is told each time', async () => {
    const loadId = await insertOpenLoad(h.db);
    const placed = await bid(t.trucker, loadId, 2400.125, '  Team drivers, can load today  ');
    expect(placed.status).toBe(201);
    const first = (await placed.json()) as TruckerBid;
    expect(first).toMatchObject({ ShipmentId: loadId, Price: 2400.13, Note: 'Team drivers, can load today', Status: 'Open' });
    const again = await bid(t.trucker, loadId, 2300);
    expect(again.status).toBe(409);
    expect(((await again.json()) as { Message: string }).Message).toMatch(/already bid/);

    const changed = await send(h.app, 'PUT', `/api/Shipments/Bids/${first.Id}`, t.trucker, { Price: 2350, Note: null });
    expect(changed.status).toBe(200);
    expect(await changed.json()).toMatchObject({ Id: first.Id, Price: 2350, Note: null, Status: 'Open' });
    expect((await send(h.app, 'PUT', `/api/Shipments/Bids/${first.Id}`, t.other, { Price: 1 })).status).toBe(404);
    expect((await send(h.app, 'DELETE', `/api/Shipments/Bids/${first.Id}`, t.other)).status).toBe(404);

    const withdrawn = await send(h.app, 'DELETE', `/api/Shipments/Bids/${first.Id}`, t.trucker);
    expect(await withdrawn.json()).toMatchObject({ Id: first.Id, Status: 'Withdrawn' });
    expect((await send(h.app, 'PUT', `/api/Shipments/Bids/${first.Id}`, t.trucker, { Price: 2000 })).status).toBe(409);
    const revived = await bid(t.trucker, loadId, 2200);
    expect(revived.status).toBe(201);
    expect(await revived.json()).toMatchObject({ Id: first.Id, Price: 2200, Status: 'Open' });

    expect(await kindsFor(shipperUser, loadId)).toEqual(['BidChanged', 'BidPlaced', 'BidPlaced', 'BidWithdrawn']);
    const list = await notes(t.shipper);
    const newest = list.Notifications.find((n) => n.ShipmentId === loadId)!;
    expect(newest).toMatchObject({
      Kind: 'BidPlaced',
      Read: false,
      Data: expect.objectContaining({ Price: 2200, Trucker: expect.any(String) }),
    });
    expect(newest.Code).toMatch(/^HB-/);
    // The shipper's Bids table shows the state and the note.
    const shown = (await (await send(h.app, 'GET', `/api/Shipments/Bids/${loadId}`, t.shipper)).json()) as Bid[];
    expect(shown).toEqual([expect.objectContaining({ Id: first.Id, Price: 2200, Status: 'Open', Selected: false })]);
  });

  it('refuses bids on book-now, booked and past loads, bad prices and long notes', async () => {
    const bookNow = await insertOpenLoad(h.db, { bidding: false });
    expect(((await (await bid(t.trucker, bookNow, 2000)).json()) as { Message: string }).Message).toMatch(/does not take bids/);
    const booked = await insertOpenLoad(h.db, { statusCode: 'BK' });
    expect((await bid(t.trucker, booked, 2000)).status).toBe(409);
    const past = await insertOpenLoad(h.db, { pickupInDays: -1 });
    expect((await bid(t.trucker, past, 2000)).status).toBe(409);
    const open = await insertOpenLoad(h.db);
    const bad = await send(h.app, 'POST', `/api/Shipments/${open}/Bids`, t.trucker, { Price: 0, Note: 'x'.repeat(501) });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { ModelState: Record<string, string[]> }).ModelState).toEqual({
      Price: ['The price must be above 0 and at most 10,000,000.'],
      Note: ['The note must be at most 500 characters.'],
    });
    // checked after rounding to cents (issue 36 §7): $0.004 is $0.00
    for (const Price of [0.004, -0.001]) {
      const zero = await send(h.app, 'POST', `/api/Shipments/${open}/Bids`, t.trucker, { Price });
      expect([zero.status, ((await zero.json()) as { ModelState: object }).ModelState]).toEqual([
        400,
        { Price: ['The price must be above 0 and at most 10,000,000.'] },
      ]);
    }
    expect((await bid(t.shipper, open, 2000)).status).toBe(403);
    expect((await bid(t.admin, open, 2000)).status).toBe(403);
    expect(await h.db.select().from(bids).where(eq(bids.shipmentId, open))).toEqual([]);
  });

  it('accepting a bid declines the others; the winner reads Accepted, the other Declined, both are told; fees are fixed', async () => {
    const loadId = await insertOpenLoad(h.db, { isQuickPay: true });
    const mine = (await (await bid(t.trucker, loadId, 2100)).json()) as TruckerBid;
    const theirs = (await (await bid(t.other, loadId, 2050)).json()) as TruckerBid;
    const accepted = await send(h.app, 'PUT', `/api/Shipments/Bids/${mine.Id}/Accept`, t.shipper);
    expect(accepted.status).toBe(200);

    const myBids = (await (await send(h.app, 'GET', '/api/Trucker/Bids', t.trucker)).json()) as TruckerBidsAnswer;
    expect(myBids.Bids.find((b) => b.Id === mine.Id)).toMatchObject({
      Status: 'Accepted',
      ShipmentId: loadId,
      LoadStatusCode: 'BK',
      FromCity: 'Dallas',
    });
    const theirBids = (await (await send(h.app, 'GET', '/api/Trucker/Bids', t.other)).json()) as TruckerBidsAnswer;
    expect(theirBids.Bids.find((b) => b.Id === theirs.Id)).toMatchObject({ Status: 'Declined' });
    expect(await kindsFor(truckerUser, loadId)).toEqual(['BidAccepted']);
    expect(await kindsFor(otherUser, loadId)).toEqual(['BidDeclined']);
    const fees = await h.db
      .select({ name: shipmentFees.name, percentage: shipmentFees.percentage })
      .from(shipmentFees)
      .where(eq(shipmentFees.shipmentId, loadId))
      .orderBy(shipmentFees.id);
    expect(fees).toEqual([
      { name: 'Platform fee', percentage: 2 },
      { name: 'Factoring fee', percentage: 3 },
    ]);
    expect((await send(h.app, 'GET', '/api/Trucker/Bids', t.shipper)).status).toBe(403);
  });

  it('marks notifications read (only the reader’s own)', async () => {
    const before = await notes(t.shipper);
    expect(before.Unread).toBeGreaterThan(0);
    const one = before.Notifications[0];
    const foreign = await send(h.app, 'PUT', '/api/Notifications/Read', t.trucker, { Ids: [one.Id] });
    expect(foreign.status).toBe(200);
    expect((await notes(t.shipper)).Unread).toBe(before.Unread);
    const marked = (await (await send(h.app, 'PUT', '/api/Notifications/Read', t.shipper, { Ids: [one.Id] })).json()) as { Unread: number };
    expect(marked.Unread).toBe(before.Unread - 1);
    expect((await (await send(h.app, 'PUT', '/api/Notifications/Read', t.shipper, { All: true })).json()) as { Unread: number }).toEqual({
      Unread: 0,
    });
    expect((await send(h.app, 'PUT', '/api/Notifications/Read', t.shipper, { Ids: ['x'] })).status).toBe(400);
  });

  it('keeps notifications 90 days', async () => {
    const loadId = await insertOpenLoad(h.db);
    await h.db.insert(notifications).values([
      { userId: truckerUser, kind: 'LoadOffered', shipmentId: loadId, created: new Date(Date.now() - 91 * 86_400_000) },
      { userId: truckerUser, kind: 'LoadOffered', shipmentId: loadId, created: new Date(Date.now() - 89 * 86_400_000) },
    ]);
    const list = await notes(t.trucker);
    expect(list.Notifications.filter((n) => n.ShipmentId === loadId)).toHaveLength(1);
    expect(await kindsFor(truckerUser, loadId)).toEqual(['LoadOffered']);
  });

  it('fans out live over one stream per tab, across server nodes: the shipper sees the bid and the Bids poke, BackOffice the poke', async () => {
    const appB = createApp({ db: h.db, config: h.config, logError: () => undefined });
    const shipperTab = readEvents(await send(appB, 'GET', '/api/Events', t.shipper));
    const adminTab = readEvents(await send(h.app, 'GET', '/api/Events', t.admin));
    const truckerTab = readEvents(await send(appB, 'GET', '/api/Events', t.trucker));
    await shipperTab.next((e) => e.comment === 'ready');
    await adminTab.next((e) => e.comment === 'ready');
    await truckerTab.next((e) => e.comment === 'ready');
    const loadId = await insertOpenLoad(h.db);
    const placed = (await (await bid(t.trucker, loadId, 1999)).json()) as TruckerBid;

    const live = JSON.parse((await shipperTab.next((e) => e.event === 'notification')).data!) as AppNotification;
    expect(live).toMatchObject({ Kind: 'BidPlaced', ShipmentId: loadId, Data: expect.objectContaining({ Price: 1999 }), Read: false });
    expect(JSON.parse((await shipperTab.next((e) => e.event === 'bids')).data!)).toEqual({ ShipmentId: loadId });
    expect(JSON.parse((await adminTab.next((e) => e.event === 'bids')).data!)).toEqual({ ShipmentId: loadId });

    await send(h.app, 'PUT', `/api/Shipments/Bids/${placed.Id}/Accept`, t.shipper);
    expect(JSON.parse((await truckerTab.next((e) => e.event === 'notification')).data!)).toMatchObject({
      Kind: 'BidAccepted',
      ShipmentId: loadId,
    });
    // Nobody else's notifications reach a tab.
    expect(adminTab.events.filter((e) => e.event === 'notification')).toEqual([]);
    expect((await h.app.request('/api/Events')).status).toBe(401);
    await Promise.all([shipperTab.close(), adminTab.close(), truckerTab.close()]);
  });
});
