import { boolean, doublePrecision, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { users } from './schema-accounts';
import { shipmentRef, shipments } from './schema-loads';
import { id, at, created, optionalRef } from './columns';

/**
 * Tables of issue 41 (decisions 168, 169): the receiver's tracking links, a load's live ETA, and what each place of a
 * trip recorded (the ETA last notified as late; on time or late once reached).
 */

/** A signed link that shows one load to anyone holding it; the token is `<id>.<signature>`, nothing secret is stored. */
export const shareLinks = pgTable(
  'share_links',
  {
    id: id(),
    shipmentId: shipmentRef(),
    createdBy: optionalRef('created_by', () => users.id),
    /** Null: 24 hours after the load is delivered. */
    expiresAt: at('expires_at'),
    revokedAt: at('revoked_at'),
    views: integer('views').notNull().default(0),
    lastViewedAt: at('last_viewed_at'),
    created: created(),
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
