import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { users } from '../db/schema';
import type { AppEnv } from '../http/env';
import { retryHint } from '../ops/lifecycle';
import { latestMessageId, parseAfter, requireChatAccess } from './chat';
import { messageError } from './errors';
import { SUSPENDED } from './sign-in';

/**
 * GET /api/Chat/{shipmentId}/Stream (decision 047 §Chat): Server-Sent Events through the app's chat hub.
 * Resumes after `Last-Event-ID` (or `?after=`); without either it starts at the newest message (the thread
 * call loads the history). A comment every 25 s keeps proxies from closing an idle stream; `: ready` tells the
 * reader the subscription is live. The compress middleware leaves text/event-stream alone (hono's filter).
 * A stream ends when its access token expires and when its user is suspended or locked out (issue 14).
 */

export const KEEP_ALIVE_MS = 25_000;

/** A suspended or locked-out user's streams end (issue 14); the same check runs on every keep-alive. */
export async function isLockedOut(db: Db, userId: number): Promise<boolean> {
  const [row] = await db.select({ lockedOut: users.lockedOut }).from(users).where(eq(users.id, userId));
  return !row || row.lockedOut;
}

export async function chatStream(c: Context<AppEnv>, shipmentId: number): Promise<Response> {
  const { db, chatHub, lifecycle } = c.var.deps;
  const user = c.var.user;
  const { access, load } = await requireChatAccess(db, user, shipmentId);
  if (await isLockedOut(db, user.id)) throw messageError(403, SUSPENDED);
  if (!chatHub) throw messageError(503, 'The chat stream is not available.');
  const resumeFrom = parseAfter(c.req.header('last-event-id'), 'Last-Event-ID') ?? parseAfter(c.req.query('after'));
  const after = resumeFrom ?? (await latestMessageId(db, load.id));
  c.header('X-Accel-Buffering', 'no');
  return streamSSE(c, async (stream) => {
    let finish = () => undefined as void;
    const finished = new Promise<void>((resolve) => (finish = resolve));
    stream.onAbort(finish);
    c.req.raw.signal.addEventListener('abort', finish, { once: true });
    const unsubscribe = await chatHub.subscribe({
      shipmentId: load.id,
      userId: user.id,
      admin: access === 'admin',
      after,
      send: (event) => stream.writeSSE(event),
      end: finish,
    });
    const keepAlive = setInterval(() => {
      void stream.write(': keep-alive\n\n');
      isLockedOut(db, user.id).then((locked) => locked && finish(), () => undefined);
    }, KEEP_ALIVE_MS);
    // The stream ends with its token; the web app reconnects with a fresh one (a 401 makes it refresh first).
    const tokenEnds = user.expiresAt ? setTimeout(finish, Math.max(0, user.expiresAt - Date.now())) : undefined;
    // Graceful shutdown: a retry hint, then the end of the stream; the browser reconnects (to another node).
    const release = lifecycle?.openStream(async (retryMs) => {
      if (!stream.aborted) await stream.write(retryHint(retryMs)).catch(() => undefined);
      finish();
    });
    try {
      if (!stream.aborted) await stream.write('retry: 3000\n: ready\n\n');
      await finished;
    } finally {
      clearInterval(keepAlive);
      clearTimeout(tokenEnds);
      release?.();
      unsubscribe();
    }
  });
}
