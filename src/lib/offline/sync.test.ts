import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { enqueue } from './outbox';
import type { OutboxRequest } from './requests';
import { startOutboxSync, type OutboxSync } from './sync';
import { UserDb } from './user-db';

let db: UserDb;
let sync: OutboxSync | undefined;
beforeEach(() => {
  db = new UserDb(`sync-${crypto.randomUUID()}`);
});
afterEach(async () => {
  sync?.stop();
  await db.delete();
});

describe('startOutboxSync', () => {
  it('replays on start, and again when the network comes back', async () => {
    const events = new EventTarget();
    let online = false;
    const sent: OutboxRequest[] = [];
    const send = async (request: OutboxRequest) => {
      if (!online) throw new TypeError('Failed to fetch');
      sent.push(request);
      return {};
    };
    await enqueue(db, { loadId: 1, kind: 'status.change', target: '1', payload: { StatusCode: 'AT' } });
    const reports: string[] = [];
    sync = startOutboxSync({ db, send, events, onReport: (r) => reports.push(r.stoppedBy ?? 'done') });
    await expect.poll(() => reports).toEqual(['offline']);

    online = true;
    events.dispatchEvent(new Event('online'));
    await expect.poll(() => sent.length).toBe(1);
    expect(await db.outbox.count()).toBe(0);
  });

  it('a kick during a run starts one more run after it, never two at once', async () => {
    let inFlight = 0;
    let most = 0;
    const send = async () => {
      inFlight++;
      most = Math.max(most, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 20));
      inFlight--;
      return {};
    };
    await enqueue(db, { loadId: 1, kind: 'status.change', target: '1', payload: { StatusCode: 'AT' } });
    sync = startOutboxSync({ db, send, events: new EventTarget() });
    await enqueue(db, { loadId: 1, kind: 'status.change', target: '1', payload: { StatusCode: 'IT' } });
    const [first, second] = await Promise.all([sync.kick(), sync.kick()]);
    expect(first).toBe(second);
    await expect.poll(() => db.outbox.count()).toBe(0);
    expect(most).toBe(1);
  });
});
