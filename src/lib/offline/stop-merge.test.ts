import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HttpError } from '@/lib/http/client';
import { mergeFields } from './merge-fields';
import { enqueue, listOutbox } from './outbox';
import { replayOutbox, type Send } from './replay';
import type { OutboxRequest } from './requests';
import { keepMine, takeServers } from './resolve-entry';
import { UserDb } from './user-db';

let db: UserDb;
beforeEach(() => {
  db = new UserDb(`merge-${crypto.randomUUID()}`);
});
afterEach(async () => {
  await db.delete();
});

const seen = { AddressId: 3, DestinationNumber: 'BEFORE', Note: '', Mabd: '2026-12-01T15:00:00Z', SpecialReq: ['Liftgate'] };

describe('a stop edit merged with what the server holds', () => {
  it('takes each field from the side that changed it and asks only about fields both changed differently', () => {
    const mine = { ...seen, DestinationNumber: 'MINE', SpecialReq: ['Liftgate', 'Inside'] };
    const theirs = { ...seen, Note: 'call first', Mabd: '2026-12-01T15:00:00.000Z', Version: 4, Id: 9 };
    expect(mergeFields(seen, mine, theirs)).toEqual({
      merged: { ...mine, Note: 'call first', Mabd: '2026-12-01T15:00:00.000Z' },
      asked: [],
    });
    const clash = { ...theirs, DestinationNumber: 'THEIRS', SpecialReq: ['Liftgate', 'Inside'] };
    expect(mergeFields(seen, mine, clash).asked).toEqual(['DestinationNumber']);
  });
});

/** A server whose stop 41 moved on to version 3 with `theirs`; it takes an edit made over version 3. */
function stopServer(theirs: Record<string, unknown>): Send & { requests: OutboxRequest[] } {
  const requests: OutboxRequest[] = [];
  const send = (async (request: OutboxRequest) => {
    requests.push(request);
    if (request.headers['If-Match'] !== '3')
      throw new HttpError(412, { Message: 'This stop was changed by someone else.', Current: { Id: 41, ...theirs, Version: 3 } } as never);
    return { Id: 41, Version: 4 };
  }) as Send & { requests: OutboxRequest[] };
  send.requests = requests;
  return send;
}

const replay = (send: Send) => replayOutbox({ db, send, withLock: (_name, run) => run() });
const edit = (payload: Record<string, unknown>) =>
  enqueue(db, { loadId: 1, kind: 'stop.update', target: '41', baseVersion: 2, base: seen, payload: { ...seen, ...payload } });

describe('replaying a stop edit someone else changed meanwhile', () => {
  it('merges by itself when the two changed different fields: the staff note stays, my DEL # lands', async () => {
    await edit({ DestinationNumber: 'MINE' });
    const send = stopServer({ ...seen, Note: 'staff note' });
    expect(await replay(send)).toMatchObject({ delivered: 1, conflicts: 0, waiting: 0 });
    expect(send.requests.at(-1)!.body).toMatchObject({ DestinationNumber: 'MINE', Note: 'staff note' });
    expect(send.requests.at(-1)!.headers['Idempotency-Key']).not.toBe(send.requests[0]!.headers['Idempotency-Key']);
  });

  it("asks when both changed the same field; Keep mine keeps the other side's other fields", async () => {
    await edit({ DestinationNumber: 'MINE' });
    const send = stopServer({ ...seen, DestinationNumber: 'THEIRS', Note: 'staff note' });
    expect(await replay(send)).toMatchObject({ delivered: 0, conflicts: 1 });
    const [conflict] = await listOutbox(db);
    await keepMine(db, conflict!.seq!);
    expect(await replay(send)).toMatchObject({ delivered: 1, conflicts: 0 });
    expect(send.requests.at(-1)!.body).toMatchObject({ DestinationNumber: 'MINE', Note: 'staff note' });
  });

  it("Take the server's leaves the stop as the server holds it, or sends only my other changes over it", async () => {
    await edit({ DestinationNumber: 'MINE' });
    const send = stopServer({ ...seen, DestinationNumber: 'THEIRS' });
    await replay(send);
    await takeServers(db, (await listOutbox(db))[0]!.seq!);
    expect(await listOutbox(db)).toEqual([]);

    await edit({ DestinationNumber: 'MINE', SealNumber: 'S-1' });
    await replay(send);
    await takeServers(db, (await listOutbox(db))[0]!.seq!);
    expect(await replay(send)).toMatchObject({ delivered: 1 });
    expect(send.requests.at(-1)!.body).toMatchObject({ DestinationNumber: 'THEIRS', SealNumber: 'S-1' });
  });
});
