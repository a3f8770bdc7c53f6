import { boolean, doublePrecision, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './schema-accounts';
import { shipments } from './schema-loads';

/**
 * Tables of issue 41 (decisions 168, 169): the receiver's tracking links, a load's live ETA, and what each place of a
 * trip recorded (the ETA last notified as late; on time or late once reached).
 */

const at = (name: string) => timestamp(name, { withTimezone: true });
const shipmentRef = () =>
  integer('shipment_id')
    .notNull()
    .references(() => shipments.id, { onDelete: 'cascade' });

/** A signed link that shows one load to anyone holding it; the token is `<id>.<signature>`, nothing secret is stored. */
export const shareLinks = pgTable(
  'share_links',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    shipmentId: shipmentRef(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** Null: 24 hours after the load is delivered. */
    expiresAt: at('expires_at'),
    revokedAt: at('revoked_at'),
    views: integer('views').notNull().default(0),
    lastViewedAt: at('last_viewed_at'),
    created: at('created').notNull().defaultNow(),
  },
  (t) => [index('share_links_shipment_idx').on(t.shipmentId, t.id)],
);

/** The load's ETA, recomputed with each batch of positions. `nextPlace`: 'pickup' | 'stop:<id>' | 'delivery'. */
export const shipmentEtas = pgTable('shipment_etas', {
  shipmentId: integer('shipment_id')
    .primaryKey()
    .references(() => shipments.id, { onDelete: 'cascade' }),
  nextPlace: text('next_place').notNull(),
  nextAt: at('next_at').notNull(),
  deliveryAt: at('delivery_at').notNull(),
  mph: doublePrecision('mph').notNull(),
  /** The ETA passes the end of the appointment window of the next place / of the delivery. */
  nextLate: boolean('next_late').notNull().default(false),
  deliveryLate: boolean('delivery_late').notNull().default(false),
  computedAt: at('computed_at').notNull().defaultNow(),
});

/** Per place of a trip ('pickup' | 'stop:<id>' | 'delivery'): the ETA last notified as late, and the arrival's verdict. */
export const tripPlaces = pgTable(
  'trip_places',
  {
    shipmentId: shipmentRef(),
    place: text('place').notNull(),
    notifiedEta: at('notified_eta'),
    reachedAt: at('reached_at'),
    onTime: boolean('on_time'),
  },
  (t) => [primaryKey({ name: 'trip_places_pkey', columns: [t.shipmentId, t.place] })],
);
