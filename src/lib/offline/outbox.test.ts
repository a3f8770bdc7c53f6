import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { enqueue, listOutbox, withdraw } from './outbox';
import { stopMove } from './fixtures';
import { newLocalId } from './outbox-entry';
import { UserDb } from './user-db';

let db: UserDb;
beforeEach(() => {
  db = new UserDb(`outbox-${crypto.randomUUID()}`);
});
afterEach(async () => {
  await db.delete();
});

const LOAD = 7;

describe('enqueue', () => {
  it('keeps writes in the order they were made, each with its own idempotency key and device time', async () => {
    const at = new Date('2026-11-22T09:12:00Z');
    await enqueue(db, { loadId: LOAD, kind: 'status.change', target: String(LOAD), payload: { StatusCode: 'AT' } }, at);
    await enqueue(db, { loadId: LOAD, kind: 'note.create', target: newLocalId(), payload: { Body: 'At the gate', IsPublic: true } }, at);
    const entries = await listOutbox(db);
    expect(entries.map((e) => e.kind)).toEqual(['status.change', 'note.create']);
    expect(new Set(entries.map((e) => e.key)).size).toBe(2);
    expect(entries.every((e) => e.happenedAt === at.toISOString() && e.state === 'pending')).toBe(true);
  });

  it('folds edits of a stop created offline into its pending create', async () => {
    const stop = newLocalId();
    await enqueue(db, { loadId: LOAD, kind: 'stop.create', target: stop, payload: { AddressId: 3, Note: 'dock 4' } });
    const result = await enqueue(db, { loadId: LOAD, kind: 'stop.update', target: stop, payload: { Note: 'dock 9' } });
    expect(result.outcome).toBe('folded');
    const [create, ...rest] = await listOutbox(db);
    expect(rest).toEqual([]);
    expect(create.payload).toEqual({ AddressId: 3, Note: 'dock 9' });
  });

  it('a delete of something created offline removes both, and the stop leaves waiting moves', async () => {
    const note = newLocalId();
    const stop = newLocalId();
    await enqueue(db, { loadId: LOAD, kind: 'note.create', target: note, payload: { Body: 'x', IsPublic: true } });
    await enqueue(db, { loadId: LOAD, kind: 'stop.create', target: stop, payload: { AddressId: 3 } });
    await enqueue(db, stopMove(LOAD, stop, 41));
    expect((await enqueue(db, { loadId: LOAD, kind: 'note.delete', target: note, payload: {} })).outcome).toBe('cancelled');
    expect((await enqueue(db, { loadId: LOAD, kind: 'stop.delete', target: stop, payload: {} })).outcome).toBe('cancelled');
    const entries = await listOutbox(db);
    expect(entries.map((e) => e.kind)).toEqual(['stop.move']);
    expect(entries[0].payload.Stops).toEqual([{ StopId: 41, Position: 0 }]);
  });

  it('merges consecutive edits of a saved stop and keeps the version the first edit was made on', async () => {
    await enqueue(db, { loadId: LOAD, kind: 'stop.update', target: '41', payload: { Note: 'a', SealNumber: 'S1' }, baseVersion: 3 });
    await enqueue(db, { loadId: LOAD, kind: 'stop.update', target: '41', payload: { Note: 'b' }, baseVersion: 3 });
    const entries = await listOutbox(db);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ payload: { Note: 'b', SealNumber: 'S1' }, baseVersion: 3 });
  });

  it('a delete of a saved stop drops its waiting edits and is sent with their version', async () => {
    await enqueue(db, { loadId: LOAD, kind: 'stop.update', target: '41', payload: { Note: 'a' }, baseVersion: 3 });
    await enqueue(db, { loadId: LOAD, kind: 'stop.delete', target: '41', payload: {}, baseVersion: 4 });
    const entries = await listOutbox(db);
    expect(entries.map((e) => [e.kind, e.baseVersion])).toEqual([['stop.delete', 3]]);
  });

  it('never changes an entry that is on the wire or in conflict: the new write queues behind it', async () => {
    const stop = newLocalId();
    const { seq } = await enqueue(db, { loadId: LOAD, kind: 'stop.create', target: stop, payload: { AddressId: 3 } });
    await db.outbox.update(seq!, { sending: true });
    expect((await enqueue(db, { loadId: LOAD, kind: 'stop.update', target: stop, payload: { Note: 'late' } })).outcome).toBe('added');
    await db.outbox.update(seq!, { sending: false, state: 'conflict' });
    expect((await enqueue(db, { loadId: LOAD, kind: 'stop.delete', target: stop, payload: {} })).outcome).toBe('added');
    // The delete still drops the waiting edit: it would be lost on a deleted stop anyway.
    expect((await listOutbox(db)).map((e) => e.kind)).toEqual(['stop.create', 'stop.delete']);
  });

  it('a create sent once may be on the server although its answer was lost: a delete then queues behind it', async () => {
    const stop = newLocalId();
    const { seq } = await enqueue(db, { loadId: LOAD, kind: 'stop.create', target: stop, payload: { AddressId: 3 } });
    await db.outbox.update(seq!, { tried: true }); // the network dropped after the server committed it
    expect((await enqueue(db, { loadId: LOAD, kind: 'stop.update', target: stop, payload: { Note: 'x' } })).outcome).toBe('added');
    expect((await enqueue(db, { loadId: LOAD, kind: 'stop.delete', target: stop, payload: {} })).outcome).toBe('added');
    expect((await listOutbox(db)).map((e) => e.kind)).toEqual(['stop.create', 'stop.delete']);
  });

  it('a new order of the stops replaces a waiting one that is the last write of the load', async () => {
    await enqueue(db, stopMove(LOAD, 2, 1));
    await enqueue(db, stopMove(LOAD, 1, 2));
    await enqueue(db, { loadId: LOAD, kind: 'status.change', target: String(LOAD), payload: { StatusCode: 'IT' } });
    await enqueue(db, stopMove(LOAD, 2, 1));
    expect((await listOutbox(db)).map((e) => e.kind)).toEqual(['stop.move', 'status.change', 'stop.move']);
  });
});

describe('trip positions in the outbox (issue 17)', () => {
  const points = (n: number, from = 0) =>
    Array.from({ length: n }, (_, i) => ({ Latitude: 32, Longitude: -96, RecordedAt: `p${from + i}` }));
  const batch = (n: number, from = 0) => ({
    loadId: LOAD,
    kind: 'positions.batch' as const,
    target: String(LOAD),
    payload: { Points: points(n, from) },
  });

  it('batches waiting without signal fold into one entry up to 100 points, and never past a status change', async () => {
    await enqueue(db, batch(6));
    expect((await enqueue(db, batch(6, 6))).outcome).toBe('folded');
    await enqueue(db, batch(90, 12)); // 102 would not fit
    await enqueue(db, { loadId: LOAD, kind: 'status.change', target: String(LOAD), payload: { StatusCode: 'AR' } });
    expect((await enqueue(db, batch(2, 102))).outcome).toBe('added');
    const entries = await listOutbox(db);
    expect(entries.map((e) => [e.kind, (e.payload.Points as unknown[] | undefined)?.length ?? null])).toEqual([
      ['positions.batch', 12],
      ['positions.batch', 90],
      ['status.change', null],
      ['positions.batch', 2],
    ]);
    expect((entries[0].payload.Points as { RecordedAt: string }[]).map((p) => p.RecordedAt).at(-1)).toBe('p11');
  });

  it('a change held for Undo waits unsent, and is withdrawn only while it was never sent', async () => {
    const held = await enqueue(db, {
      loadId: LOAD,
      kind: 'status.change',
      target: String(LOAD),
      payload: { StatusCode: 'IT' },
      notBefore: 1_000,
    });
    expect((await listOutbox(db))[0].notBefore).toBe(1_000);
    expect(await withdraw(db, held.seq!)).toBe(true);
    expect(await listOutbox(db)).toEqual([]);
    const sent = await enqueue(db, { loadId: LOAD, kind: 'status.change', target: String(LOAD), payload: { StatusCode: 'IT' } });
    await db.outbox.update(sent.seq!, { tried: true });
    expect(await withdraw(db, sent.seq!)).toBe(false);
  });
});
