import { Hono } from 'hono';
import { requireSignedIn } from '../auth/guards';
import type { AppEnv } from '../http/env';
import { answerWithWrite, idempotent } from '../http/idempotency';
import { route } from '../http/paths';
import { readQuery } from '../http/query';
import { readValid } from '../http/request';
import { postMessageSchema, readSchema, THREAD_QUERY_KEYS, threadQuerySchema } from '../../src/contract/chat';
import { chatThread, postMessage, readUpTo } from '../services/chat';
import { chatConversations } from '../services/chat-conversations';
import { chatStream } from '../http/event-stream';
import { pathId } from '../http/path-id';

/**
 * Load chat (decision 047 §Chat). Guards: requireSignedIn + chat access (the load's shipper, its assigned trucker,
 * BackOffice; 404 for an unknown load). Writes take Idempotency-Key.
 */
export const chatRoutes = new Hono<AppEnv>();

chatRoutes.get(route('/api/Chat/Conversations'), requireSignedIn, async (c) => c.json(await chatConversations(c.var.deps.db, c.var.user)));

chatRoutes.get(route('/api/Chat/:id{[0-9]+}/Messages'), requireSignedIn, async (c) =>
  c.json(await chatThread(c.var.deps.db, c.var.user, pathId(c), readQuery(c, threadQuerySchema, THREAD_QUERY_KEYS).after)),
);

chatRoutes.post(route('/api/Chat/:id{[0-9]+}/Messages'), requireSignedIn, idempotent, async (c) => {
  const { Body } = await readValid(c, postMessageSchema);
  // The key's answer is stored in the write's transaction (issue 36); the stream is poked once it committed.
  let shipmentId = 0;
  const res = await answerWithWrite(c, 200, async (db) => {
    const message = await postMessage(db, c.var.user, pathId(c), Body);
    shipmentId = message.ShipmentId;
    return message;
  });
  c.var.deps.chatHub?.poke(shipmentId);
  return res;
});

chatRoutes.put(route('/api/Chat/:id{[0-9]+}/Read'), requireSignedIn, idempotent, async (c) => {
  const { LastReadId } = await readValid(c, readSchema);
  return answerWithWrite(c, 200, (db) => readUpTo(db, c.var.user, pathId(c), LastReadId));
});

chatRoutes.get(route('/api/Chat/:id{[0-9]+}/Stream'), requireSignedIn, async (c) => chatStream(c, pathId(c)));
