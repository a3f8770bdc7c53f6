import { and, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import {
  EVENT_BIDS,
  EVENT_NOTIFICATION,
  EVENT_NOTIFICATIONS_READ,
  NOTIFICATION_RETENTION_DAYS,
  NOTIFICATIONS_PAGE,
  type AppNotification,
  type NotificationKind,
  type NotificationsAnswer,
} from '../../src/contract/market';
import type { Db } from '../db/database';
import { notifications } from '../db/schema';
import { announceLive } from './live-hub';

/**
 * Notifications (decision 083): one row per recipient, written in the transaction of what caused it and announced
 * with pg_notify, so the live stream sends it only once committed. Kept 90 days: each read of the list first deletes
 * the reader's older rows (and `purgeNotifications` deletes everyone's, for a periodic job).
 */

export type NotificationInput = {
  userId: number;
  kind: NotificationKind;
  shipmentId: number | null;
  code?: string | null;
  data?: Record<string, string | number | null>;
};

const toAnswer = (row: typeof notifications.$inferSelect): AppNotification => ({
  Id: Number(row.id),
  Kind: row.kind as NotificationKind,
  ShipmentId: row.shipmentId,
  Code: typeof row.data.Code === 'string' ? row.data.Code : null,
  Data: row.data,
  Created: row.created.toISOString(),
  Read: row.readAt !== null,
});

/** Stores and announces notifications; recipients that are null (no trucker, a deleted user) are skipped. */
export async function notify(tx: Db, items: (NotificationInput | null)[]): Promise<void> {
  const rows = items.filter((i): i is NotificationInput => i !== null && Number.isSafeInteger(i.userId));
  if (rows.length === 0) return;
  const inserted = await tx
    .insert(notifications)
    .values(
      rows.map((r) => ({ userId: r.userId, kind: r.kind, shipmentId: r.shipmentId, data: { ...(r.data ?? {}), Code: r.code ?? null } })),
    )
    .returning();
  for (const row of inserted) await announceLive(tx, { u: [row.userId], e: EVENT_NOTIFICATION, d: toAnswer(row), id: String(row.id) });
}

/**
 * A notification that replaces the reader's unread one of the same kind about the same thing (`data[sameKey]`) made
 * in the last `withinMs`, in place (its data, its time): a bid changed many times is one line in the bell (issue 36).
 * A new row is announced live; one updated in place is read with the next list.
 */
export async function notifyOrUpdate(
  tx: Db,
  item: NotificationInput & { shipmentId: number },
  sameKey: string,
  withinMs: number,
): Promise<void> {
  const data = { ...(item.data ?? {}), Code: item.code ?? null };
  const [updated] = await tx
    .update(notifications)
    .set({ data, created: new Date() })
    .where(
      and(
        eq(notifications.userId, item.userId),
        eq(notifications.kind, item.kind),
        eq(notifications.shipmentId, item.shipmentId),
        isNull(notifications.readAt),
        sql`${notifications.data}->>${sameKey} = ${String(data[sameKey as keyof typeof data])}`,
        gt(notifications.created, new Date(Date.now() - withinMs)),
      ),
    )
    .returning({ id: notifications.id });
  if (!updated) await notify(tx, [item]);
}

/** "The bids of this load changed": its shipper's tabs and every BackOffice tab refetch the Bids modal. */
export async function announceBids(tx: Db, shipmentId: number, shipperUserId: number | null): Promise<void> {
  await announceLive(tx, { u: shipperUserId === null ? [] : [shipperUserId], admins: true, e: EVENT_BIDS, d: { ShipmentId: shipmentId } });
}

const retentionStart = (now: Date) => new Date(now.getTime() - NOTIFICATION_RETENTION_DAYS * 86_400_000);

/** GET /api/Notifications: the newest 50 and the unread count, after dropping the reader's rows past retention. */
export async function listNotifications(db: Db, userId: number, now = new Date()): Promise<NotificationsAnswer> {
  await db.delete(notifications).where(and(eq(notifications.userId, userId), lt(notifications.created, retentionStart(now))));
  const rows = await db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.created), desc(notifications.id))
    .limit(NOTIFICATIONS_PAGE);
  return { Notifications: rows.map(toAnswer), Unread: await unreadCount(db, userId) };
}

async function unreadCount(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return Number(row.n);
}

/** PUT /api/Notifications/Read: marks the reader's listed notifications (or all) read; others' ids are ignored. */
export async function markNotificationsRead(db: Db, userId: number, body: { Ids: number[]; All: boolean }): Promise<{ Unread: number }> {
  const mine = and(eq(notifications.userId, userId), isNull(notifications.readAt));
  if (body.All) await db.update(notifications).set({ readAt: new Date() }).where(mine);
  else if (body.Ids.length)
    await db
      .update(notifications)
      .set({ readAt: new Date() })
      .where(and(mine, inArray(notifications.id, body.Ids)));
  return { Unread: await unreadCount(db, userId) };
}

/** A conversation read to its end: the reader's unread ChatMessage notification of that load is read too (the bell follows). */
export async function markChatNotificationsRead(tx: Db, userId: number, shipmentId: number): Promise<void> {
  const read = await tx
    .update(notifications)
    .set({ readAt: new Date() })
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.shipmentId, shipmentId),
        eq(notifications.kind, 'ChatMessage'),
        isNull(notifications.readAt),
      ),
    )
    .returning({ id: notifications.id });
  if (read.length > 0) await announceLive(tx, { u: [userId], e: EVENT_NOTIFICATIONS_READ, d: { ShipmentId: shipmentId } });
}

/** Deletes every notification past retention (all users). */
export async function purgeNotifications(db: Db, now = new Date()): Promise<void> {
  await db.delete(notifications).where(lt(notifications.created, retentionStart(now)));
}
