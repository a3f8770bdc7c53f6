import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './schema-accounts';
import { attachments, shipmentRef } from './schema-loads';
import type { PodException, PodPhoto, RateConfirmationTerms } from '../../src/contract/paperwork';
import { id, at, created, optionalRef } from './columns';

/**
 * The papers of a booked load (issue 40, decision 162): each version of its rate confirmation with the terms it
 * fixed and the carrier's acceptance, and the receiver-signed proof of delivery.
 */

export const rateConfirmations = pgTable(
  'rate_confirmations',
  {
    id: id(),
    shipmentId: shipmentRef(),
    version: integer('version').notNull(),
    truckerId: integer('trucker_id').notNull(),
    /** What the version fixed: parties, stops, rate, terms (the PDF is drawn from it in the reader's language). */
    terms: jsonb('terms').$type<RateConfirmationTerms>().notNull(),
    /** Rate, stops, appointments and carrier: a new version is issued when this changes. */
    fingerprint: text('fingerprint').notNull(),
    attachmentId: optionalRef('attachment_id', () => attachments.id),
    created: created(),
    acceptedAt: at('accepted_at'),
    /** The device's clock when the trucker ticked (an outbox replay lands later). */
    acceptedDeviceAt: at('accepted_device_at'),
    acceptedByUserId: optionalRef('accepted_by_user_id', () => users.id),
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
    id: id(),
    shipmentId: shipmentRef(),
    signedBy: text('signed_by').notNull(),
    exceptions: jsonb('exceptions').$type<PodException[]>().notNull(),
    signatureSha256: text('signature_sha256').notNull(),
    /** The photos as taken: the signed BOL's pages, then the exceptions' photos (named in `exceptions`). */
    photos: jsonb('photos').$type<PodPhoto[]>().notNull(),
    attachmentId: optionalRef('attachment_id', () => attachments.id),
    userId: optionalRef('user_id', () => users.id),
    signedAt: at('signed_at').notNull(),
    created: created(),
  },
  (t) => [index('proofs_of_delivery_shipment_idx').on(t.shipmentId, t.created)],
);
