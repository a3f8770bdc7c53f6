import { sql } from 'drizzle-orm';
import { bigint, boolean, check, doublePrecision, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { shippers, users } from './schema';
import { shipments } from './schema-loads';

/**
 * Tables of the shipper load screens (issue 5, decision 047): the shipper's address book (the companies of the
 * pickup, consignee and stop pickers) and the load chat with the assigned carrier.
 */

const created = () => timestamp('created', { withTimezone: true }).notNull().defaultNow();

/** Companies a shipper ships from and to (POST /api/Address, the view model's Addresses). */
export const addressBook = pgTable(
  'address_book',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    shipperId: integer('shipper_id')
      .notNull()
      .references(() => shippers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    code: text('code'),
    address1: text('address1').notNull(),
    address2: text('address2').notNull().default(''),
    city: text('city').notNull(),
    state: text('state').notNull(),
    country: text('country').notNull().default('United States'),
    zipcode: text('zipcode').notNull(),
    contactFirstName: text('contact_first_name'),
    contactLastName: text('contact_last_name'),
    contactEmail: text('contact_email'),
    contactPhone: text('contact_phone'),
    contactPhone2: text('contact_phone2'),
    contactFax: text('contact_fax'),
    /** Created from the pickup picker (true) or the consignee picker (false). */
    isShipper: boolean('is_shipper').notNull().default(true),
    /** City centre from the bundled city list; null when the city is not in it (miles then fall back to 0). */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    created: created(),
  },
  (t) => [index('address_book_shipper_idx').on(t.shipperId, t.name)],
);

/** Chat of a load between its shipper, its assigned trucker and BackOffice (replaces the old cloud document store). */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    shipmentId: integer('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
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
    shipmentId: integer('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastReadId: bigint('last_read_id', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.shipmentId, t.userId] })],
);

export type AddressBookEntry = typeof addressBook.$inferSelect;
export type ChatMessage = typeof chatMessages.$inferSelect;
