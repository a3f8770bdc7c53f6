import { CHAT_EVENT_MESSAGE, CHAT_EVENT_READ } from '../../src/contract/shipment';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/database';
import { users } from '../db/schema';
import { CHAT_CHANNEL, type ChatNotice, type ChatParties, PAGE, chatParties, messagesAfter, toChatMessage } from './chat';
import { type NotificationSource, type Unlisten, notificationSourceOf } from './chat-notifications';
import { LIVE_CHANNEL, type LiveNotice } from './live-hub';

/**
 * One hub per app instance (decisions 047 §Chat, 083, 115): the server node's live deliveries, in two channels.
 * - `chat`: a load's messages and read marks to the load's chat streams.
 * - `live`: a user's notifications and "bids changed" pokes to the user's event stream (`GET /api/Events`).
 * Writers announce with pg_notify in their transaction, so an event goes out only once committed, and every node
 * (every process on one PostgreSQL, `WEB_CONCURRENCY`) hears it through ONE dedicated LISTEN connection held while
 * anyone is subscribed to either channel. PGlite is one process: its own `listen` does the same within it.
 */

export type HubEvent = { event: string; data: string; id?: string };
export type ChatEvent = { event: typeof CHAT_EVENT_MESSAGE | typeof CHAT_EVENT_READ; data: string; id?: string };
export type LiveEvent = HubEvent;

type Subscriber<E> = { userId: number; admin: boolean; send: (event: E) => Promise<void>; end: () => void };

export type Subscription = Subscriber<ChatEvent> & {
  shipmentId: number;
  /** Messages after this id are sent. */
  after: number;
};
export type LiveSubscription = Subscriber<LiveEvent>;

export type ChatHub = {
  /** Resolves once listening; the returned function unsubscribes. */
  subscribe: (subscription: Subscription) => Promise<() => void>;
  /** Something changed in this load's chat on this node: deliver without waiting for the notification. */
  poke: (shipmentId: number) => void;
  close: () => Promise<void>;
};

export type LiveHub = {
  subscribe: (subscription: LiveSubscription) => Promise<() => void>;
  /** Delivers on this node without waiting for the database (tests; a driver without LISTEN). */
  deliver: (notice: LiveNotice) => void;
  close: () => Promise<void>;
};

export type Hub = { chat: ChatHub; live: LiveHub; close: () => Promise<void> };

type Log = (message: string, error?: unknown) => void;
const defaultLog: Log = (message, error) => console.error(`[hub] ${message}`, error ?? '');

/** A channel's side of the hub: what it does with a payload, and after a reconnect (catch up on what was missed). */
type Channel = { name: string; onPayload: (payload: string) => void; onReconnect: () => void };

/** The LISTEN, held while at least one subscriber of any channel needs it. */
function sharedListener(source: NotificationSource | null, channels: Channel[], log: Log) {
  const byName = new Map(channels.map((channel) => [channel.name, channel]));
  let users = 0;
  let listening: Promise<Unlisten | null> | null = null;
  let stopping: Promise<void> = Promise.resolve();

  const onPayload = (payload: string, channel?: string) => {
    // Out of the driver's callback: PGlite calls it while finishing another query.
    const target = channel ? byName.get(channel) : channels[0];
    if (target) setImmediate(() => target.onPayload(payload));
  };
  const onReconnect = () => {
    for (const channel of channels) channel.onReconnect();
  };

  return {
    /** Resolves once listening (or at once when this node cannot listen: delivery stays on this node). */
    acquire: (): Promise<unknown> => {
      users += 1;
      if (!source) return Promise.resolve();
      // after any UNLISTEN still on its way: on PGlite a late UNLISTEN would also drop the new LISTEN's callback
      listening ??= stopping
        .then(() => source.listen(onPayload, onReconnect))
        .catch((error) => {
          log('LISTEN failed; deliveries stay on this node until the next subscriber', error);
          listening = null;
          return null;
        });
      return listening;
    },
    release: (): void => {
      users -= 1;
      if (users > 0) return;
      const current = listening;
      listening = null;
      if (!current) return;
      stopping = Promise.all([stopping, current.then((unlisten) => unlisten?.())])
        .then(() => undefined)
        .catch((error) => log('UNLISTEN failed', error));
    },
    stopped: () => stopping,
  };
}

type Listener = ReturnType<typeof sharedListener>;

/** Each subscriber's events in order, one at a time; a failed write ends nothing by itself (the stream notices). */
function queued<E>(sub: Subscriber<E>) {
  let queue = Promise.resolve();
  return (event: E) => {
    queue = queue.then(() => sub.send(event)).catch(() => undefined);
  };
}

/** Removes every subscriber of the groups and ends its stream (a hub closing). */
function endAll<S extends { end(): void }>(groups: Map<number, Set<S>>, remove: (sub: S) => void): void {
  for (const subs of [...groups.values()]) {
    for (const sub of [...subs]) {
      remove(sub);
      sub.end();
    }
  }
}

/** Suspended or locked-out users among these: their streams get nothing more (issue 14). */
async function lockedOutAmong(db: Db, userIds: number[]): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, userIds), eq(users.lockedOut, true)));
  return new Set(rows.map((r) => r.id));
}

/**
 * The chat channel: a notification (or a local poke) makes it read the load's messages after what each subscriber
 * already got — one query per load — and send each one shaped for its reader, in order and once. A subscriber who
 * is no longer a party of the load (trucker unassigned) or whose user is suspended or locked out is ended.
 */
function chatChannel(db: Db, listener: () => Listener, log: Log): Channel & { hub: ChatHub } {
  type ChatSubscriber = Subscription & { lastSentId: number; enqueue: (event: ChatEvent) => void };
  const byLoad = new Map<number, Set<ChatSubscriber>>();
  const running = new Map<number, Promise<void>>();
  const rerun = new Set<number>();

  const staysParty = (sub: ChatSubscriber, parties: ChatParties | null) =>
    parties !== null && (sub.admin || sub.userId === parties.shipperUserId || sub.userId === parties.truckerUserId);

  function remove(sub: ChatSubscriber): void {
    const subs = byLoad.get(sub.shipmentId);
    if (!subs?.delete(sub)) return;
    if (subs.size === 0) byLoad.delete(sub.shipmentId);
    listener().release();
  }

  /** Ends the subscribers who are no longer a party of the load or are locked out; the parties, for shaping messages. */
  async function dropOutsiders(shipmentId: number, subs: Set<ChatSubscriber>): Promise<ChatParties | null> {
    const parties = await chatParties(db, shipmentId);
    const locked = await lockedOutAmong(db, [...new Set([...subs].map((s) => s.userId))]);
    for (const sub of [...subs]) {
      if (!staysParty(sub, parties) || locked.has(sub.userId)) {
        remove(sub);
        sub.end();
      }
    }
    return parties;
  }

  async function deliver(shipmentId: number): Promise<void> {
    const subs = byLoad.get(shipmentId);
    if (!subs?.size) return;
    let after = Math.min(...[...subs].map((s) => s.lastSentId));
    for (;;) {
      // Messages first, then who may read them: a message written after a trucker was unassigned is never read
      // together with parties from before that change.
      const rows = await messagesAfter(db, shipmentId, after);
      const parties = await dropOutsiders(shipmentId, subs);
      if (subs.size === 0) return;
      for (const row of rows) {
        const id = Number(row.id);
        for (const sub of subs) {
          if (id <= sub.lastSentId) continue;
          sub.lastSentId = id;
          sub.enqueue({ event: CHAT_EVENT_MESSAGE, id: String(id), data: JSON.stringify(toChatMessage(row, parties, sub.userId)) });
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
        .catch((error) => log(`chat delivery for load ${shipmentId} failed`, error))
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
    if ('read' in notice) {
      const data = JSON.stringify({ ShipmentId: notice.shipmentId, UserId: notice.read.userId, LastReadId: notice.read.lastReadId });
      for (const sub of byLoad.get(notice.shipmentId) ?? []) sub.enqueue({ event: CHAT_EVENT_READ, data });
    } else {
      poke(notice.shipmentId);
    }
  }

  const hub: ChatHub = {
    subscribe: async (subscription) => {
      const sub = { ...subscription, lastSentId: subscription.after } as ChatSubscriber;
      sub.enqueue = queued(sub);
      let subs = byLoad.get(sub.shipmentId);
      if (!subs) byLoad.set(sub.shipmentId, (subs = new Set()));
      subs.add(sub);
      await listener().acquire();
      // Whatever arrived between `after` and the LISTEN taking effect.
      poke(sub.shipmentId);
      return () => remove(sub);
    },
    poke,
    close: async () => {
      endAll(byLoad, remove);
      await Promise.all([listener().stopped(), ...running.values()]);
    },
  };
  // After a reconnect: whatever the outage missed.
  return { name: CHAT_CHANNEL, onPayload, onReconnect: () => byLoad.forEach((_, id) => poke(id)), hub };
}

/** Live streams one user may hold on one node (a tab each); the oldest ends when one more opens (issue 36). */
export const MAX_LIVE_STREAMS_PER_USER = 10;

/** The live channel: nothing is replayed (the web app reads GET /api/Notifications when its stream opens). */
function liveChannel(listener: () => Listener): Channel & { hub: LiveHub } {
  type LiveSubscriber = LiveSubscription & { enqueue: (event: LiveEvent) => void };
  const byUser = new Map<number, Set<LiveSubscriber>>();
  const admins = new Set<LiveSubscriber>();

  function deliver(notice: LiveNotice): void {
    const targets = new Set<LiveSubscriber>();
    for (const userId of notice.u) for (const sub of byUser.get(userId) ?? []) targets.add(sub);
    if (notice.admins) for (const sub of admins) targets.add(sub);
    if (targets.size === 0) return;
    const event: LiveEvent = { event: notice.e, data: JSON.stringify(notice.d), ...(notice.id ? { id: notice.id } : {}) };
    for (const sub of targets) sub.enqueue(event);
  }

  function remove(sub: LiveSubscriber): void {
    const subs = byUser.get(sub.userId);
    if (!subs?.delete(sub)) return;
    if (subs.size === 0) byUser.delete(sub.userId);
    admins.delete(sub);
    listener().release();
  }

  const onPayload = (payload: string) => {
    let notice: LiveNotice;
    try {
      notice = JSON.parse(payload) as LiveNotice;
    } catch {
      return;
    }
    if (Array.isArray(notice.u) && typeof notice.e === 'string') deliver(notice);
  };

  const hub: LiveHub = {
    subscribe: async (subscription) => {
      const sub = { ...subscription } as LiveSubscriber;
      sub.enqueue = queued(sub);
      let subs = byUser.get(sub.userId);
      if (!subs) byUser.set(sub.userId, (subs = new Set()));
      while (subs.size >= MAX_LIVE_STREAMS_PER_USER) {
        const oldest = subs.values().next().value!;
        remove(oldest);
        oldest.end();
      }
      subs.add(sub);
      if (sub.admin) admins.add(sub);
      await listener().acquire();
      return () => remove(sub);
    },
    deliver,
    close: async () => {
      endAll(byUser, remove);
      await listener().stopped();
    },
  };
  return { name: LIVE_CHANNEL, onPayload, onReconnect: () => undefined, hub };
}

type HubOptions = { source?: NotificationSource | null; log?: Log; channels?: ('chat' | 'live')[] };

/** The app instance's hub: both channels over one LISTEN (`options.channels` narrows it, as the tests do). */
export function createHub(db: Db, options: HubOptions = {}): Hub {
  const log = options.log ?? defaultLog;
  const wanted = options.channels ?? ['chat', 'live'];
  let listener: Listener | null = null;
  const lazy = () => listener!;
  const chat = chatChannel(db, lazy, log);
  const live = liveChannel(lazy);
  const channels = [...(wanted.includes('chat') ? [chat] : []), ...(wanted.includes('live') ? [live] : [])];
  const source =
    options.source === undefined
      ? notificationSourceOf(
          db,
          log,
          channels.map((c) => c.name),
        )
      : options.source;
  listener = sharedListener(source, channels, log);
  return {
    chat: chat.hub,
    live: live.hub,
    close: async () => {
      await Promise.all([chat.hub.close(), live.hub.close()]);
    },
  };
}

/** The chat channel alone (one LISTEN of its own): tests, and code written before the merged hub. */
export const createChatHub = (db: Db, options: Omit<HubOptions, 'channels'> = {}): ChatHub =>
  createHub(db, { ...options, channels: ['chat'] }).chat;

/** The live channel alone (one LISTEN of its own): tests, and code written before the merged hub. */
export const createLiveHub = (db: Db, options: Omit<HubOptions, 'channels'> = {}): LiveHub =>
  createHub(db, { ...options, channels: ['live'] }).live;
