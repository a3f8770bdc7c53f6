import type { Db } from '../db/database';
import { type NotificationSource, type Unlisten, notificationSourceOf } from './chat-notifications';

/**
 * The live events of a signed-in tab (decision 083): ONE stream per tab (`GET /api/Events`) carries the user's
 * notifications and the "bids changed" pokes of the Bids modal. Writers announce with pg_notify on LIVE_CHANNEL in
 * their transaction (notifications.ts), so an event is sent only once committed, by every server node to its own
 * subscribers — the chat hub's LISTEN source on its own channel. The hub LISTENs only while someone is subscribed.
 */

export const LIVE_CHANNEL = 'haulbase_live';

/** What a notification carries: the recipients (`u`), whether every BackOffice tab gets it too, the event. */
export type LiveNotice = { u: number[]; admins?: boolean; e: string; d: unknown; id?: string };

export type LiveEvent = { event: string; data: string; id?: string };

export type LiveSubscription = {
  userId: number;
  admin: boolean;
  send: (event: LiveEvent) => Promise<void>;
  end: () => void;
};

export type LiveHub = {
  subscribe: (subscription: LiveSubscription) => Promise<() => void>;
  /** Delivers on this node without waiting for the database (tests; a driver without LISTEN). */
  deliver: (notice: LiveNotice) => void;
  close: () => Promise<void>;
};

type Subscriber = LiveSubscription & { queue: Promise<void> };
type Log = (message: string, error?: unknown) => void;
const defaultLog: Log = (message, error) => console.error(`[live] ${message}`, error ?? '');

export function createLiveHub(db: Db, options: { source?: NotificationSource | null; log?: Log } = {}): LiveHub {
  const log = options.log ?? defaultLog;
  const source = options.source === undefined ? notificationSourceOf(db, log, LIVE_CHANNEL) : options.source;
  const byUser = new Map<number, Set<Subscriber>>();
  const admins = new Set<Subscriber>();
  let count = 0;
  let listening: Promise<Unlisten | null> | null = null;
  let stopping: Promise<void> = Promise.resolve();

  const enqueue = (sub: Subscriber, event: LiveEvent) => {
    sub.queue = sub.queue.then(() => sub.send(event)).catch(() => undefined);
  };

  function deliver(notice: LiveNotice): void {
    const targets = new Set<Subscriber>();
    for (const userId of notice.u) for (const sub of byUser.get(userId) ?? []) targets.add(sub);
    if (notice.admins) for (const sub of admins) targets.add(sub);
    if (targets.size === 0) return;
    const event: LiveEvent = { event: notice.e, data: JSON.stringify(notice.d), ...(notice.id ? { id: notice.id } : {}) };
    for (const sub of targets) enqueue(sub, event);
  }

  function onPayload(payload: string): void {
    let notice: LiveNotice;
    try {
      notice = JSON.parse(payload) as LiveNotice;
    } catch {
      return;
    }
    if (!Array.isArray(notice.u) || typeof notice.e !== 'string') return;
    // Out of the driver's callback: PGlite calls it while finishing another query.
    setImmediate(() => deliver(notice));
  }

  function startListening(): Promise<Unlisten | null> {
    if (!source) return Promise.resolve(null);
    listening ??= source.listen(onPayload, () => undefined).catch((error) => {
      log('LISTEN failed; live events stay on this node until the next subscriber', error);
      listening = null;
      return null;
    });
    return listening;
  }

  function stopListening(): void {
    const current = listening;
    listening = null;
    if (!current) return;
    stopping = Promise.all([stopping, current.then((unlisten) => unlisten?.())])
      .then(() => undefined)
      .catch((error) => log('UNLISTEN failed', error));
  }

  function remove(sub: Subscriber): void {
    const subs = byUser.get(sub.userId);
    if (!subs?.delete(sub)) return;
    if (subs.size === 0) byUser.delete(sub.userId);
    admins.delete(sub);
    count -= 1;
    if (count === 0) stopListening();
  }

  return {
    subscribe: async (subscription) => {
      const sub: Subscriber = { ...subscription, queue: Promise.resolve() };
      let subs = byUser.get(sub.userId);
      if (!subs) byUser.set(sub.userId, (subs = new Set()));
      subs.add(sub);
      if (sub.admin) admins.add(sub);
      count += 1;
      await startListening();
      return () => remove(sub);
    },
    deliver,
    close: async () => {
      for (const subs of [...byUser.values()]) {
        for (const sub of [...subs]) {
          remove(sub);
          sub.end();
        }
      }
      stopListening();
      await stopping;
    },
  };
}
