import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { enqueue } from './outbox';
import { UserDb } from './user-db';
import { wipeUserData } from './wipe';

const tokenOf = (sub: string) => `h.${btoa(JSON.stringify({ sub })).replace(/=+$/, '')}.s`;

describe('wipeUserData', () => {
  it("deletes the signed-out user's database and leaves other users' alone", async () => {
    const mine = new UserDb('41');
    const theirs = new UserDb('42');
    await enqueue(mine, { loadId: 1, kind: 'status.change', target: '1', payload: { StatusCode: 'AT' } });
    await enqueue(theirs, { loadId: 2, kind: 'status.change', target: '2', payload: { StatusCode: 'AT' } });
    mine.close();
    await wipeUserData(tokenOf('41'));
    expect(await new UserDb('41').outbox.count()).toBe(0);
    expect(await theirs.outbox.count()).toBe(1);
    await theirs.delete();
  });
});
