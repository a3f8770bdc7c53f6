import { CHAT_EVENT_MESSAGE, CHAT_EVENT_READ } from '../../src/contract/shipment';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/database';
import { users } from '../db/schema';
import { type ChatNotice, type ChatParties, PAGE, chatParties, messagesAfter, toChatMessage } from './chat';
import { type NotificationSource, type Unlisten, notificationSourceOf } from './chat-notifications';

/**
 * One per app instance (decision 047 §Chat): fans the chat out to this node's stream subscribers. It LISTENs
 * only while someone is subscribed. A notification (or a local poke) makes it read the load's messages after
 * what each subscriber already got — one query per load — and send each one shaped for its reader, in order and
 * once. A subscriber who is no longer a party of the load (trucker unassigned) or whose user is suspended or
 * locked out is ended.
 */

export type ChatEvent = { event: typeof CHAT_EVENT_MESSAGE | typeof CHAT_EVENT_READ; data: string; id?: string };

export type Subscription = {
  shipmentId: number;
  userId: number;
  admin: boolean;
  /** Messages after this id are sent. */
  after: number;
  send: (event: ChatEvent) => Promise<void>;
  /** Called when the hub drops the subscriber (access lost). */
  end: () => void;
};

export type ChatHub = {
  /** Resolves once listening; the returned function unsubscribes. */
  subscribe: (subscription: Subscription) => Promise<() => void>;
  /** Something changed in this load's chat on this node: deliver without waiting for the notification. */
  poke: (shipmentId: number) => void;
  close: () => Promise<void>;
};

type Subscriber = Subscription & { lastSentId: number; queue: Promise<void> };

type Log = (message: string, error?: unknown) => void;
const defaultLog: Log = (message, error) => console.error(`[chat] ${message}`, error ?? '');

/** Suspended or locked-out users among these: their streams get nothing more (issue 14). */
async function lockedOutAmong(db: Db, userIds: number[]): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await db.select({ id: users.id }).from(users).where(and(inArray(users.id, userIds), eq(users.lockedOut, true)));
  return new Set(rows.map((r) => r.id));
}

export function createChatHub(db: Db, options: { source?: NotificationSource | null; log?: Log } = {}): ChatHub {
  const log = options.log ?? defaultLog;
  const source = options.source === undefined ? notificationSourceOf(db, log) : options.source;
  const byLoad = new Map<number, Set<Subscriber>>();
  const running = new Map<number, Promise<void>>();
  const rerun = new Set<number>();
  let listening: Promise<Unlisten | null> | null = null;
  let count = 0;

  const enqueue = (sub: Subscriber, event: ChatEvent) => {
    sub.queue = sub.queue.then(() => sub.send(event)).catch(() => undefined);
  };

  const staysParty = (sub: Subscriber, parties: ChatParties | null) =>
    parties !== null && (sub.admin || sub.userId === parties.shipperUserId || sub.userId === parties.truckerUserId);

  async function deliver(shipmentId: number): Promise<void> {
    const subs = byLoad.get(shipmentId);
    if (!subs?.size) return;
    const parties = await chatParties(db, shipmentId);
    const locked = await lockedOutAmong(db, [...new Set([...subs].map((s) => s.userId))]);
    for (const sub of [...subs]) {
      if (!staysParty(sub, parties) || locked.has(sub.userId)) {
        remove(sub);
        sub.end();
      }
    }
    if (subs.size === 0) return;
    let after = Math.min(...[...subs].map((s) => s.lastSentId));
    for (;;) {
      const rows = await messagesAfter(db, shipmentId, after);
      for (const row of rows) {
        const id = Number(row.id);
        for (const sub of subs) {
          if (id <= sub.lastSentId) continue;
          sub.lastSentId = id;
          enqueue(sub, { event: CHAT_EVENT_MESSAGE, id: String(id), data: JSON.stringify(toChatMessage(row, parties, sub.userId)) });
        }
      }
      if (rows.length < PAGE) return;
      after = Number(rows[rows.length - 1].id);
    }
  }

  /** One delivery per load at a time; a poke while one runs makes it run once more. */
  function poke(shipmentId: number): void {
    if (!byLoad.get(shipmentId)?.size) return;
    if (running.has(shipmentId)) {
      rerun.add(shipmentId);
      return;
    }
    const run = async () => {
      do {
        rerun.delete(shipmentId);
        await deliver(shipmentId);
      } while (rerun.has(shipmentId));
    };
    running.set(
      shipmentId,
      run()
        .catch((error) => log(`delivery for load ${shipmentId} failed`, error))
        .finally(() => running.delete(shipmentId)),
    );
  }

  function onPayload(payload: string): void {
    let notice: ChatNotice;
    try {
      notice = JSON.parse(payload) as ChatNotice;
    } catch {
      return;
    }
    // Out of the driver's callback: PGlite calls it while finishing another query.
    setImmediate(() => {
      if ('read' in notice) {
        const data = JSON.stringify({ ShipmentId: notice.shipmentId, UserId: notice.read.userId, LastReadId: notice.read.lastReadId });
        for (const sub of byLoad.get(notice.shipmentId) ?? []) enqueue(sub, { event: CHAT_EVENT_READ, data });
      } else {
        poke(notice.shipmentId);
      }
    });
  }

  const catchUp = () => {
    for (const shipmentId of byLoad.keys()) poke(shipmentId);
  };

  function startListening(): Promise<Unlisten | null> {
    if (!source) return Promise.resolve(null);
    listening ??= source.listen(onPayload, catchUp).catch((error) => {
      log('LISTEN failed; chat delivery stays on this node until the next subscriber', error);
      listening = null;
      return null;
    });
    return listening;
  }

  let stopping: Promise<void> = Promise.resolve();
  function stopListening(): void {
    const current = listening;
    listening = null;
    if (!current) return;
    stopping = Promise.all([stopping, current.then((unlisten) => unlisten?.())])
      .then(() => undefined)
      .catch((error) => log('UNLISTEN failed', error));
  }

  function remove(sub: Subscriber): boolean {
    const subs = byLoad.get(sub.shipmentId);
    if (!subs?.delete(sub)) return false;
    if (subs.size === 0) byLoad.delete(sub.shipmentId);
    count -= 1;
    if (count === 0) stopListening();
    return true;
  }

  return {
    subscribe: async (subscription) => {
      const sub: Subscriber = { ...subscription, lastSentId: subscription.after, queue: Promise.resolve() };
      count += 1;
      let subs = byLoad.get(sub.shipmentId);
      if (!subs) byLoad.set(sub.shipmentId, (subs = new Set()));
      subs.add(sub);
      await startListening();
      // Whatever arrived between `after` and the LISTEN taking effect.
      poke(sub.shipmentId);
      return () => void remove(sub);
    },
    poke,
    close: async () => {
      for (const subs of [...byLoad.values()]) {
        for (const sub of [...subs]) {
          remove(sub);
          sub.end();
        }
      }
      stopListening();
      await Promise.all([stopping, ...running.values()]);
    },
  };
}
