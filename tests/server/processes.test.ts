import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Me } from '../../src/contract/auth';
import type { ChatMessage } from '../../src/contract/shipment';
import { type Database, openPostgres } from '../../server/db/database';
import { type ChildServer, startChildServer } from './support/child-server';
import { insertLoad } from './support/detail-loads';
import { SHIPPER, TRUCKER, seedTestData } from './support/fixtures';
import { insertOpenLoad } from './support/market';
import { auth, signedTokenFor } from './support/partners';
import { postgresAdminUrl } from './support/databases';
import { readEvents } from './support/sse';

/**
 * Two server processes on one PostgreSQL database (decision 116, what `WEB_CONCURRENCY=2` runs): a chat message
 * posted through one reaches a chat stream held by the other, and a notification written by one reaches the other's
 * event stream, and a profile changed through one is what the other answers next, through LISTEN/NOTIFY. PostgreSQL only: a PGlite database belongs to one process.
 */
const adminUrl = await postgresAdminUrl();
const JWT_SECRET = randomBytes(32).toString('hex');

describe.runIf(adminUrl)('two server processes on one PostgreSQL', () => {
  const name = `hb_procs_${randomBytes(6).toString('hex')}`;
  const dirs: string[] = [];
  let database: Database;
  let a: ChildServer;
  let b: ChildServer;
  const tokens = {} as Record<'shipper' | 'trucker', string>;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl! });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(adminUrl!);
    url.pathname = `/${name}`;
    database = openPostgres({ databaseUrl: url.toString(), poolSize: 2 });
    await database.migrate();
    await seedTestData(database.db);
    const start = () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'hb-procs-'));
      dirs.push(dataDir);
      return startChildServer({ DATABASE_URL: url.toString(), DATA_DIR: dataDir, JWT_SECRET });
    };
    [a, b] = await Promise.all([start(), start()]);
    const secret = new TextEncoder().encode(JWT_SECRET);
    tokens.shipper = await signedTokenFor(database.db, secret, SHIPPER);
    tokens.trucker = await signedTokenFor(database.db, secret, TRUCKER);
  }, 180_000);

  afterAll(async () => {
    for (const server of [a, b]) server?.child.kill('SIGTERM');
    await Promise.all([a?.exited, b?.exited]);
    await database?.close();
    const admin = new pg.Client({ connectionString: adminUrl! });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  const call = (server: ChildServer, method: string, path: string, token: string, body?: unknown) =>
    fetch(`${server.url}${path}`, {
      method,
      headers: { ...auth(token), ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  it('a chat message and a notification cross from one process to the other', { timeout: 60_000 }, async () => {
    const chatLoad = await insertLoad(database.db, { statusCode: 'IT' });
    const chat = readEvents(await call(a, 'GET', `/api/Chat/${chatLoad}/Stream`, tokens.trucker));
    await chat.next((e) => e.comment === 'ready');
    const posted = await call(b, 'POST', `/api/Chat/${chatLoad}/Messages`, tokens.shipper, { Body: 'From the other process' });
    expect(posted.status).toBe(200);
    const sent = (await posted.json()) as ChatMessage;
    const received = await chat.next((e) => e.event === 'message', 10_000);
    expect(JSON.parse(received.data!)).toMatchObject({ Id: sent.Id, Body: 'From the other process', IsMine: false });

    const events = readEvents(await call(a, 'GET', '/api/Events', tokens.shipper));
    await events.next((e) => e.comment === 'ready');
    const openLoad = await insertOpenLoad(database.db);
    expect((await call(b, 'POST', `/api/Shipments/${openLoad}/Bids`, tokens.trucker, { Price: 1750 })).status).toBe(201);
    const notice = await events.next((e) => e.event === 'notification', 10_000);
    expect(JSON.parse(notice.data!)).toMatchObject({ Kind: 'BidPlaced', ShipmentId: openLoad });
    await Promise.all([chat.close(), events.close()]);
  });

  it("a profile changed through one process is what the other's GET /api/me answers next", { timeout: 60_000 }, async () => {
    const firstName = async (server: ChildServer) =>
      ((await (await call(server, 'GET', '/api/me', tokens.shipper)).json()) as Me).FirstName;
    const before = await firstName(b);
    expect(await firstName(b)).toBe(before); // now kept in b's memory
    const renamed = await call(a, 'PUT', '/api/me', tokens.shipper, { FirstName: 'Renamed', LastName: 'Elsewhere', PhoneNumber: null });
    expect(renamed.status).toBe(200);
    // b hears of the change through LISTEN/NOTIFY, a few milliseconds after a's answer
    await expect.poll(() => firstName(b), { timeout: 10_000 }).toBe('Renamed');
  });
});
