import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bids, notifications } from '../../server/db/schema';
import { MAX_LIVE_STREAMS_PER_USER } from '../../server/services/hub';
import type { TruckerBid } from '../../src/contract/market';
import { send, userIdByEmail } from './shipments-helpers';
import { databaseTargets } from './support/databases';
import { notificationKinds } from './support/detail-loads';
import { SHIPPER, TRUCKER } from './support/fixtures';
import { useHarness } from './support/harness';
import { approve, insertOpenLoad, useMarketParties } from './support/market';
import { tokenFor } from './support/partners';
import { readEvents } from './support/sse';

/**
 * Issue 36 §8–11: what a carrier may learn about loads and bids that are not its own, who hears of a posted private
 * load, how many live streams one user holds, and how often a bid may change.
 */

const targets = await databaseTargets();

describe.each(targets)('marketplace integrity on $name', (target) => {
  const h = useHarness(target);
  const market = useMarketParties(h);
  const t = market.tokens;

  it('a private load not offered to the caller answers exactly as an unknown id does, on every load-scoped read', async () => {
    const hidden = await insertOpenLoad(h.db, { isPrivate: true, offeredTo: [market.me] });
    const unknown = 99_999_999;
    for (const path of [
      (id: number) => `/api/Shipments/${id}`,
      (id: number) => `/api/Tracking/${id}`,
      (id: number) => `/api/Shipments/Activities/${id}`,
      (id: number) => `/api/Chat/${id}/Messages`,
      (id: number) => `/api/Shipments/Bids/${id}`,
      (id: number) => `/api/LoadBoard/${id}`,
    ]) {
      const [seen, missing] = await Promise.all([send(h.app, 'GET', path(hidden), t.other), send(h.app, 'GET', path(unknown), t.other)]);
      expect([path(0), seen.status, await seen.json()]).toEqual([path(0), missing.status, await missing.json()]);
      expect(seen.status).toBe(404);
    }
  });

  it('another carrier’s bid answers 404, as an unknown bid does', async () => {
    const loadId = await insertOpenLoad(h.db);
    const mine = (await (await send(h.app, 'POST', `/api/Shipments/${loadId}/Bids`, t.trucker, { Price: 2100 })).json()) as TruckerBid;
    for (const [method, body] of [
      ['PUT', { Price: 1 }],
      ['DELETE', undefined],
    ] as const) {
      const theirs = await send(h.app, method, `/api/Shipments/Bids/${mine.Id}`, t.other, body);
      const unknown = await send(h.app, method, '/api/Shipments/Bids/99999999', t.other, body);
      expect([theirs.status, await theirs.json()]).toEqual([unknown.status, await unknown.json()]);
      expect(theirs.status).toBe(404);
    }
  });

  it('a private load posted through PUT …/Status is announced to the carriers it is offered to', async () => {
    const loadId = await insertOpenLoad(h.db, { statusCode: 'DF', isPrivate: true, offeredTo: [market.me] });
    const posted = await send(h.app, 'PUT', `/api/Shipments/${loadId}/Status`, t.shipper, { StatusCode: 'OP' });
    expect(posted.status).toBe(200);
    expect(await notificationKinds(h.db, await userIdByEmail(h.db, TRUCKER), loadId)).toEqual(['LoadOffered']);
  });
});

describe.each(targets)('live streams per user on $name', (target) => {
  const h = useHarness(target);

  it(`holds at most ${MAX_LIVE_STREAMS_PER_USER} event streams per user: the oldest ends when one more opens`, async () => {
    const token = await tokenFor(h, SHIPPER);
    const open = async () => {
      const tab = readEvents(await send(h.app, 'GET', '/api/Events', token));
      await tab.next((e) => e.comment === 'ready');
      return tab;
    };
    const tabs = [];
    for (let i = 0; i < MAX_LIVE_STREAMS_PER_USER; i++) tabs.push(await open());
    expect(tabs.filter((tab) => tab.ended)).toEqual([]);
    tabs.push(await open());
    const deadline = Date.now() + 5_000;
    while (!tabs[0].ended && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(tabs.map((tab) => tab.ended)).toEqual([true, ...Array<boolean>(MAX_LIVE_STREAMS_PER_USER).fill(false)]);
    await Promise.all(tabs.map((tab) => tab.close()));
  });
});

describe.each(targets)('bid changes on $name', (target) => {
  const h = useHarness(target);

  it('a bid changed again within 10 s is refused with 429; its changes within a minute are one notification', async () => {
    const trucker = await tokenFor(h, TRUCKER);
    await approve(h.db, TRUCKER);
    const loadId = await insertOpenLoad(h.db);
    const placed = (await (await send(h.app, 'POST', `/api/Shipments/${loadId}/Bids`, trucker, { Price: 2100 })).json()) as TruckerBid;
    const change = (Price: number) => send(h.app, 'PUT', `/api/Shipments/Bids/${placed.Id}`, trucker, { Price });
    expect((await change(2090)).status).toBe(200);
    const refused = await change(2080);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(10);
    await h.db
      .update(bids)
      .set({ updated: new Date(Date.now() - 11_000) })
      .where(eq(bids.id, placed.Id));
    expect((await change(2070)).status).toBe(200);
    const told = await h.db
      .select({ kind: notifications.kind, data: notifications.data })
      .from(notifications)
      .where(and(eq(notifications.userId, await userIdByEmail(h.db, SHIPPER)), eq(notifications.shipmentId, loadId)))
      .orderBy(notifications.id);
    expect(told.map((n) => [n.kind, n.data.Price])).toEqual([
      ['BidPlaced', 2100],
      ['BidChanged', 2070],
    ]);
  });
});
