import { check, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { truckers, users } from './schema-accounts';
import { shipmentRef } from './schema-loads';
import { bigId, at, updated, money, belongsTo, optionalRef } from './columns';

/**
 * Detention and the carrier's money (issue 40, decisions 164 and 165): what the trucker or staff decided about a
 * stop's detention, and the quick-pay requests of loads.
 */

/**
 * One row per stop someone decided about. Stop keys: 'origin', 'receiver', or 'stop:<shipment_stops.id>'.
 * `geofence_accepted_at`: the trucker took the geofence's times over the status taps. `adjusted_minutes`: staff set
 * the billable minutes (with the reason in the load's activities).
 */
export const stopDetention = pgTable(
  'stop_detention',
  {
    shipmentId: shipmentRef(),
    stopKey: text('stop_key').notNull(),
    geofenceAcceptedAt: at('geofence_accepted_at'),
    geofenceAcceptedBy: optionalRef('geofence_accepted_by', () => users.id),
    adjustedMinutes: integer('adjusted_minutes'),
    adjustedBy: optionalRef('adjusted_by', () => users.id),
    adjustReason: text('adjust_reason'),
    updated: updated(),
  },
  (t) => [primaryKey({ columns: [t.shipmentId, t.stopKey] }), check('stop_detention_minutes', sql`${t.adjustedMinutes} >= 0`)],
);

/** A carrier's request to be paid early for one load; staff approve or refuse it. A refused one may be asked again. */
export const quickPayRequests = pgTable(
  'quick_pay_requests',
  {
    id: bigId(),
    shipmentId: shipmentRef(),
    truckerId: belongsTo('trucker_id', () => truckers.id),
    /** 'Requested' | 'Approved' | 'Refused'. */
    status: text('status').notNull().default('Requested'),
    /** The carrier's gross (rate + detention) when asked, and the quick-pay fee on it. */
    gross: money('gross').notNull(),
    fee: money('fee').notNull(),
    requestedBy: optionalRef('requested_by', () => users.id),
    requestedAt: at('requested_at').notNull().defaultNow(),
    decidedBy: optionalRef('decided_by', () => users.id),
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
