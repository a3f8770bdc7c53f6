import { and, asc, desc, eq, gt, isNull, ne, or, sql } from 'drizzle-orm';
import type { ChatMessage, ChatThread } from '../../src/contract/shipment';
import type { Db } from '../db/database';
import { chatMessages, chatReads, notifications, users } from '../db/schema';
import { loadPartyUsers, requireLoadAccess, type LoadPartyUsers } from './loads-party';
import { markChatNotificationsRead, notify as notifyUsers } from './notifications';
import type { AuthUser } from './tokens';
import { fullName, photoUrl } from './users';

/**
 * The load chat (decision 047 §Chat): the shipper, the assigned trucker and BackOffice talk per load. Messages
 * and read marks are rows; a committed write is announced with pg_notify on CHAT_CHANNEL so every server node
 * (chat-hub.ts) pushes it to its own stream subscribers.
 */

export const CHAT_CHANNEL = 'haulbase_chat';
export const PAGE = 200;
/** What a notification carries: a new message, or a read mark. */
export type ChatNotice = { shipmentId: number; id: number } | { shipmentId: number; read: { userId: number; lastReadId: number } };

/** The users behind the load's parties: a message's Role is the author's part in this load. */
export type ChatParties = LoadPartyUsers;

export type ChatRow = {
  id: number;
  shipmentId: number;
  userId: number | null;
  body: string;
  created: Date;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  picture: string | null;
  roles: string[] | null;
};

/** Only the load's shipper, its assigned trucker and BackOffice: `requireLoadAccess` is exactly that set. */
export const requireChatAccess = (db: Db, user: AuthUser, shipmentId: number) => requireLoadAccess(db, user, shipmentId);

export const chatParties = loadPartyUsers;

function roleOf(row: ChatRow, parties: ChatParties | null): string {
  if (row.userId !== null && row.userId === parties?.shipperUserId) return 'Shipper';
  if (row.userId !== null && row.userId === parties?.truckerUserId) return 'Trucker';
  const roles = row.roles ?? [];
  return ['BackOffice', 'Trucker', 'Shipper'].find((r) => roles.includes(r)) ?? '';
}

export function toChatMessage(row: ChatRow, parties: ChatParties | null, readerId: number): ChatMessage {
  return {
    Id: Number(row.id),
    ShipmentId: row.shipmentId,
    UserId: row.userId,
    Nickname: fullName({ firstName: row.firstName ?? '', lastName: row.lastName ?? '' }) || row.email || 'Deleted user',
    PhotoUrl: photoUrl(row.picture) || null,
    Role: roleOf(row, parties),
    Body: row.body,
    Created: row.created.toISOString(),
    IsMine: row.userId !== null && row.userId === readerId,
  };
}

const selectRows = (db: Db) =>
  db
    .select({
      id: chatMessages.id,
      shipmentId: chatMessages.shipmentId,
      userId: chatMessages.userId,
      body: chatMessages.body,
      created: chatMessages.created,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      picture: users.profilePicture,
      roles: users.roles,
    })
    .from(chatMessages)
    .leftJoin(users, eq(users.id, chatMessages.userId));

/** Messages after `after`, oldest first, at most `limit`. */
export const messagesAfter = (db: Db, shipmentId: number, after: number, limit = PAGE): Promise<ChatRow[]> =>
  selectRows(db)
    .where(and(eq(chatMessages.shipmentId, shipmentId), gt(chatMessages.id, after)))
    .orderBy(asc(chatMessages.id))
    .limit(limit);

/** The newest `limit` messages, oldest first. */
async function latestMessages(db: Db, shipmentId: number, limit = PAGE): Promise<ChatRow[]> {
  const rows = await selectRows(db).where(eq(chatMessages.shipmentId, shipmentId)).orderBy(desc(chatMessages.id)).limit(limit);
  return rows.reverse();
}

export async function latestMessageId(db: Db, shipmentId: number): Promise<number> {
  const [row] = await db
    .select({ id: sql<number>`coalesce(max(${chatMessages.id}), 0)` })
    .from(chatMessages)
    .where(eq(chatMessages.shipmentId, shipmentId));
  return Number(row?.id ?? 0);
}

async function lastReadOf(db: Db, shipmentId: number, userId: number): Promise<number> {
  const [row] = await db
    .select({ id: chatReads.lastReadId })
    .from(chatReads)
    .where(and(eq(chatReads.shipmentId, shipmentId), eq(chatReads.userId, userId)));
  return Number(row?.id ?? 0);
}

/** Others' messages after the reader's read mark (the reader's own never count). */
export async function unreadCount(db: Db, shipmentId: number, userId: number, lastReadId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.shipmentId, shipmentId),
        gt(chatMessages.id, lastReadId),
        or(isNull(chatMessages.userId), ne(chatMessages.userId, userId)),
      ),
    );
  return Number(row.n);
}

/** GET /api/Chat/{shipmentId}/Messages[?after=]: without `after`, the newest page. */
export async function chatThread(db: Db, user: AuthUser, shipmentId: number, after: number | null): Promise<ChatThread> {
  const { load } = await requireChatAccess(db, user, shipmentId);
  const [rows, parties, lastReadId] = await Promise.all([
    after === null ? latestMessages(db, shipmentId) : messagesAfter(db, shipmentId, after),
    chatParties(db, shipmentId),
    lastReadOf(db, shipmentId, user.id),
  ]);
  return {
    ShipmentId: load.id,
    Code: load.code,
    Messages: rows.map((r) => toChatMessage(r, parties, user.id)),
    Unread: await unreadCount(db, shipmentId, user.id, lastReadId),
    LastReadId: lastReadId,
  };
}

const notify = (tx: Db, notice: ChatNotice) => tx.execute(sql`select pg_notify(${CHAT_CHANNEL}, ${JSON.stringify(notice)})`);

/** Moves the user's read mark forward (never back) to at most `lastReadId`. */
async function markRead(tx: Db, shipmentId: number, userId: number, lastReadId: number): Promise<void> {
  await tx
    .insert(chatReads)
    .values({ shipmentId, userId, lastReadId })
    .onConflictDoUpdate({
      target: [chatReads.shipmentId, chatReads.userId],
      set: { lastReadId: sql`greatest(${chatReads.lastReadId}, excluded.last_read_id)` },
    });
}

/**
 * The bell (decision 083): the load's other parties (its shipper and its carrier, never the author) get one ChatMessage
 * notification per load until they read it, not one per message of a conversation.
 */
async function notifyChat(tx: Db, shipmentId: number, code: string, authorId: number, author: string): Promise<void> {
  const parties = await chatParties(tx, shipmentId);
  const recipients = [parties?.shipperUserId ?? null, parties?.truckerUserId ?? null].filter(
    (id): id is number => id !== null && id !== authorId,
  );
  if (recipients.length === 0) return;
  const waiting = await tx
    .select({ userId: notifications.userId })
    .from(notifications)
    .where(and(eq(notifications.shipmentId, shipmentId), eq(notifications.kind, 'ChatMessage'), isNull(notifications.readAt)));
  const told = new Set(waiting.map((row) => row.userId));
  await notifyUsers(
    tx,
    [...new Set(recipients)]
      .filter((id) => !told.has(id))
      .map((userId) => ({ userId, kind: 'ChatMessage' as const, shipmentId, code, data: { From: author } })),
  );
}

/** Advisory lock class (with the load id) that orders one load's chat inserts. */
const CHAT_ORDER_LOCK = 728_417_002;

/** POST /api/Chat/{shipmentId}/Messages: stored and announced in one transaction (the author's own never count as unread). */
export async function postMessage(db: Db, user: AuthUser, shipmentId: number, body: string): Promise<ChatMessage> {
  const { load } = await requireChatAccess(db, user, shipmentId);
  const [me] = await db
    .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(eq(users.id, user.id));
  const author = me ? fullName(me) || me.email : '';
  const id = await db.transaction(async (tx) => {
    // A load's messages commit in the order of their ids: streams deliver and resume (Last-Event-ID) after the
    // highest id sent, so a lower id committed later would never be sent (decision 157).
    await tx.execute(sql`select pg_advisory_xact_lock(${CHAT_ORDER_LOCK}, ${load.id})`);
    const [row] = await tx.insert(chatMessages).values({ shipmentId: load.id, userId: user.id, body }).returning({ id: chatMessages.id });
    await notify(tx, { shipmentId: load.id, id: Number(row.id) });
    await notifyChat(tx, load.id, load.code, user.id, author);
    return Number(row.id);
  });
  const [[row], parties] = await Promise.all([selectRows(db).where(eq(chatMessages.id, id)), chatParties(db, load.id)]);
  return toChatMessage(row, parties, user.id);
}

export type ReadMark = { ShipmentId: number; LastReadId: number; Unread: number };

/** PUT /api/Chat/{shipmentId}/Read: up to LastReadId (capped at the newest message); announced as a `read` event. */
export async function readUpTo(db: Db, user: AuthUser, shipmentId: number, lastReadId: number): Promise<ReadMark> {
  const { load } = await requireChatAccess(db, user, shipmentId);
  const newest = await latestMessageId(db, load.id);
  const upTo = Math.min(lastReadId, newest);
  const mark = await db.transaction(async (tx) => {
    await markRead(tx, load.id, user.id, upTo);
    const current = await lastReadOf(tx, load.id, user.id);
    await notify(tx, { shipmentId: load.id, read: { userId: user.id, lastReadId: current } });
    if (current >= newest) await markChatNotificationsRead(tx, user.id, load.id);
    return current;
  });
  return { ShipmentId: load.id, LastReadId: mark, Unread: await unreadCount(db, load.id, user.id, mark) };
}
