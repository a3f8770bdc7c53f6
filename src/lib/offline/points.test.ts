import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DeviceFullError, isStorageFull } from './device-storage';
import { enqueue, listOutbox } from './outbox';
import { handOverPoints, storePoints } from './points';
import { UserDb } from './user-db';

let db: UserDb;
beforeEach(() => {
  db = new UserDb(`points-${crypto.randomUUID()}`);
});
afterEach(async () => {
  await db.delete();
});

const point = (n: number) => ({
  Latitude: 32,
  Longitude: -96 + n / 1000,
  RecordedAt: new Date(Date.UTC(2026, 10, 28, 10, 0, n)).toISOString(),
});
const row = (loadId: number, n: number) => ({ loadId, loadCode: `HB-${loadId}`, point: point(n) });

describe('kept trip points', () => {
  it('are handed to the outbox once, oldest first, per load, followed by the ones still in memory', async () => {
    await storePoints(db, [row(1, 1), row(2, 2), row(1, 3)]);
    expect(await handOverPoints(db, null, [row(1, 4)])).toBe(4);
    expect(
      (await listOutbox(db)).map((e) => [e.loadId, e.kind, (e.payload.Points as { RecordedAt: string }[]).map((p) => p.RecordedAt)]),
    ).toEqual([
      [1, 'positions.batch', [point(1), point(3), point(4)].map((p) => p.RecordedAt)],
      [2, 'positions.batch', [point(2).RecordedAt]],
    ]);
    expect(await db.points.count()).toBe(0);
    expect(await handOverPoints(db, null)).toBe(0);
    expect(await listOutbox(db)).toHaveLength(2);
  });

  it('a load waits behind its status change: later points make a batch of their own, after it', async () => {
    await storePoints(db, [row(1, 1)]);
    await handOverPoints(db, 1);
    await enqueue(db, { loadId: 1, kind: 'status.change', target: '1', payload: { StatusCode: 'AR' } });
    await storePoints(db, [row(1, 2)]);
    await handOverPoints(db, 1);
    expect((await listOutbox(db)).map((e) => e.kind)).toEqual(['positions.batch', 'status.change', 'positions.batch']);
  });

  it('go in batches of at most 100', async () => {
    await storePoints(
      db,
      Array.from({ length: 230 }, (_, n) => row(5, n)),
    );
    await handOverPoints(db, 5);
    expect((await listOutbox(db)).map((e) => (e.payload.Points as unknown[]).length)).toEqual([100, 100, 30]);
  });
});

describe('a full device', () => {
  it('is recognised however deep the quota error is wrapped', () => {
    const quota = new DOMException('full', 'QuotaExceededError');
    expect(isStorageFull(quota)).toBe(true);
    expect(isStorageFull({ name: 'AbortError', inner: quota })).toBe(true);
    expect(isStorageFull(new DeviceFullError(quota))).toBe(true);
    expect(isStorageFull(new DOMException('aborted', 'AbortError'))).toBe(false);
    expect(isStorageFull(new TypeError('Failed to fetch'))).toBe(false);
  });
});
