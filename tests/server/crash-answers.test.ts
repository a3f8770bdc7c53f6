import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, count, eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../../server/db/database';
import { bids, shipments, statusHistory, trackingPoints, users } from '../../server/db/schema';
import { LEASE_SECONDS } from '../../server/http/idempotency';
import { signAccessToken } from '../../server/services/tokens';
import { rolesOf } from '../../server/services/users';
import { type CrashServer, killed, startCrashServer } from './support/crash-child';
import { postgresAdminUrl } from './support/databases';
import { insertLoad, truckerIdOf } from './support/detail-loads';
import { SHIPPER, TRUCKER } from './support/fixtures';
import { testConfig } from './support/harness';
import { approve, insertOpenLoad } from './support/market';

/**
 * Issue 36 §6: book, bid, accept, a status change and a positions batch, each sent with an Idempotency-Key, and the
 * server process killed with SIGKILL at the worst moment for each: while its answer is being stored. The retried
 * keys (after the restart, as the outbox retries them) must each get the original answer — never a conflict made by
 * running the write a second time. The fault is a hook on node-postgres (support/answer-fault.ts), so this runs on
 * PostgreSQL only; PGlite's crash behaviour is covered by crash.test.ts.
 */

const adminUrl = await postgresAdminUrl();
const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

type Write = { name: string; method: string; path: string; as: 'trucker' | 'shipper'; body?: unknown; key: string };

describe.skipIf(!adminUrl)('kill -9 while the answers of marketplace and trip writes are stored, on postgres', () => {
  it('every retried key gets its original answer and each write happened once', { timeout: 180_000 }, async () => {
    const name = `hb_crash_answers_${randomBytes(6).toString('hex')}`;
    const admin = async (sql: string) => {
      const client = new pg.Client({ connectionString: adminUrl! });
      await client.connect();
      await client.query(sql);
      await client.end();
    };
    const url = new URL(adminUrl!);
    url.pathname = `/${name}`;
    const dataDir = mkdtempSync(join(tmpdir(), 'hb-crash-answers-'));
    dirs.push(dataDir);
    await admin(`create database ${name}`);
    const env = { CRASH_DATA_DIR: dataDir, CRASH_DATABASE_URL: url.toString() };
    let server: CrashServer = await startCrashServer({ ...env, CRASH_AT_ANSWERS: '5' });
    const database = openPostgres({ databaseUrl: url.toString(), poolSize: 2 });
    try {
      const { db } = database;
      const secret = testConfig(dataDir).jwtSecret;
      const tokenOf = async (email: string) => {
        const [user] = await db.select().from(users).where(eq(users.email, email));
        return signAccessToken({ id: user.id, email: user.email, roles: rolesOf(user) }, secret);
      };
      const tokens = { trucker: await tokenOf(TRUCKER), shipper: await tokenOf(SHIPPER) };
      const me = await approve(db, TRUCKER);
      const bookLoad = await insertOpenLoad(db, { bidding: false });
      const bidLoad = await insertOpenLoad(db);
      const acceptLoad = await insertOpenLoad(db);
      const [open] = await db.insert(bids).values({ shipmentId: acceptLoad, truckerId: me, price: 2100, status: 'Open' }).returning();
      const statusLoad = await insertLoad(db, { statusCode: 'IT' });
      const tripLoad = await insertLoad(db, { statusCode: 'IT' });
      await db.insert(statusHistory).values({ shipmentId: tripLoad, statusCode: 'BK', created: new Date(Date.now() - 3_600_000) });
      const point = { Latitude: 32.8, Longitude: -96.8, RecordedAt: new Date(Date.now() - 60_000).toISOString() };
      const writes: Write[] = [
        { name: 'book', method: 'POST', path: `/api/Shipments/${bookLoad}/Book`, as: 'trucker' },
        { name: 'bid', method: 'POST', path: `/api/Shipments/${bidLoad}/Bids`, as: 'trucker', body: { Price: 2222 } },
        { name: 'accept', method: 'PUT', path: `/api/Shipments/Bids/${open.id}/Accept`, as: 'shipper' },
        { name: 'status', method: 'PUT', path: `/api/Shipments/${statusLoad}/Status`, as: 'trucker', body: { StatusCode: 'AR' } },
        { name: 'positions', method: 'POST', path: `/api/Tracking/${tripLoad}/Positions`, as: 'trucker', body: [point] },
      ].map((w) => ({ ...w, key: randomUUID() }) as Write);
      const sendWrite = (w: Write) =>
        fetch(`${server.base}${w.path}`, {
          method: w.method,
          headers: {
            Authorization: `Bearer ${tokens[w.as]}`,
            'Idempotency-Key': w.key,
            ...(w.body === undefined ? {} : { 'Content-Type': 'application/json' }),
          },
          body: w.body === undefined ? undefined : JSON.stringify(w.body),
        });

      // Each write reaches the storing of its answer; at the fifth the process dies. No answer reaches the caller.
      const first = await Promise.allSettled(writes.map(sendWrite));
      expect(first.map((r) => r.status)).toEqual(writes.map(() => 'rejected'));
      await killed(server.child);
      const crashedAt = Date.now();
      server = await startCrashServer(env);

      // The outbox's retry: 409 with Retry-After is "still being processed" (the dead claim's lease); wait and resend.
      const answers = await Promise.all(
        writes.map(async (w) => {
          for (;;) {
            const res = await sendWrite(w);
            const body = (await res.json()) as Record<string, unknown>;
            if (!(res.status === 409 && res.headers.get('retry-after'))) return { name: w.name, status: res.status, body };
            if (Date.now() - crashedAt > (LEASE_SECONDS * 2 + 30) * 1000) throw new Error(`${w.name} still in flight`);
            await new Promise((resolve) => setTimeout(resolve, 1000));
          }
        }),
      );
      console.info(`retried after kill -9: ${answers.map((a) => `${a.name} ${a.status}`).join(', ')}`);
      expect(answers).toEqual([
        { name: 'book', status: 200, body: expect.objectContaining({ Id: bookLoad, StatusCode: 'BK', TruckerId: me }) },
        { name: 'bid', status: 201, body: expect.objectContaining({ ShipmentId: bidLoad, Price: 2222, Status: 'Open' }) },
        { name: 'accept', status: 200, body: expect.objectContaining({ Id: acceptLoad, BidId: open.id, StatusCode: 'BK' }) },
        { name: 'status', status: 200, body: expect.objectContaining({ Id: statusLoad, StatusCode: 'AR' }) },
        { name: 'positions', status: 202, body: { Accepted: 1, Dropped: 0 } },
      ]);
      // A second retry replays the same answers.
      for (const [i, w] of writes.entries()) {
        const res = await sendWrite(w);
        expect([res.status, res.headers.get('idempotent-replayed'), await res.json()]).toEqual([
          answers[i].status,
          'true',
          answers[i].body,
        ]);
      }
      // Each write happened once.
      const [booked] = await db.select().from(shipments).where(eq(shipments.id, bookLoad));
      expect([booked.statusCode, booked.truckerId]).toEqual(['BK', await truckerIdOf(db, TRUCKER)]);
      expect((await db.select({ n: count() }).from(bids).where(eq(bids.shipmentId, bidLoad)))[0].n).toBe(1);
      const moves = await db
        .select({ n: count() })
        .from(statusHistory)
        .where(and(eq(statusHistory.shipmentId, statusLoad), eq(statusHistory.statusCode, 'AR')));
      expect(moves[0].n).toBe(1);
      expect((await db.select({ n: count() }).from(trackingPoints).where(eq(trackingPoints.shipmentId, tripLoad)))[0].n).toBe(1);
    } finally {
      await database.close();
      await killed(server.child);
      await admin(`drop database if exists ${name} with (force)`);
    }
  });
});
