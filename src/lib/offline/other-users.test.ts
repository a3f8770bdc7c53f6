import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import { enqueue } from './outbox';
import { countWaiting, setAsideOtherUsers } from './other-users';
import { UserDb } from './user-db';

const snapshot = (key: string) => ({ key, query: { buster: '', queryHash: key, queryKey: [key], state: { data: 1 } } }) as never;

describe('other users on this device (decision 071)', () => {
  it('keeps only the waiting changes of an earlier user, deletes a database with nothing waiting, and leaves the signed-in user alone', async () => {
    const earlier = new UserDb('71');
    await enqueue(earlier, { loadId: 5, kind: 'status.change', target: '5', payload: { StatusCode: 'IT' } });
    await earlier.snapshots.put(snapshot('tracking,5'));
    earlier.close();
    const idle = new UserDb('72');
    await idle.snapshots.put(snapshot('loads'));
    idle.close();
    const current = new UserDb('73');
    await current.snapshots.put(snapshot('loads'));

    await setAsideOtherUsers('73');

    expect(await countWaiting('71')).toBe(1);
    const reopened = new UserDb('71');
    expect(await reopened.snapshots.count()).toBe(0);
    reopened.close();
    expect(await Dexie.exists('haulbase-user-72')).toBe(false);
    expect(await current.snapshots.count()).toBe(1);
    current.close();
  });

  it('counts nothing for a user without a database, and does not create one', async () => {
    expect(await countWaiting('404')).toBe(0);
    expect(await Dexie.exists('haulbase-user-404')).toBe(false);
  });
});
