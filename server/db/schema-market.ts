import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { truckers, users } from './schema-accounts';
import { shipmentRef, shipments } from './schema-loads';
import { bigId, at, created, belongsTo } from './columns';

/**
 * The trucker's side of the marketplace (issue 16): the carriers a private load is offered to (decision 081) and
 * the per-user notifications delivered live over the event stream (decision 083).
 */

/** A private load is visible on the board only to the truckers named here. */
export const shipmentOffers = pgTable(
  'shipment_offers',
  {
    shipmentId: shipmentRef(),
    truckerId: belongsTo('trucker_id', () => truckers.id),
    created: created(),
  },
  (t) => [primaryKey({ columns: [t.shipmentId, t.truckerId] }), index('shipment_offers_trucker_idx').on(t.truckerId, t.shipmentId)],
);

/** What happened, for whom: the bell's list. The text is the web app's (translated); `data` holds its values. */
export const notifications = pgTable(
  'notifications',
  {
    id: bigId(),
    userId: belongsTo('user_id', () => users.id),
    /** NotificationKind of src/contract/market.ts. */
    kind: text('kind').notNull(),
    shipmentId: integer('shipment_id').references(() => shipments.id, { onDelete: 'cascade' }),
    data: jsonb('data')
      .$type<Record<string, string | number | null>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    readAt: at('read_at'),
    created: created(),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.created, t.id),
    index('notifications_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
    index('notifications_created_idx').on(t.created),
  ],
);
