import type { ChatMessage, ChatThread } from '@/contract/shipment';
import * as v from 'valibot';
import { chatBody } from '@/contract/chat';

/** The thread with these messages added: each message once (the stream and the send answer may both bring it), by Id. */
export function addMessages(thread: ChatThread, incoming: ChatMessage[]): ChatThread {
  if (incoming.length === 0) return thread;
  const byId = new Map(thread.Messages.map((m) => [m.Id, m]));
  for (const message of incoming) byId.set(message.Id, message);
  const Messages = [...byId.values()].sort((a, b) => a.Id - b.Id);
  const fresh = incoming.filter((m) => !m.IsMine && m.Id > thread.LastReadId && !thread.Messages.some((old) => old.Id === m.Id)).length;
  return { ...thread, Messages, Unread: thread.Unread + fresh };
}

/** A message being sent: shown at once, until the thread holds it. `afterId`: the newest id when it was sent. */
export type PendingMessage = { key: string; Body: string; Created: string; failed: boolean; afterId: number };

/**
 * The pending messages the thread does not hold yet. The stream often brings one's own message before the send
 * answers: it is the same message when it is one's own, has the same body and is newer than the pending one.
 */
export function stillPending(thread: ChatThread | undefined, pending: PendingMessage[]): PendingMessage[] {
  const mine = (thread?.Messages ?? []).filter((m) => m.IsMine);
  const claimed = new Set<number>();
  return pending.filter((p) => {
    const arrived = mine.find((m) => !claimed.has(m.Id) && m.Id > p.afterId && m.Body === p.Body);
    if (!arrived || p.failed) return true;
    claimed.add(arrived.Id);
    return false;
  });
}

/** The newest message id (0 for an empty thread): where the stream resumes and what a read mark covers. */
export function lastMessageId(thread: ChatThread | undefined): number {
  return thread?.Messages.at(-1)?.Id ?? 0;
}

/** The id to mark read, or null when everything visible is already read. */
export function readMarkToSend(thread: ChatThread | undefined, alreadySent: number): number | null {
  const last = lastMessageId(thread);
  if (!thread || last === 0 || last <= thread.LastReadId || last <= alreadySent) return null;
  return last;
}

export function markedRead(thread: ChatThread, lastReadId: number): ChatThread {
  return { ...thread, LastReadId: Math.max(thread.LastReadId, lastReadId), Unread: 0 };
}

/** What the composer may send, by the server's own rule (contract `chatBody`: trimmed, 1 to 2000 characters). */
export function sendableBody(text: string): string | null {
  const result = v.safeParse(chatBody, text);
  return result.success ? result.output : null;
}

/** Messages in days: a date header before the first message of each UTC day. */
export function dayKey(iso: string): string {
  return iso.slice(0, 10);
}
