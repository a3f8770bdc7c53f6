import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSnapshotPersister } from './snapshots';
import { UserDb } from './user-db';

let db: UserDb;
beforeEach(() => {
  db = new UserDb(`snap-${crypto.randomUUID()}`);
});
afterEach(async () => {
  await db.delete();
});

const client = () =>
  new QueryClient({
    defaultOptions: { queries: { retry: false, networkMode: 'offlineFirst', persister: createSnapshotPersister(db).persisterFn } },
  });

describe('snapshots', () => {
  it('a reload with no network starts from the answer seen before, with its age', async () => {
    const seenAt = Date.now();
    const online = client();
    await online.fetchQuery({ queryKey: ['tracking', 5], queryFn: async () => ({ Code: 'HB-1' }) });
    await expect.poll(() => db.snapshots.count()).toBe(1);

    const afterReload = client();
    const data = await afterReload.fetchQuery({
      queryKey: ['tracking', 5],
      queryFn: async () => {
        throw new TypeError('Failed to fetch');
      },
    });
    expect(data).toEqual({ Code: 'HB-1' });
    expect(afterReload.getQueryState(['tracking', 5])?.dataUpdatedAt).toBeGreaterThanOrEqual(seenAt);
  });

  it('keeps only the answers a screen needs offline', async () => {
    const online = client();
    await online.fetchQuery({ queryKey: ['billing', 'users'], queryFn: async () => [1, 2] });
    await online.fetchQuery({ queryKey: ['tracking', 9], queryFn: async () => ({}) });
    await expect.poll(() => db.snapshots.count()).toBe(1);
  });
});
