import { bigint, check, index, integer, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { truckers, users } from './schema-accounts';
import { shipments } from './schema-loads';

/**
 * Detention and the carrier's money (issue 40, decisions 164 and 165): what the trucker or staff decided about a
 * stop's detention, and the quick-pay requests of loads.
 */

const at = (name: string) => timestamp(name, { withTimezone: true });
const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });

/**
 * One row per stop someone decided about. Stop keys: 'origin', 'receiver', or 'stop:<shipment_stops.id>'.
 * `geofence_accepted_at`: the trucker took the geofence's times over the status taps. `adjusted_minutes`: staff set
 * the billable minutes (with the reason in the load's activities).
 */
export const stopDetention = pgTable(
  'stop_detention',
  {
    shipmentId: integer('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    stopKey: text('stop_key').notNull(),
    geofenceAcceptedAt: at('geofence_accepted_at'),
    geofenceAcceptedBy: integer('geofence_accepted_by').references(() => users.id, { onDelete: 'set null' }),
    adjustedMinutes: integer('adjusted_minutes'),
    adjustedBy: integer('adjusted_by').references(() => users.id, { onDelete: 'set null' }),
    adjustReason: text('adjust_reason'),
    updated: at('updated').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.shipmentId, t.stopKey] }), check('stop_detention_minutes', sql`${t.adjustedMinutes} >= 0`)],
);

/** A carrier's request to be paid early for one load; staff approve or refuse it. A refused one may be asked again. */
export const quickPayRequests = pgTable(
  'quick_pay_requests',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    shipmentId: integer('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    truckerId: integer('trucker_id')
      .notNull()
      .references(() => truckers.id, { onDelete: 'cascade' }),
    /** 'Requested' | 'Approved' | 'Refused'. */
    status: text('status').notNull().default('Requested'),
    /** The carrier's gross (rate + detention) when asked, and the quick-pay fee on it. */
    gross: money('gross').notNull(),
    fee: money('fee').notNull(),
    requestedBy: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
    requestedAt: at('requested_at').notNull().defaultNow(),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: at('decided_at'),
    reason: text('reason'),
  },
  (t) => [
    index('quick_pay_requests_shipment_idx').on(t.shipmentId, t.requestedAt),
    uniqueIndex('quick_pay_requests_one_live')
      .on(t.shipmentId)
      .where(sql`${t.status} <> 'Refused'`),
    check('quick_pay_requests_status', sql`${t.status} in ('Requested', 'Approved', 'Refused')`),
  ],
);
