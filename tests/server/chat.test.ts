import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { EVENT_NOTIFICATIONS_READ, type NotificationsAnswer } from '../../src/contract/market';
import type { ChatConversations, ChatMessage, ChatThread } from '../../src/contract/shipment';
import { type App, createApp } from '../../server/app';
import { shipments, shippers, truckers, users } from '../../server/db/schema';
import { createChatHub } from '../../server/services/hub';
import { type NotificationSource, notificationSourceOf } from '../../server/services/chat-notifications';
import { ME_CHANNEL } from '../../server/services/me-cache';
import { databaseTargets } from './support/databases';
import { insertLoad, otherShipperEmail, otherTruckerEmail, type PartyTokens, partyTokens, truckerIdOf } from './support/detail-loads';
import { ADMIN, SHIPPER, TRUCKER } from './support/fixtures';
import { useHarness } from './support/harness';
import { auth } from './support/partners';
import { readEvents, type SseEvent } from './support/sse';

const targets = await databaseTargets();

const isMessage = (e: SseEvent) => e.event === 'message';
const messageOf = (e: SseEvent) => JSON.parse(e.data!) as ChatMessage;

describe.each(targets)('chat on $name', (target) => {
  const h = useHarness(target);
  const tokens = {} as PartyTokens;
  const names = {} as Record<'shipper' | 'trucker' | 'admin' | 'shipperCompany' | 'truckerCompany', string>;
  let appB: App;

  beforeAll(async () => {
    Object.assign(tokens, await partyTokens(h));
    const nameOf = async (email: string) => {
      const [u] = await h.db.select().from(users).where(eq(users.email, email));
      return `${u.firstName} ${u.lastName}`.trim();
    };
    names.shipper = await nameOf(SHIPPER);
    names.trucker = await nameOf(TRUCKER);
    names.admin = await nameOf(ADMIN);
    const [shipper] = await h.db
      .select({ name: shippers.companyName })
      .from(shippers)
      .innerJoin(users, eq(users.id, shippers.userId))
      .where(eq(users.email, SHIPPER));
    const [trucker] = await h.db
      .select({ name: truckers.name })
      .from(truckers)
      .innerJoin(users, eq(users.id, truckers.userId))
      .where(eq(users.email, TRUCKER));
    names.shipperCompany = shipper.name;
    names.truckerCompany = trucker.name;
    // A second app instance on the same database: another server node.
    appB = createApp({ db: h.db, config: h.config, logError: () => undefined });
  });

  const call = (app: App, method: string, path: string, token: string | null, body?: unknown, headers: Record<string, string> = {}) =>
    app.request(path, {
      method,
      headers: { ...(token ? auth(token) : {}), ...(body === undefined ? {} : { 'Content-Type': 'application/json' }), ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const post = async (token: string, loadId: number, body: string, app: App = h.app) => {
    const res = await call(app, 'POST', `/api/Chat/${loadId}/Messages`, token, { Body: body });
    if (res.status !== 200) throw new Error(`${res.status} ${await res.text()}`);
    return (await res.json()) as ChatMessage;
  };
  const thread = async (token: string, loadId: number, after?: number) =>
    (await (
      await call(h.app, 'GET', `/api/Chat/${loadId}/Messages${after === undefined ? '' : `?after=${after}`}`, token)
    ).json()) as ChatThread;
  const conversations = async (token: string) =>
    (await (await call(h.app, 'GET', '/api/Chat/Conversations', token)).json()) as ChatConversations;
  const openStream = async (app: App, token: string, loadId: number, headers: Record<string, string> = {}) => {
    const res = await call(app, 'GET', `/api/Chat/${loadId}/Stream`, token, undefined, headers);
    expect(res.status).toBe(200);
    const stream = readEvents(res);
    await stream.next((e) => e.comment === 'ready');
    return { res, stream };
  };

  it('lets only the shipper, the assigned trucker and BackOffice in', async () => {
    const loadId = await insertLoad(h.db, { statusCode: 'BK' });
    const open = await insertLoad(h.db, { statusCode: 'OP', truckerEmail: null });
    const paths = (id: number) =>
      [
        ['GET', `/api/Chat/${id}/Messages`, undefined],
        ['POST', `/api/Chat/${id}/Messages`, { Body: 'hello' }],
        ['PUT', `/api/Chat/${id}/Read`, { LastReadId: 0 }],
        ['GET', `/api/Chat/${id}/Stream`, undefined],
      ] as const;
    for (const token of [tokens.otherShipper, tokens.otherTrucker]) {
      for (const [method, path, body] of paths(loadId))
        expect((await call(h.app, method, path, token, body)).status, `${method} ${path}`).toBe(403);
    }
    // A load with no trucker has no chat for truckers.
    for (const [method, path, body] of paths(open)) expect((await call(h.app, method, path, tokens.trucker, body)).status).toBe(403);
    for (const [method, path, body] of paths(99_999_999)) expect((await call(h.app, method, path, tokens.admin, body)).status).toBe(404);
    expect((await call(h.app, 'GET', `/api/Chat/${loadId}/Messages`, null)).status).toBe(401);
    expect((await call(h.app, 'GET', `/api/Chat/${open}/Messages`, tokens.shipper)).status).toBe(200);
    expect((await call(h.app, 'GET', `/api/Chat/${loadId}/Messages`, tokens.admin)).status).toBe(200);
  });

  it('stores messages with the author as each reader sees them, counts unread and moves read marks', async () => {
    const loadId = await insertLoad(h.db, { statusCode: 'IT' });
    const first = await post(tokens.shipper, loadId, '  Please confirm the pickup window  ');
    expect(first).toEqual({
      Id: expect.any(Number),
      ShipmentId: loadId,
      UserId: expect.any(Number),
      Nickname: names.shipper,
      PhotoUrl: null,
      Role: 'Shipper',
      Body: 'Please confirm the pickup window',
      Created: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      IsMine: true,
    });
    const second = await post(tokens.shipper, loadId, 'Gate 3');
    const ofTrucker = await thread(tokens.trucker, loadId);
    expect(ofTrucker).toMatchObject({ ShipmentId: loadId, Code: expect.stringMatching(/^HB-/), Unread: 2, LastReadId: 0 });
    expect(ofTrucker.Messages.map((m) => [m.Body, m.IsMine, m.Role])).toEqual([
      ['Please confirm the pickup window', false, 'Shipper'],
      ['Gate 3', false, 'Shipper'],
    ]);
    expect((await thread(tokens.shipper, loadId)).Unread).toBe(0);

    const reply = await post(tokens.trucker, loadId, 'Confirmed, 2 pm');
    expect(reply).toMatchObject({ Role: 'Trucker', Nickname: names.trucker, IsMine: true });
    const fromOffice = await post(tokens.admin, loadId, 'Noted');
    expect(fromOffice).toMatchObject({ Role: 'BackOffice', Nickname: names.admin });
    expect((await thread(tokens.shipper, loadId)).Unread).toBe(2);
    expect((await thread(tokens.shipper, loadId, second.Id)).Messages.map((m) => m.Body)).toEqual(['Confirmed, 2 pm', 'Noted']);

    let res = await call(h.app, 'PUT', `/api/Chat/${loadId}/Read`, tokens.trucker, { LastReadId: first.Id });
    expect(await res.json()).toEqual({ ShipmentId: loadId, LastReadId: first.Id, Unread: 2 });
    res = await call(h.app, 'PUT', `/api/Chat/${loadId}/Read`, tokens.trucker, { LastReadId: 0 });
    expect((await res.json()).LastReadId).toBe(first.Id); // never moves back
    res = await call(h.app, 'PUT', `/api/Chat/${loadId}/Read`, tokens.trucker, { LastReadId: Number.MAX_SAFE_INTEGER });
    expect(await res.json()).toEqual({ ShipmentId: loadId, LastReadId: fromOffice.Id, Unread: 0 }); // capped at the newest
    expect((await thread(tokens.trucker, loadId)).LastReadId).toBe(fromOffice.Id);

    for (const [body, message] of [
      [{}, 'The message is required.'],
      [{ Body: '   ' }, 'The message is required.'],
      [{ Body: 'x'.repeat(2001) }, 'The message must be at most 2000 characters.'],
    ] as const) {
      res = await call(h.app, 'POST', `/api/Chat/${loadId}/Messages`, tokens.shipper, body);
      expect(res.status).toBe(400);
      expect((await res.json()).ModelState).toEqual({ Body: [message] });
    }
    res = await call(h.app, 'GET', `/api/Chat/${loadId}/Messages?after=abc`, tokens.shipper);
    expect(res.status).toBe(400);
    expect((await res.json()).ModelState).toEqual({ after: ['after must be a message id.'] });
    res = await call(h.app, 'GET', `/api/Chat/${loadId}/Stream`, tokens.shipper, undefined, { 'Last-Event-ID': '12x' });
    expect(res.status).toBe(400);
    expect((await res.json()).ModelState).toEqual({ 'Last-Event-ID': ['Last-Event-ID must be a message id.'] });

    const key = { 'Idempotency-Key': `chat-${target.name}-1` };
    const once = await call(h.app, 'POST', `/api/Chat/${loadId}/Messages`, tokens.shipper, { Body: 'Sent twice from the outbox' }, key);
    const twice = await call(h.app, 'POST', `/api/Chat/${loadId}/Messages`, tokens.shipper, { Body: 'Sent twice from the outbox' }, key);
    expect((await twice.json()).Id).toBe((await once.json()).Id);
    expect((await thread(tokens.shipper, loadId)).Messages.filter((m) => m.Body === 'Sent twice from the outbox')).toHaveLength(1);
  });

  it('tells the other side in the bell: one ChatMessage per load until read, never the author, BackOffice writing tells both', async () => {
    const loadId = await insertLoad(h.db, { statusCode: 'IT' });
    const chatNotes = async (token: string) =>
      ((await (await call(h.app, 'GET', '/api/Notifications', token)).json()) as NotificationsAnswer).Notifications.filter(
        (n) => n.ShipmentId === loadId && n.Kind === 'ChatMessage',
      );
    await post(tokens.shipper, loadId, 'Are you on your way?');
    await post(tokens.shipper, loadId, 'Gate 4, please');
    const ofTrucker = await chatNotes(tokens.trucker);
    expect(ofTrucker).toHaveLength(1);
    expect(ofTrucker[0]).toMatchObject({ Read: false, Code: expect.stringMatching(/^HB-/), Data: { From: names.shipper } });
    expect(await chatNotes(tokens.shipper)).toEqual([]);
    // read in the bell: the next message is news again
    await call(h.app, 'PUT', '/api/Notifications/Read', tokens.trucker, { Ids: [ofTrucker[0].Id] });
    await post(tokens.shipper, loadId, 'Thanks');
    expect((await chatNotes(tokens.trucker)).filter((n) => !n.Read)).toHaveLength(1);
    await post(tokens.admin, loadId, 'Dispatch here');
    expect((await chatNotes(tokens.shipper)).map((n) => n.Data.From)).toEqual([names.admin]);
    expect((await chatNotes(tokens.trucker)).filter((n) => !n.Read)).toHaveLength(1);
  });

  it("reading a conversation to its end reads its bell notification too, and the reader's other tabs are told", async () => {
    const loadId = await insertLoad(h.db, { statusCode: 'IT' });
    const unreadChat = async () =>
      ((await (await call(h.app, 'GET', '/api/Notifications', tokens.trucker)).json()) as NotificationsAnswer).Notifications.filter(
        (n) => n.ShipmentId === loadId && n.Kind === 'ChatMessage' && !n.Read,
      );
    const first = await post(tokens.shipper, loadId, 'Dock 7 is free');
    const last = await post(tokens.shipper, loadId, 'Call when you are at the gate');
    const truckerTab = readEvents(await call(h.app, 'GET', '/api/Events', tokens.trucker));
    await truckerTab.next((e) => e.comment === 'ready');

    await call(h.app, 'PUT', `/api/Chat/${loadId}/Read`, tokens.trucker, { LastReadId: first.Id });
    expect(await unreadChat()).toHaveLength(1);
    await call(h.app, 'PUT', `/api/Chat/${loadId}/Read`, tokens.trucker, { LastReadId: last.Id });
    expect(await unreadChat()).toEqual([]);
    expect(JSON.parse((await truckerTab.next((e) => e.event === EVENT_NOTIFICATIONS_READ)).data!)).toEqual({ ShipmentId: loadId });
    await truckerTab.close();
  });

  it("lists the caller's conversations newest first with the counterpart and unread counts", async () => {
    const a = await insertLoad(h.db, { statusCode: 'IT' });
    const b = await insertLoad(h.db, { statusCode: 'BK' });
    const quiet = await insertLoad(h.db, { statusCode: 'BK' });
    const foreign = await insertLoad(h.db, {
      statusCode: 'BK',
      shipperEmail: await otherShipperEmail(h.db),
      truckerEmail: await otherTruckerEmail(h.db),
    });
    await post(tokens.trucker, a, 'At the shipper');
    await post(tokens.shipper, b, 'New load for you');
    await post(tokens.trucker, b, 'Thanks');
    await post(tokens.otherShipper, foreign, 'Not yours');

    const ours = [a, b, quiet, foreign];
    const pick = (list: ChatConversations) => list.Conversations.filter((c) => ours.includes(c.ShipmentId));
    const ofShipper = await conversations(tokens.shipper);
    expect(pick(ofShipper).map((c) => [c.ShipmentId, c.Counterpart, c.Unread, c.LastMessage?.Body, c.LastMessage?.IsMine])).toEqual([
      [b, names.truckerCompany, 1, 'Thanks', false],
      [a, names.truckerCompany, 1, 'At the shipper', false],
    ]);
    expect(ofShipper.TotalUnread).toBe(ofShipper.Conversations.reduce((n, c) => n + c.Unread, 0));
    expect(pick(ofShipper)[0]).toMatchObject({
      Code: expect.stringMatching(/^HB-/),
      StatusCode: 'BK',
      LastMessage: { Nickname: names.trucker, Created: expect.any(String) },
    });

    await post(tokens.shipper, a, 'On my way too');
    const ofTrucker = await conversations(tokens.trucker);
    expect(pick(ofTrucker).map((c) => [c.ShipmentId, c.Counterpart, c.Unread])).toEqual([
      [a, names.shipperCompany, 1],
      [b, names.shipperCompany, 1],
    ]);
    const ofAdmin = await conversations(tokens.admin);
    expect(pick(ofAdmin).map((c) => c.ShipmentId)).toEqual([a, foreign, b]);
    expect(pick(ofAdmin).find((c) => c.ShipmentId === a)?.Counterpart).toBe(`${names.shipperCompany} ↔ ${names.truckerCompany}`);
    expect(ofAdmin.Conversations.length).toBeLessThanOrEqual(100);

    await call(h.app, 'PUT', `/api/Chat/${a}/Read`, tokens.trucker, { LastReadId: Number.MAX_SAFE_INTEGER });
    const after = await conversations(tokens.trucker);
    expect(pick(after).map((c) => c.Unread)).toEqual([0, 1]);
    expect(after.TotalUnread).toBe(ofTrucker.TotalUnread - 1);
    expect((await conversations(tokens.otherTrucker)).Conversations.map((c) => c.ShipmentId)).toEqual([foreign]);
  });

  it('streams a message posted on another app instance (node) within seconds, shaped for each reader', async () => {
    const loadId = await insertLoad(h.db, { statusCode: 'IT' });
    const earlier = await post(tokens.shipper, loadId, 'Before anyone listened');
    const { res, stream: ofTrucker } = await openStream(appB, tokens.trucker, loadId, { 'Accept-Encoding': 'gzip, deflate' });
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('x-accel-buffering')).toBe('no');
    const { stream: ofShipper } = await openStream(h.app, tokens.shipper, loadId);

    const sent = await post(tokens.shipper, loadId, 'Across nodes', h.app);
    const received = await ofTrucker.next(isMessage, 5000);
    expect(received.id).toBe(String(sent.Id));
    expect(messageOf(received)).toEqual({ ...sent, IsMine: false });
    expect(messageOf(await ofShipper.next(isMessage))).toMatchObject({ Id: sent.Id, IsMine: true });
    // Only new messages: the earlier one was not replayed to a fresh stream.
    expect(ofTrucker.events.filter(isMessage).map((e) => e.id)).toEqual([String(sent.Id)]);

    // The other way round, and a read mark.
    const back = await post(tokens.trucker, loadId, 'Got it', appB);
    expect(messageOf(await ofShipper.next(isMessage))).toMatchObject({ Id: back.Id, IsMine: false, Role: 'Trucker' });
    await call(appB, 'PUT', `/api/Chat/${loadId}/Read`, tokens.trucker, { LastReadId: back.Id });
    const read = await ofShipper.next((e) => e.event === 'read');
    expect(JSON.parse(read.data!)).toEqual({ ShipmentId: loadId, UserId: expect.any(Number), LastReadId: back.Id });

    // Resume after a dropped connection: Last-Event-ID (or ?after=) replays what came later, in order.
    await ofTrucker.close();
    const resumed = await openStream(appB, tokens.trucker, loadId, { 'Last-Event-ID': String(earlier.Id) });
    // `: ready` comes first, even when the catch-up was read before the subscription resolved.
    expect(resumed.stream.events.findIndex((e) => e.comment === 'ready')).toBe(0);
    expect((await resumed.stream.next(isMessage)).id).toBe(String(sent.Id));
    expect((await resumed.stream.next(isMessage)).id).toBe(String(back.Id));
    const afterStream = readEvents(await call(h.app, 'GET', `/api/Chat/${loadId}/Stream?after=${sent.Id}`, tokens.admin));
    expect((await afterStream.next(isMessage)).id).toBe(String(back.Id));

    await Promise.all([resumed.stream.close(), ofShipper.close(), afterStream.close()]);
    // Closed streams get nothing more and posting still works.
    await post(tokens.shipper, loadId, 'After everyone left');
  });

  it('streams over a real HTTP connection without compression and lets go when the client disconnects', async () => {
    const loadId = await insertLoad(h.db, { statusCode: 'IT' });
    const server = serve({ fetch: appB.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const abort = new AbortController();
    const res = await fetch(`${base}/api/Chat/${loadId}/Stream`, {
      headers: { ...auth(tokens.trucker), 'Accept-Encoding': 'gzip' },
      signal: abort.signal,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(res.headers.get('content-encoding')).toBeNull();
    const stream = readEvents(res);
    await stream.next((e) => e.comment === 'ready');
    const sent = await post(tokens.shipper, loadId, 'Over the wire');
    expect(messageOf(await stream.next(isMessage)).Id).toBe(sent.Id);
    abort.abort();
    // The server only finishes closing once the stream's connection is gone.
    const closed = new Promise<string>((resolve) => server.close(() => resolve('closed')));
    expect(await Promise.race([closed, new Promise((r) => setTimeout(() => r('still open'), 5000))])).toBe('closed');
  });

  it('keeps an idle stream open with a comment every 25 seconds', async () => {
    const loadId = await insertLoad(h.db, { statusCode: 'IT' });
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const { stream } = await openStream(h.app, tokens.admin, loadId);
      vi.advanceTimersByTime(24_000);
      await new Promise((r) => setTimeout(r, 50));
      expect(stream.events.some((e) => e.comment === 'keep-alive')).toBe(false);
      vi.advanceTimersByTime(1_000);
      await stream.next((e) => e.comment === 'keep-alive', 2000);
      vi.advanceTimersByTime(25_000);
      await stream.next((e) => e.comment === 'keep-alive', 2000);
      await stream.close();
    } finally {
      vi.useRealTimers();
    }
  });

  it('ends the stream of a trucker who is no longer assigned to the load', async () => {
    const loadId = await insertLoad(h.db, { statusCode: 'BK' });
    const { stream } = await openStream(appB, tokens.trucker, loadId);
    const otherTruckerId = await truckerIdOf(h.db, await otherTruckerEmail(h.db));
    await h.db.update(shipments).set({ truckerId: otherTruckerId }).where(eq(shipments.id, loadId));
    await post(tokens.shipper, loadId, 'Reassigned');
    const deadline = Date.now() + 5000;
    while (!stream.ended && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    expect(stream.ended).toBe(true);
    expect(stream.events.filter(isMessage)).toEqual([]);
  });

  it('holds its LISTEN only while someone is subscribed, and releases it when the last stream closes', async () => {
    const loadId = await insertLoad(h.db, { statusCode: 'IT' });
    const real = notificationSourceOf(h.db)!;
    let active = 0;
    const source: NotificationSource = {
      listen: async (onPayload, onReconnect) => {
        const unlisten = await real.listen(onPayload, onReconnect);
        active += 1;
        return async () => {
          active -= 1;
          await unlisten();
        };
      },
    };
    const hub = createChatHub(h.db, { source });
    const got: string[] = [];
    const subscribe = (userId: number) =>
      hub.subscribe({
        shipmentId: loadId,
        userId,
        admin: true,
        after: 0,
        send: async (e) => void got.push(`${userId}:${e.id}`),
        end: () => undefined,
      });
    const first = await subscribe(1);
    const second = await subscribe(2);
    expect(active).toBe(1);
    const message = await post(tokens.shipper, loadId, 'Through the counted hub');
    const until = Date.now() + 5000;
    while (got.length < 2 && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
    expect(got.sort()).toEqual([`1:${message.Id}`, `2:${message.Id}`]);
    first();
    expect(active).toBe(1);
    second();
    await hub.close();
    expect(active).toBe(0);

    if (target.name === 'postgres') {
      // The real instances: one dedicated connection per app while streaming, none afterwards (the harness's app
      // also holds one for GET /api/me's answers, on its own channel, the whole time).
      const listeners = async () =>
        Number(
          (
            (await h.db.execute(
              sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and query ilike 'LISTEN%' and query not ilike ${`%${ME_CHANNEL}%`}`,
            )) as unknown as { rows: { n: number }[] }
          ).rows[0].n,
        );
      const settle = async (want: number) => {
        const deadline = Date.now() + 5000;
        while ((await listeners()) !== want && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
        return listeners();
      };
      expect(await settle(0)).toBe(0);
      const a = await openStream(h.app, tokens.shipper, loadId);
      const b = await openStream(appB, tokens.trucker, loadId);
      expect(await settle(2)).toBe(2);

      // A dropped LISTEN connection reconnects, and what was posted meanwhile still arrives.
      await h.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'LISTEN%'`,
      );
      const duringOutage = await post(tokens.shipper, loadId, 'While the listener was down', h.app);
      expect(messageOf(await b.stream.next(isMessage, 10_000)).Id).toBe(duringOutage.Id);
      expect(await settle(2)).toBe(2);
      const afterReconnect = await post(tokens.shipper, loadId, 'After the reconnect', h.app);
      expect(messageOf(await b.stream.next(isMessage, 5000)).Id).toBe(afterReconnect.Id);

      await a.stream.close();
      await b.stream.close();
      expect(await settle(0)).toBe(0);
    }
  });
});
