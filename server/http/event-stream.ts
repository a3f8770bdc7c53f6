import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import { retryHint } from '../ops/lifecycle';
import { latestMessageId, requireChatAccess } from '../services/chat';
import { messageError } from '../services/errors';
import type { HubEvent } from '../services/hub';
import { ACCOUNT_SUSPENDED } from '../services/sign-in';
import { isLockedOut } from '../services/users';
import type { AppEnv } from './env';
import { readQuery } from './query';
import { validate } from './request';
import { resumeHeaderSchema, THREAD_QUERY_KEYS, threadQuerySchema } from '../../src/contract/chat';
import { message } from '../../src/contract/messages';

const CHAT_STREAM_DOWN = message('chat_stream_unavailable', 'The chat stream is not available.');
const EVENT_STREAM_DOWN = message('event_stream_unavailable', 'The event stream is not available.');

/**
 * The app's Server-Sent Events streams, one loop for both (decision 115): a subscription to one channel of the
 * app's hub, `retry: 3000` and `: ready` once it is live, a comment every 25 s (proxies keep an idle stream open;
 * the user's suspension or lock-out is checked again then), and the end of the stream when its access token
 * expires (the web app reconnects with a fresh one), when the hub drops it, when the client goes, or at a graceful
 * shutdown (with a retry hint: the browser reconnects, to another process or node). The compress middleware leaves
 * text/event-stream alone (hono's filter).
 */

export const KEEP_ALIVE_MS = 25_000;

/** Subscribes with the stream's writer and its `end`; resolves to the unsubscribe. */
type Subscribe = (send: (event: HubEvent) => Promise<void>, end: () => void) => Promise<() => void>;

function eventStream(c: Context<AppEnv>, subscribe: Subscribe): Response {
  const { db, lifecycle } = c.var.deps;
  const user = c.var.user;
  c.header('X-Accel-Buffering', 'no');
  return streamSSE(c, async (stream) => {
    let finish = () => undefined as void;
    const finished = new Promise<void>((resolve) => (finish = resolve));
    stream.onAbort(finish);
    c.req.raw.signal.addEventListener('abort', finish, { once: true });
    // Events wait for `: ready`: a resumed chat's catch-up can be read before the subscription resolves.
    let opened = () => undefined as void;
    const ready = new Promise<void>((resolve) => (opened = resolve));
    const unsubscribe = await subscribe((event) => ready.then(() => stream.writeSSE(event)), finish);
    const keepAlive = setInterval(() => {
      void stream.write(': keep-alive\n\n');
      isLockedOut(db, user.id).then(
        (locked) => locked && finish(),
        () => undefined,
      );
    }, KEEP_ALIVE_MS);
    const tokenEnds = user.expiresAt ? setTimeout(finish, Math.max(0, user.expiresAt - Date.now())) : undefined;
    const release = lifecycle?.openStream(async (retryMs) => {
      if (!stream.aborted) await stream.write(retryHint(retryMs)).catch(() => undefined);
      finish();
    });
    try {
      if (!stream.aborted) await stream.write('retry: 3000\n: ready\n\n');
      opened();
      await finished;
    } finally {
      opened();
      clearInterval(keepAlive);
      clearTimeout(tokenEnds);
      release?.();
      unsubscribe();
    }
  });
}

/**
 * GET /api/Chat/{shipmentId}/Stream (decision 047 §Chat): the load's chat. Resumes after `Last-Event-ID` (or
 * `?after=`); without either it starts at the newest message (the thread call loads the history). Ends when the
 * reader is no longer a party of the load or is suspended or locked out (issue 14).
 */
export async function chatStream(c: Context<AppEnv>, shipmentId: number): Promise<Response> {
  const { db, chatHub } = c.var.deps;
  const user = c.var.user;
  const { access, load } = await requireChatAccess(db, user, shipmentId);
  if (await isLockedOut(db, user.id)) throw messageError(403, ACCOUNT_SUSPENDED);
  if (!chatHub) throw messageError(503, CHAT_STREAM_DOWN);
  const resumeFrom =
    validate(resumeHeaderSchema, { 'Last-Event-ID': c.req.header('last-event-id') })['Last-Event-ID'] ??
    readQuery(c, threadQuerySchema, THREAD_QUERY_KEYS).after;
  const after = resumeFrom ?? (await latestMessageId(db, load.id));
  return eventStream(c, (send, end) =>
    chatHub.subscribe({ shipmentId: load.id, userId: user.id, admin: access === 'admin', after, send, end }),
  );
}

/**
 * GET /api/Events (decision 083): the signed-in tab's one stream: `notification` (an AppNotification) and `bids`
 * (`{ ShipmentId }`). Nothing is replayed: the web app reads GET /api/Notifications when the stream (re)opens.
 */
export async function liveStream(c: Context<AppEnv>): Promise<Response> {
  const { db, liveHub } = c.var.deps;
  const user = c.var.user;
  if (!liveHub) throw messageError(503, EVENT_STREAM_DOWN);
  if (await isLockedOut(db, user.id)) throw messageError(403, ACCOUNT_SUSPENDED);
  return eventStream(c, (send, end) => liveHub.subscribe({ userId: user.id, admin: user.roles.includes('BackOffice'), send, end }));
}
