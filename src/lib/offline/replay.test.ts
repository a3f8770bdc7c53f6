import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HttpError } from '@/lib/http/client';
import { enqueue, listOutbox } from './outbox';
import { newLocalId } from './outbox-entry';
import { backoffMs, replayOutbox, type Send } from './replay';
import type { OutboxRequest } from './requests';
import { UserDb } from './user-db';

let db: UserDb;
let clock: Date;
const now = () => clock;
const noLock = <T>(_name: string, run: () => Promise<T>) => run();

beforeEach(() => {
  online = true;
  db = new UserDb(`replay-${crypto.randomUUID()}`);
  clock = new Date('2026-11-22T11:40:00Z');
});
afterEach(async () => {
  await db.delete();
});

/** A server stand-in: answers by path, records every request. */
function server(answer: (request: OutboxRequest, index: number) => unknown): Send & { requests: OutboxRequest[] } {
  const requests: OutboxRequest[] = [];
  const send = (async (request: OutboxRequest) => {
    requests.push(request);
    return answer(request, requests.length - 1);
  }) as Send & { requests: OutboxRequest[] };
  send.requests = requests;
  return send;
}

let online = true;
const replay = (send: Send) => replayOutbox({ db, send, now, random: () => 0.5, online: () => online, withLock: noLock });

describe('replayOutbox', () => {
  it('delivers in order with the idempotency key, both clocks and the server ids of things created offline', async () => {
    const stop = newLocalId();
    const happened = new Date('2026-11-22T09:12:00Z');
    const create = await enqueue(db, { loadId: 7, kind: 'stop.create', target: stop, payload: { AddressId: 3 } }, happened);
    // the create was on the wire when the edit was made, so the edit queued behind it (a tab closed mid-request)
    await db.outbox.update(create.seq!, { sending: true });
    expect((await enqueue(db, { loadId: 7, kind: 'stop.update', target: stop, payload: { Note: 'x' } }, happened)).outcome).toBe('added');
    await enqueue(db, { loadId: 7, kind: 'status.change', target: '7', payload: { StatusCode: 'IT' } }, happened);
    const send = server((request) => (request.method === 'POST' ? { Id: 90, Version: 1 } : { Id: 90, Version: 2 }));

    const report = await replay(send);

    expect(report).toMatchObject({ delivered: 3, waiting: 0, stoppedBy: null });
    expect(send.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /api/Shipments/Stops',
      'PUT /api/Shipments/Stops/90',
      'PUT /api/Shipments/7/Status',
    ]);
    expect(send.requests[1].headers['If-Match']).toBe('1');
    expect(send.requests[2].body).toEqual({ StatusCode: 'IT', Created: happened.toISOString() });
    expect(send.requests.every((r) => r.headers['Idempotency-Key'] && r.headers['X-Device-Time'] === clock.toISOString())).toBe(true);
    expect(await listOutbox(db)).toEqual([]);
  });

  it('backs off after a server error, holds the later writes of that load and delivers the other loads', async () => {
    await enqueue(db, { loadId: 1, kind: 'note.create', target: newLocalId(), payload: { Body: 'a', IsPublic: true } });
    await enqueue(db, { loadId: 1, kind: 'status.change', target: '1', payload: { StatusCode: 'AT' } });
    await enqueue(db, { loadId: 2, kind: 'status.change', target: '2', payload: { StatusCode: 'AT' } });
    let down = true;
    const send = server((request) => {
      if (down && request.path === '/api/Notes') throw new HttpError(503, { Message: 'down' });
      return { Id: 1 };
    });

    const first = await replay(send);
    expect(first).toMatchObject({ delivered: 1, waiting: 2 });
    expect(send.requests.map((r) => r.path)).toEqual(['/api/Notes', '/api/Shipments/2/Status']);
    const [note] = await listOutbox(db);
    expect(note).toMatchObject({ attempts: 1, notBefore: clock.getTime() + 1_000, lastError: 'down' });

    down = false;
    expect((await replay(send)).delivered).toBe(0); // still inside the backoff
    clock = new Date(clock.getTime() + 1_000);
    expect(await replay(send)).toMatchObject({ delivered: 2, waiting: 0 });
  });

  it('stops without losing anything when the network is gone, and resumes later', async () => {
    online = false;
    await enqueue(db, { loadId: 1, kind: 'status.change', target: '1', payload: { StatusCode: 'AT' } });
    await enqueue(db, { loadId: 2, kind: 'status.change', target: '2', payload: { StatusCode: 'AT' } });
    const offline = server(() => {
      throw new TypeError('Failed to fetch');
    });
    expect(await replay(offline)).toMatchObject({ delivered: 0, waiting: 2, stoppedBy: 'offline' });
    // the two loads were on the wire side by side; nothing more was tried after the network failed
    expect(offline.requests).toHaveLength(2);
    expect((await listOutbox(db)).map((e) => e.attempts)).toEqual([0, 0]);
    expect(await replay(server(() => ({})))).toMatchObject({ delivered: 2, waiting: 0 });
  });

  it('a request lost on a working network waits about a second, and only its load waits', async () => {
    await enqueue(db, { loadId: 1, kind: 'status.change', target: '1', payload: { StatusCode: 'AT' } });
    await enqueue(db, { loadId: 1, kind: 'status.change', target: '1', payload: { StatusCode: 'IT' } });
    await enqueue(db, { loadId: 2, kind: 'status.change', target: '2', payload: { StatusCode: 'AT' } });
    const lossy = server((request, index) => {
      if (index === 0) throw new TypeError('Failed to fetch');
      return { path: request.path };
    });
    expect(await replay(lossy)).toMatchObject({ delivered: 1, waiting: 2, stoppedBy: null });
    const [lost] = await listOutbox(db);
    expect(lost).toMatchObject({ attempts: 1, notBefore: clock.getTime() + 1_000, lastError: null, state: 'pending' });
    clock = new Date(clock.getTime() + 1_000);
    expect(await replay(lossy)).toMatchObject({ delivered: 2, waiting: 0 });
  });

  it('a 429 with Retry-After waits exactly that long before that entry is tried again', async () => {
    await enqueue(db, { loadId: 3, kind: 'positions.batch', target: null, payload: { Points: [] } });
    const limited = server(() => {
      throw new HttpError(429, { Message: 'Too many requests' }, false, 7);
    });
    expect(await replay(limited)).toMatchObject({ delivered: 0, waiting: 1 });
    expect((await listOutbox(db))[0]).toMatchObject({ attempts: 1, notBefore: clock.getTime() + 7_000 });
    clock = new Date(clock.getTime() + 6_999);
    await replay(limited);
    expect(limited.requests).toHaveLength(1);
  });

  it('keeps the queue and asks for a sign-in when the token cannot be refreshed', async () => {
    await enqueue(db, { loadId: 1, kind: 'status.change', target: '1', payload: { StatusCode: 'AT' } });
    const send = server(() => {
      throw new HttpError(401, { Message: 'Authorization has been denied for this request.' });
    });
    expect(await replay(send)).toMatchObject({ delivered: 0, waiting: 1, stoppedBy: 'sign-in' });
  });

  it('marks a stale stop edit as a conflict with the server value and holds the load behind it', async () => {
    await enqueue(db, { loadId: 1, kind: 'stop.update', target: '41', payload: { Note: 'mine' }, baseVersion: 2 });
    await enqueue(db, { loadId: 1, kind: 'note.create', target: newLocalId(), payload: { Body: 'after', IsPublic: true } });
    const current = { Id: 41, Note: 'theirs', Version: 3 };
    const send = server(() => {
      throw new HttpError(412, { Message: 'This stop was changed by someone else.', Current: current } as never);
    });
    expect(await replay(send)).toMatchObject({ delivered: 0, conflicts: 1, waiting: 1 });
    expect(send.requests).toHaveLength(1);
    expect((await listOutbox(db))[0]).toMatchObject({ state: 'conflict', serverValue: current });
  });

  it('a stop delete the server answers "deleted by someone else" is done; a conflict names its load for a refresh', async () => {
    await enqueue(db, { loadId: 1, kind: 'stop.delete', target: '41', payload: {}, baseVersion: 2 });
    await enqueue(db, { loadId: 2, kind: 'stop.move', target: null, payload: { Stops: [{ StopId: 5, Position: 0 }] } });
    const send = server((request) => {
      if (request.method === 'DELETE')
        throw new HttpError(412, { Message: 'This stop was deleted by someone else.', Current: null } as never);
      throw new HttpError(409, { Message: 'The stops of this load changed since you ordered them.', Current: { Stops: [] } } as never);
    });
    expect(await replay(send)).toMatchObject({ delivered: 1, conflicts: 1, deliveredLoads: [1], conflictLoads: [2] });
  });

  it('a 409 with Retry-After (the same key still running) is retried, not a conflict', async () => {
    await enqueue(db, { loadId: 1, kind: 'status.change', target: '1', payload: { StatusCode: 'AT' } });
    const send = server(() => {
      throw new HttpError(409, { Message: 'still running' }, false, 1);
    });
    expect(await replay(send)).toMatchObject({ conflicts: 0, waiting: 1 });
    expect((await listOutbox(db))[0].notBefore).toBe(clock.getTime() + 1000);
  });

  it('points the server refuses because the load is off its trip are let go and do not hold back its next step', async () => {
    await enqueue(db, { loadId: 1, kind: 'positions.batch', target: null, payload: { Points: [{ Latitude: 1, Longitude: 2 }] } });
    await enqueue(db, { loadId: 1, kind: 'status.change', target: '1', payload: { StatusCode: 'OFP' } });
    const send = server((request) => {
      if (request.path.endsWith('/Positions'))
        throw new HttpError(409, { Message: 'This load is not on a trip: positions are not recorded for it.' });
      return {};
    });
    expect(await replay(send)).toMatchObject({ conflicts: 0, failed: 0, waiting: 0 });
    expect(send.requests.map((request) => request.method)).toEqual(['POST', 'PUT']);
  });

  it('a refused write goes to the failed list; deleting what is already gone counts as done', async () => {
    await enqueue(db, { loadId: 1, kind: 'note.delete', target: '5', payload: {} });
    await enqueue(db, { loadId: 2, kind: 'note.create', target: newLocalId(), payload: { Body: '', IsPublic: true } });
    const send = server((request) => {
      throw new HttpError(request.method === 'DELETE' ? 404 : 400, { Message: 'The note is required.' });
    });
    expect(await replay(send)).toMatchObject({ delivered: 1, failed: 1 });
    expect((await listOutbox(db))[0]).toMatchObject({ state: 'failed', lastError: 'The note is required.' });
  });

  it('resends an entry a closed tab left on the wire, with the same key', async () => {
    const { seq } = await enqueue(db, { loadId: 1, kind: 'status.change', target: '1', payload: { StatusCode: 'AT' } });
    await db.outbox.update(seq!, { sending: true });
    const key = (await listOutbox(db))[0].key;
    const send = server(() => ({}));
    expect((await replay(send)).delivered).toBe(1);
    expect(send.requests[0].headers['Idempotency-Key']).toBe(key);
  });

  it('leaves the queue alone while another tab replays', async () => {
    await enqueue(db, { loadId: 1, kind: 'status.change', target: '1', payload: { StatusCode: 'AT' } });
    const send = server(() => ({}));
    const report = await replayOutbox({ db, send, now, withLock: async () => undefined });
    expect(report).toMatchObject({ stoppedBy: 'busy', waiting: 1 });
    expect(send.requests).toEqual([]);
  });

  it('later edits of a stop continue from the version an earlier delivered edit produced', async () => {
    const { seq } = await enqueue(db, { loadId: 1, kind: 'stop.update', target: '41', payload: { Note: 'a' }, baseVersion: 2 });
    await db.outbox.update(seq!, { sending: true }); // on the wire: the next edit cannot fold into it
    await enqueue(db, { loadId: 1, kind: 'stop.update', target: '41', payload: { Note: 'b' }, baseVersion: 2 });
    await db.outbox.update(seq!, { sending: false });
    const send = server((_request, index) => ({ Id: 41, Version: 3 + index }));
    expect((await replay(send)).delivered).toBe(2);
    expect(send.requests.map((r) => r.headers['If-Match'])).toEqual(['2', '3']);
  });
});

describe('backoffMs', () => {
  it('replays several loads side by side, each load strictly in order', async () => {
    for (const loadId of [1, 2, 3]) {
      for (const code of ['OFP', 'AT', 'IT'])
        await enqueue(db, { loadId, kind: 'status.change', target: String(loadId), payload: { StatusCode: code } });
    }
    let inFlight = 0;
    let most = 0;
    let allThreeSent: () => void = () => {};
    // Each write waits (within reason) for the other loads' writes to be on the wire too, so the count below does not
    // depend on how fast a busy machine runs the replay: sent side by side, three are in flight at once.
    const allThree = new Promise<void>((resolve) => (allThreeSent = resolve));
    const seen = new Map<string, string[]>();
    const send: Send = async (request) => {
      inFlight++;
      most = Math.max(most, inFlight);
      if (inFlight === 3) allThreeSent();
      await Promise.race([allThree, new Promise((resolve) => setTimeout(resolve, 2_000))]);
      inFlight--;
      seen.set(request.path, [...(seen.get(request.path) ?? []), (request.body as { StatusCode: string }).StatusCode]);
      return {};
    };
    expect(await replay(send)).toMatchObject({ delivered: 9, waiting: 0 });
    expect(most).toBe(3);
    expect([...seen.values()]).toEqual([
      ['OFP', 'AT', 'IT'],
      ['OFP', 'AT', 'IT'],
      ['OFP', 'AT', 'IT'],
    ]);
  });

  it('grows from 1 s by half each try up to 5 min, times 0.5 to 1.5', () => {
    expect([1, 2, 3, 6, 10, 20].map((n) => backoffMs(n, () => 0.5))).toEqual([1_000, 1_500, 2_250, 7_594, 38_443, 300_000]);
    expect(backoffMs(1, () => 0)).toBe(500);
    expect(backoffMs(1, () => 1)).toBe(1_500);
  });
});
