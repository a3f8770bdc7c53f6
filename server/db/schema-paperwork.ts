import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './schema-accounts';
import { attachments, shipments } from './schema-loads';
import type { PodException, PodPhoto, RateConfirmationTerms } from '../../src/contract/paperwork';

/**
 * The papers of a booked load (issue 40, decision 162): each version of its rate confirmation with the terms it
 * fixed and the carrier's acceptance, and the receiver-signed proof of delivery.
 */

export const rateConfirmations = pgTable(
  'rate_confirmations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    shipmentId: integer('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    truckerId: integer('trucker_id').notNull(),
    /** What the version fixed: parties, stops, rate, terms (the PDF is drawn from it in the reader's language). */
    terms: jsonb('terms').$type<RateConfirmationTerms>().notNull(),
    /** Rate, stops, appointments and carrier: a new version is issued when this changes. */
    fingerprint: text('fingerprint').notNull(),
    attachmentId: integer('attachment_id').references(() => attachments.id, { onDelete: 'set null' }),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    /** The device's clock when the trucker ticked (an outbox replay lands later). */
    acceptedDeviceAt: timestamp('accepted_device_at', { withTimezone: true }),
    acceptedByUserId: integer('accepted_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    acceptedName: text('accepted_name'),
    acceptedDevice: text('accepted_device'),
  },
  (t) => [
    uniqueIndex('rate_confirmations_version_uq').on(t.shipmentId, t.version),
    index('rate_confirmations_undelivered_idx')
      .on(t.id)
      .where(sql`${t.attachmentId} is null`),
  ],
);

export const proofsOfDelivery = pgTable(
  'proofs_of_delivery',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    shipmentId: integer('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    signedBy: text('signed_by').notNull(),
    exceptions: jsonb('exceptions').$type<PodException[]>().notNull(),
    signatureSha256: text('signature_sha256').notNull(),
    /** The photos as taken: the signed BOL's pages, then the exceptions' photos (named in `exceptions`). */
    photos: jsonb('photos').$type<PodPhoto[]>().notNull(),
    attachmentId: integer('attachment_id').references(() => attachments.id, { onDelete: 'set null' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull(),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('proofs_of_delivery_shipment_idx').on(t.shipmentId, t.created)],
);
