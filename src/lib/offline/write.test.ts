import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HttpError } from '@/lib/http/client';
import { enqueue } from './outbox';
import { newLocalId } from './outbox-entry';
import type { OutboxRequest } from './requests';
import type { OfflineRuntime } from './runtime';
import { UserDb } from './user-db';
import { sendOrQueue } from './write';

let db: UserDb;
let kicks: number;
let runtime: OfflineRuntime;
beforeEach(() => {
  db = new UserDb(`write-${crypto.randomUUID()}`);
  kicks = 0;
  runtime = {
    userId: 'u1',
    db,
    lastReport: null,
    sync: {
      kick: async () => {
        kicks++;
        return { delivered: 0, deliveredLoads: [], waiting: 0, conflicts: 0, failed: 0, stoppedBy: null };
      },
      stop: () => undefined,
    },
  };
});
afterEach(async () => {
  await db.delete();
});

const note = {
  loadId: 7,
  kind: 'note.create' as const,
  target: 'local:n1',
  payload: { Text: 'Gate code 4411', IsPublic: true },
  loadCode: 'HB-7',
};

describe('sendOrQueue', () => {
  it('online with nothing waiting: sends at once with its key and device time, and returns the answer', async () => {
    const sent: OutboxRequest[] = [];
    const result = await sendOrQueue(runtime, note, {
      online: () => true,
      send: async (request) => {
        sent.push(request);
        return { Id: 31 };
      },
    });
    expect(result).toEqual({ status: 'delivered', answer: { Id: 31 } });
    expect(sent[0].path).toBe('/api/Notes');
    expect(sent[0].headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent[0].headers['X-Device-Time']).toBeTruthy();
    expect(await db.outbox.count()).toBe(0);
  });

  it('offline: queues without trying the network, and wakes the sync', async () => {
    const result = await sendOrQueue(runtime, note, {
      online: () => false,
      send: async () => {
        throw new Error('must not be called');
      },
    });
    expect(result).toMatchObject({ status: 'queued', outcome: 'added' });
    expect(await db.outbox.toArray()).toMatchObject([{ kind: 'note.create', loadCode: 'HB-7', state: 'pending' }]);
    expect(kicks).toBe(1);
  });

  it('a network failure on the way queues the write under the same key, so a commit the answer never reached is not doubled', async () => {
    let usedKey = '';
    const result = await sendOrQueue(runtime, note, {
      online: () => true,
      send: async (request) => {
        usedKey = request.headers['Idempotency-Key'];
        throw new TypeError('Failed to fetch');
      },
    });
    expect(result.status).toBe('queued');
    expect((await db.outbox.toArray())[0].key).toBe(usedKey);
  });

  it('a server error queues it too (retried with backoff); a refusal is thrown to the screen and nothing is queued', async () => {
    const fail = (status: number) => async () => {
      throw new HttpError(status, { Message: 'nope' });
    };
    expect((await sendOrQueue(runtime, note, { online: () => true, send: fail(503) })).status).toBe('queued');
    await db.outbox.clear();
    await expect(sendOrQueue(runtime, note, { online: () => true, send: fail(400) })).rejects.toMatchObject({ status: 400 });
    await expect(
      sendOrQueue(
        runtime,
        { ...note, kind: 'status.change', target: '7', payload: { StatusCode: 'IT' } },
        { online: () => true, send: fail(409) },
      ),
    ).rejects.toMatchObject({
      status: 409,
    });
    expect(await db.outbox.count()).toBe(0);
  });

  it('online but with writes of the same load still waiting: queues behind them (FIFO per load)', async () => {
    await enqueue(db, { loadId: 7, kind: 'status.change', target: '7', payload: { StatusCode: 'AT' } });
    let sends = 0;
    const send = async () => {
      sends++;
      return {};
    };
    expect((await sendOrQueue(runtime, note, { online: () => true, send })).status).toBe('queued');
    expect((await sendOrQueue(runtime, { ...note, loadId: 8 }, { online: () => true, send })).status).toBe('delivered');
    expect(sends).toBe(1);
  });

  it('an edit of something created offline folds into its waiting create, even online', async () => {
    const stop = newLocalId();
    await sendOrQueue(runtime, { loadId: 9, kind: 'stop.create', target: stop, payload: { City: 'Lyon' } }, { online: () => false });
    const edit = await sendOrQueue(
      runtime,
      { loadId: 9, kind: 'stop.update', target: stop, payload: { City: 'Lille' } },
      { online: () => true },
    );
    expect(edit).toMatchObject({ status: 'queued', outcome: 'folded' });
    expect(await db.outbox.toArray()).toMatchObject([{ kind: 'stop.create', payload: { City: 'Lille' } }]);
  });

  it('without IndexedDB (no runtime) it only sends, and a network failure reaches the screen', async () => {
    await expect(
      sendOrQueue(null, note, {
        online: () => false,
        send: async () => {
          throw new TypeError('Failed to fetch');
        },
      }),
    ).rejects.toBeInstanceOf(TypeError);
  });
});
