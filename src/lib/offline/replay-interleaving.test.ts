import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { enqueue, listOutbox, type EnqueueResult } from './outbox';
import { newLocalId, type NewOutboxEntry } from './outbox-entry';
import { replayOutbox, type Send } from './replay';
import type { OutboxRequest } from './requests';
import { UserDb } from './user-db';

let db: UserDb;
beforeEach(() => {
  db = new UserDb(`interleave-${crypto.randomUUID()}`);
});
afterEach(async () => {
  await db.delete();
});

const point = (n: number) => ({ Latitude: 32 + n / 1000, Longitude: -96, RecordedAt: `2026-11-28T10:0${n}:00Z` });

/**
 * Issue 35 item 3: a write made the moment replay has read an entry (another part of the app writing while the
 * replay runs). The write starts right after the replay's read of `seq`, in a transaction of its own.
 */
function writeRightAfterReading(seq: number, write: NewOutboxEntry): { done: () => Promise<EnqueueResult | undefined> } {
  const get = db.outbox.get.bind(db.outbox);
  let started: Promise<EnqueueResult> | undefined;
  db.outbox.get = (async (key: number) => {
    const found = await get(key);
    if (key === seq && !started) started = Dexie.ignoreTransaction(() => enqueue(db, write));
    return found;
  }) as typeof db.outbox.get;
  return { done: async () => started };
}

function server(): Send & { requests: OutboxRequest[] } {
  const requests: OutboxRequest[] = [];
  let id = 100;
  const send = (async (request: OutboxRequest) => {
    requests.push(request);
    return { Id: id++, Version: 1, Accepted: 3 };
  }) as Send & { requests: OutboxRequest[] };
  send.requests = requests;
  return send;
}

const replay = (send: Send) => replayOutbox({ db, send, withLock: (_name, run) => run() });

describe('a write made while replay takes its entry', () => {
  it('positions taken while their batch is being sent are all delivered', async () => {
    const { seq } = await enqueue(db, {
      loadId: 3,
      kind: 'positions.batch',
      target: null,
      payload: { Points: [point(1), point(2), point(3)] },
    });
    const late = writeRightAfterReading(seq!, {
      loadId: 3,
      kind: 'positions.batch',
      target: null,
      payload: { Points: [point(4), point(5), point(6)] },
    });
    const send = server();

    await replay(send);
    expect((await late.done())?.outcome).toBeDefined();
    await replay(send);

    const sent = send.requests.flatMap((r) => r.body as { RecordedAt: string }[]).map((p) => p.RecordedAt);
    expect(sent).toEqual([1, 2, 3, 4, 5, 6].map((n) => point(n).RecordedAt));
    expect(await listOutbox(db)).toEqual([]);
  });

  it('a stop edit made while its offline create is being sent reaches the server after the create', async () => {
    const stop = newLocalId();
    const { seq } = await enqueue(db, { loadId: 4, kind: 'stop.create', target: stop, payload: { AddressId: 1, Note: '' } });
    const late = writeRightAfterReading(seq!, { loadId: 4, kind: 'stop.update', target: stop, payload: { Note: 'gate 4' } });
    const send = server();

    await replay(send);
    await late.done();
    await replay(send);

    expect(send.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /api/Shipments/Stops', 'PUT /api/Shipments/Stops/100']);
    expect(send.requests[1].body).toMatchObject({ Note: 'gate 4' });
    expect(await listOutbox(db)).toEqual([]);
  });
});
