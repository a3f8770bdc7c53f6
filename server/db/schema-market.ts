import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { truckers, users } from './schema-accounts';
import { shipments } from './schema-loads';

/**
 * The trucker's side of the marketplace (issue 16): the carriers a private load is offered to (decision 081) and
 * the per-user notifications delivered live over the event stream (decision 083).
 */

/** A private load is visible on the board only to the truckers named here. */
export const shipmentOffers = pgTable(
  'shipment_offers',
  {
    shipmentId: integer('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    truckerId: integer('trucker_id')
      .notNull()
      .references(() => truckers.id, { onDelete: 'cascade' }),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.shipmentId, t.truckerId] }), index('shipment_offers_trucker_idx').on(t.truckerId, t.shipmentId)],
);

/** What happened, for whom: the bell's list. The text is the web app's (translated); `data` holds its values. */
export const notifications = pgTable(
  'notifications',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** NotificationKind of src/contract/market.ts. */
    kind: text('kind').notNull(),
    shipmentId: integer('shipment_id').references(() => shipments.id, { onDelete: 'cascade' }),
    data: jsonb('data')
      .$type<Record<string, string | number | null>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    readAt: timestamp('read_at', { withTimezone: true }),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.created, t.id),
    index('notifications_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
    index('notifications_created_idx').on(t.created),
  ],
);
