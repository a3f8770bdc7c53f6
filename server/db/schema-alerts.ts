import { sql } from 'drizzle-orm';
import { boolean, customType, doublePrecision, index, integer, jsonb, pgTable, serial, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { SavedQuery } from '../../src/contract/saved-searches';
import { truckers, users } from './schema-accounts';
import { shipmentRef } from './schema-loads';
import { bigId, at, created, updated, money, belongsTo } from './columns';

/**
 * Saved searches with alerts and Web Push (issue 41, decisions 166 and 167). Written by hand in migration 0022: the
 * GiST index on the two boxes is what matches a new load against every search.
 */

/** PostgreSQL's `box`, written and read as its text form `(x1,y1),(x2,y2)`. */
const box = customType<{ data: string }>({ dataType: () => 'box' });

export const savedSearches = pgTable(
  'saved_searches',
  {
    id: serial('id').primaryKey(),
    truckerId: belongsTo('trucker_id', () => truckers.id),
    name: text('name').notNull(),
    query: jsonb('query').$type<SavedQuery>().notNull(),
    originLat: doublePrecision('origin_lat'),
    originLng: doublePrecision('origin_lng'),
    originRadius: doublePrecision('origin_radius'),
    destLat: doublePrecision('dest_lat'),
    destLng: doublePrecision('dest_lng'),
    destRadius: doublePrecision('dest_radius'),
    /** The origin circle's bounding box, longitude as x; the whole world when the search names no origin. */
    originArea: box('origin_area').notNull(),
    destArea: box('dest_area').notNull(),
    equipmentIds: integer('equipment_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    pickupFrom: at('pickup_from'),
    /** Exclusive: the day after pickupTo, 00:00 UTC (the board's rule). */
    pickupBefore: at('pickup_before'),
    minRatePerMile: money('min_rate_per_mile'),
    kind: text('kind').notNull().default('all'),
    alertInApp: boolean('alert_in_app').notNull().default(true),
    alertEmail: boolean('alert_email').notNull().default(false),
    alertPush: boolean('alert_push').notNull().default(false),
    created: created(),
    updated: updated(),
  },
  (t) => [
    index('saved_searches_trucker_idx').on(t.truckerId, t.id),
    index('saved_searches_area_idx')
      .using('gist', t.originArea, t.destArea)
      .where(sql`${t.alertInApp} or ${t.alertEmail} or ${t.alertPush}`),
  ],
);

/** Loads posted and not yet matched (written in the posting transaction). */
export const loadAlertQueue = pgTable('load_alert_queue', {
  id: bigId(),
  shipmentId: shipmentRef(),
  created: created(),
});

/** One alert per trucker and load; `emailPending` until the trucker's next digest. */
export const savedSearchAlerts = pgTable(
  'saved_search_alerts',
  {
    id: bigId(),
    userId: belongsTo('user_id', () => users.id),
    shipmentId: shipmentRef(),
    searchName: text('search_name').notNull(),
    emailPending: boolean('email_pending').notNull().default(false),
    created: created(),
  },
  (t) => [
    uniqueIndex('saved_search_alerts_user_load_idx').on(t.userId, t.shipmentId),
    index('saved_search_alerts_pending_idx')
      .on(t.userId)
      .where(sql`${t.emailPending}`),
  ],
);

export const alertDigests = pgTable('alert_digests', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  lastSentAt: at('last_sent_at').notNull(),
});

export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: bigId(),
    userId: belongsTo('user_id', () => users.id),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** The sign-in (refresh token family) that subscribed: signing out of it drops the subscription. */
    sessionFamily: uuid('session_family'),
    userAgent: text('user_agent'),
    created: created(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_idx').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId),
    index('push_subscriptions_family_idx').on(t.sessionFamily),
  ],
);
