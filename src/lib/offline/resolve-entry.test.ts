import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { enqueue, listOutbox } from './outbox';
import { stopMove } from './fixtures';
import { newLocalId } from './outbox-entry';
import { discardEntry, keepMine, keepMineKind, retryEntry, withDependents } from './resolve-entry';
import { UserDb } from './user-db';

let db: UserDb;
beforeEach(() => {
  db = new UserDb(`resolve-${crypto.randomUUID()}`);
});
afterEach(async () => {
  await db.delete();
});

describe('resolving outbox entries', () => {
  it('Keep mine sends the stop edit again over the server version, under a new key', async () => {
    const { seq } = await enqueue(db, { loadId: 1, kind: 'stop.update', target: '41', payload: { Note: 'mine' }, baseVersion: 2 });
    const before = (await db.outbox.get(seq!))!;
    await db.outbox.update(seq!, {
      state: 'conflict',
      tried: true,
      attempts: 1,
      serverValue: { Id: 41, Note: 'theirs', Version: 3 },
      lastError: 'changed',
    });
    await keepMine(db, seq!);
    const after = (await db.outbox.get(seq!))!;
    expect(after).toMatchObject({
      state: 'pending',
      baseVersion: 3,
      attempts: 0,
      tried: false,
      serverValue: null,
      lastError: null,
      payload: { Note: 'mine' },
    });
    expect(after.key).not.toBe(before.key);
  });

  it('Retry gives a refused entry a new key and its turn back', async () => {
    const { seq } = await enqueue(db, { loadId: 1, kind: 'status.change', target: '1', payload: { StatusCode: 'AT' } });
    const key = (await db.outbox.get(seq!))!.key;
    await db.outbox.update(seq!, { state: 'failed', tried: true, lastError: 'nope' });
    await retryEntry(db, seq!);
    expect(await db.outbox.get(seq!)).toMatchObject({ state: 'pending', lastError: null });
    expect((await db.outbox.get(seq!))!.key).not.toBe(key);
  });

  it('discarding a stop created offline takes the edits that depend on it, and it leaves the waiting moves', async () => {
    const stop = newLocalId();
    const { seq } = await enqueue(db, { loadId: 4, kind: 'stop.create', target: stop, payload: { City: 'Lyon' } });
    await db.outbox.update(seq!, { state: 'failed', tried: true });
    await enqueue(db, { loadId: 4, kind: 'stop.update', target: stop, payload: { City: 'Lille' } });
    await enqueue(db, stopMove(4, 9, stop));
    await enqueue(db, { loadId: 4, kind: 'note.create', target: newLocalId(), payload: { Body: 'kept' } });

    expect((await withDependents(db, seq!)).map((e) => e.kind)).toEqual(['stop.create', 'stop.update']);
    expect((await discardEntry(db, seq!)).map((e) => e.kind)).toEqual(['stop.create', 'stop.update']);
    const left = await listOutbox(db);
    expect(left.map((e) => e.kind)).toEqual(['stop.move', 'note.create']);
    expect(left[0].payload.Stops).toEqual([{ StopId: 9, Position: 0 }]);
  });

  it('Keep mine puts a refused reorder on the stops the load has now', async () => {
    const { seq } = await enqueue(db, stopMove(4, 2, 1));
    const Stops = [
      { Id: 1, Position: 0 },
      { Id: 2, Position: 1 },
      { Id: 7, Position: 2 },
    ];
    await db.outbox.update(seq!, { state: 'conflict', tried: true, serverValue: { Stops }, lastError: 'changed' });
    await keepMine(db, seq!);
    expect(await db.outbox.get(seq!)).toMatchObject({
      state: 'pending',
      payload: {
        Stops: [
          { StopId: 2, Position: 0 },
          { StopId: 1, Position: 1 },
          { StopId: 7, Position: 2 },
        ],
      },
    });
  });

  it('Keep mine adds a stop deleted on the server again with the edited fields; later writes name the new stop', async () => {
    const { seq } = await enqueue(db, {
      loadId: 4,
      kind: 'stop.update',
      target: '41',
      payload: { Type: 'Drop', AddressId: 3, Note: 'mine' },
      baseVersion: 2,
    });
    await db.outbox.update(seq!, { state: 'conflict', tried: true, serverValue: null, lastError: 'deleted' });
    await enqueue(db, stopMove(4, 41, 40));
    expect(keepMineKind((await db.outbox.get(seq!))!)).toBe('add-again');
    await keepMine(db, seq!);
    const [create, move] = await listOutbox(db);
    expect(create).toMatchObject({ kind: 'stop.create', state: 'pending', baseVersion: null, payload: { Note: 'mine' } });
    expect(create!.target).toMatch(/^local:/);
    expect(move!.payload.Stops).toEqual([
      { StopId: create!.target, Position: 0 },
      { StopId: 40, Position: 1 },
    ]);
  });
});
