import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, createApp } from '../../server/app';
import { chatMessages, notes, statusHistory, trackingPoints } from '../../server/db/schema';
import { type MeCache, startMeCache } from '../../server/services/me-cache';
import { send, userIdByEmail } from './shipments-helpers';
import { databaseTargets } from './support/databases';
import { insertLoad } from './support/detail-loads';
import { ADMIN, TRUCKER } from './support/fixtures';
import { useHarness } from './support/harness';
import { tokenFor } from './support/partners';

/**
 * Issue 36 §3: a suspended or locked-out user's access token still verifies for up to 15 minutes, but every write
 * checks the user as they are now, on every node (two apps here, each with its own memory of users, kept current by
 * the database's change notices as `npm start` runs them).
 */

const targets = await databaseTargets();
const SUSPENDED = { Message: 'This account has been suspended.', MessageId: { Id: 'account_suspended' } };

describe.each(targets)('a suspended user stops writing at once on $name', (target) => {
  const h = useHarness(target);
  let nodeB: App;
  let cacheB: MeCache;
  let admin = '';
  let trucker = '';
  let truckerUser = 0;

  beforeAll(async () => {
    cacheB = await startMeCache(h.db, (message, error) => console.error(message, error));
    nodeB = createApp({ db: h.db, config: h.config, logError: () => undefined, meCache: cacheB });
    admin = await tokenFor(h, ADMIN);
    trucker = await tokenFor(h, TRUCKER);
    truckerUser = await userIdByEmail(h.db, TRUCKER);
  });
  afterAll(async () => {
    await send(h.app, 'POST', `/api/Account/LockOut?id=${truckerUser}&lockOut=false`, admin);
    await cacheB.close();
  });

  const writes = (loadId: number): [string, string, unknown][] => [
    ['POST', `/api/Tracking/${loadId}/Positions`, [{ Latitude: 32.8, Longitude: -96.8, RecordedAt: new Date().toISOString() }]],
    ['POST', '/api/Notes', { Body: 'after suspension', ShipmentId: loadId, IsPublic: true }],
    ['POST', `/api/Chat/${loadId}/Messages`, { Body: 'after suspension' }],
    ['PUT', `/api/Shipments/${loadId}/Status`, { StatusCode: 'AR' }],
    ['PUT', `/api/Chat/${loadId}/Read`, { LastReadId: 0 }],
    ['PUT', '/api/me', { FirstName: 'Suspended' }],
  ];
  const rows = async (loadId: number) =>
    Promise.all(
      [
        h.db.select({ n: count() }).from(notes).where(eq(notes.shipmentId, loadId)),
        h.db.select({ n: count() }).from(chatMessages).where(eq(chatMessages.shipmentId, loadId)),
        h.db.select({ n: count() }).from(statusHistory).where(eq(statusHistory.shipmentId, loadId)),
        h.db.select({ n: count() }).from(trackingPoints).where(eq(trackingPoints.shipmentId, loadId)),
      ].map(async (q) => (await q)[0].n),
    );

  it('positions, notes, chat, status and profile writes answer 403 on both nodes once the account is suspended', async () => {
    const loadId = await insertLoad(h.db, { statusCode: 'IT' });
    // Both nodes have seen the trucker write (and kept it as active).
    for (const node of [h.app, nodeB])
      expect((await send(node, 'PUT', `/api/Chat/${loadId}/Read`, trucker, { LastReadId: 0 })).status).toBe(200);
    const before = await rows(loadId);

    expect((await send(h.app, 'POST', `/api/Account/LockOut?id=${truckerUser}&lockOut=true`, admin)).status).toBe(200);
    // The other node hears of it through the database: on PostgreSQL a notice a few milliseconds after the commit.
    const deadline = Date.now() + 5_000;
    while ((await send(nodeB, 'PUT', `/api/Chat/${loadId}/Read`, trucker, { LastReadId: 0 })).status === 200) {
      if (Date.now() > deadline) throw new Error('node B still takes writes 5 s after the suspension');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    for (const node of [h.app, nodeB]) {
      for (const [method, path, body] of writes(loadId)) {
        const res = await send(node, method, path, trucker, body);
        expect([method, path, res.status, await res.json()]).toEqual([method, path, 403, SUSPENDED]);
      }
    }
    expect(await rows(loadId)).toEqual(before);
    // Reading stays possible until the token expires (what the user saw is not secret from them).
    expect((await send(nodeB, 'GET', `/api/Tracking/${loadId}`, trucker)).status).toBe(200);

    expect((await send(h.app, 'POST', `/api/Account/LockOut?id=${truckerUser}&lockOut=false`, admin)).status).toBe(200);
    trucker = await tokenFor(h, TRUCKER);
    const back = Date.now() + 5_000;
    while ((await send(nodeB, 'PUT', `/api/Chat/${loadId}/Read`, trucker, { LastReadId: 0 })).status !== 200) {
      if (Date.now() > back) throw new Error('node B still refuses writes 5 s after the suspension ended');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  });
});
