import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { users } from './schema-accounts';
import { shipmentRef } from './schema-loads';
import { bigId, created, belongsTo, optionalRef } from './columns';

/**
 * Tables of the shipper load screens (issue 5, decision 047): the load chat with the assigned carrier. The shipper's
 * address book (the companies of the pickup, consignee and stop pickers) is in schema-accounts.ts.
 */

/** Chat of a load between its shipper, its assigned trucker and BackOffice (replaces the old cloud document store). */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigId(),
    shipmentId: shipmentRef(),
    userId: optionalRef('user_id', () => users.id),
    body: text('body').notNull(),
    created: created(),
  },
  (t) => [
    index('chat_messages_shipment_idx').on(t.shipmentId, t.id),
    index('chat_messages_created_idx').on(t.created, t.id),
    check('chat_messages_body_length', sql`char_length(${t.body}) between 1 and 2000`),
  ],
);

/** The last message each user has read in each load's chat (unread counts). */
export const chatReads = pgTable(
  'chat_reads',
  {
    shipmentId: shipmentRef(),
    userId: belongsTo('user_id', () => users.id),
    lastReadId: bigint('last_read_id', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.shipmentId, t.userId] })],
);

export type ChatMessage = typeof chatMessages.$inferSelect;
