import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { AppEnv } from '../http/env';
import { KEEP_ALIVE_MS } from './chat-stream';
import { messageError } from './errors';

/**
 * GET /api/Events (decision 083): the signed-in tab's one Server-Sent Events stream, through the app's live hub.
 * Events: `notification` (an AppNotification) and `bids` (`{ ShipmentId }`). Nothing is replayed: the web app reads
 * GET /api/Notifications when the stream (re)opens. `: ready` tells the reader the subscription is live.
 */
export async function liveStream(c: Context<AppEnv>): Promise<Response> {
  const { liveHub } = c.var.deps;
  const user = c.var.user;
  if (!liveHub) throw messageError(503, 'The event stream is not available.');
  c.header('X-Accel-Buffering', 'no');
  return streamSSE(c, async (stream) => {
    let finish = () => undefined as void;
    const finished = new Promise<void>((resolve) => (finish = resolve));
    stream.onAbort(finish);
    c.req.raw.signal.addEventListener('abort', finish, { once: true });
    const unsubscribe = await liveHub.subscribe({
      userId: user.id,
      admin: user.roles.includes('BackOffice'),
      send: (event) => stream.writeSSE(event),
      end: finish,
    });
    const keepAlive = setInterval(() => void stream.write(': keep-alive\n\n'), KEEP_ALIVE_MS);
    try {
      if (!stream.aborted) await stream.write('retry: 3000\n: ready\n\n');
      await finished;
    } finally {
      clearInterval(keepAlive);
      unsubscribe();
    }
  });
}
