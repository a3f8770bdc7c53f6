import { sql } from 'drizzle-orm';
import { boolean, check, doublePrecision, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, bigId, at, created, money, belongsTo, optionalRef } from './columns';

/** Accounts and what every area refers to: users and sign-in, partners, places, files, mail, audit. Timestamps are
 * timestamptz; ids are identity integers. */

// ── users and sign-in ───────────────────────────────────────────────────────────────────────────────────────────

export const users = pgTable(
  'users',
  {
    id: id(),
    email: text('email').notNull(),
    emailConfirmed: boolean('email_confirmed').notNull().default(false),
    phone: text('phone'),
    phoneConfirmed: boolean('phone_confirmed').notNull().default(false),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    passwordHash: text('password_hash').notNull(),
    roles: text('roles')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    lockedOut: boolean('locked_out').notNull().default(false),
    /** sha256 of the picture in `files`. */
    profilePicture: text('profile_picture'),
    /** The picture's type, kept with the reference: the same bytes can be stored as another type elsewhere. */
    profilePictureType: text('profile_picture_type'),
    created: created(),
  },
  (t) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    index('users_profile_picture_idx').on(t.profilePicture),
    index('users_created_idx').on(t.created),
    // Sort orders of the partner lists (decision 040): text in byte order, the user id breaks ties.
    index('users_email_sort_idx').on(sql`lower(${t.email}) collate "C"`),
    index('users_owner_sort_idx').on(sql`lower(${t.lastName}) collate "C"`, sql`lower(${t.firstName}) collate "C"`, t.id),
    index('users_phone_sort_idx').on(t.phone.asc().nullsFirst(), t.id),
    index('users_locked_out_sort_idx').on(t.lockedOut, t.id),
  ],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: id(),
    tokenHash: text('token_hash').notNull().unique(),
    /** Every token rotated from one sign-in shares the family; reuse of a rotated token revokes it. */
    familyId: uuid('family_id').notNull(),
    userId: belongsTo('user_id', () => users.id),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
    replacedBy: integer('replaced_by'),
    created: created(),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.familyId), index('refresh_tokens_user_idx').on(t.userId)],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: id(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: belongsTo('user_id', () => users.id),
    /** Which call asked for it: 'account' (ForgetPassword) or 'legacy' (api/auth/forgot-password). */
    via: text('via').notNull().default('account'),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    created: created(),
  },
  (t) => [index('password_reset_tokens_user_idx').on(t.userId, t.created)],
);

export const emailConfirmations = pgTable(
  'email_confirmations',
  {
    id: id(),
    codeHash: text('code_hash').notNull().unique(),
    userId: belongsTo('user_id', () => users.id),
    /** The address being confirmed; a later change of address makes the code useless. */
    email: text('email').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    created: created(),
  },
  (t) => [index('email_confirmations_user_idx').on(t.userId)],
);

/** Failed sign-in counters, one row per key ('account:<email>' or 'address:<ip>'), fixed 15-minute windows. */
export const loginAttempts = pgTable('login_attempts', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStart: at('window_start').notNull().defaultNow(),
});

/** Stored answers of writes sent with an Idempotency-Key, replayed for a repeated key. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: id(),
    userId: belongsTo('user_id', () => users.id),
    key: text('key').notNull(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    /** SHA-256 of the first request's query and body (null: an upload, or a key stored before migration 0025). */
    bodyFingerprint: text('body_fingerprint'),
    /** Null while the first request is still running. */
    status: integer('status'),
    /**
     * While status is null: the claim holds until this time; the running request renews it, so only a crashed
     * one lets it lapse and a retry then takes the key over (decision 017).
     */
    leaseUntil: at('lease_until'),
    responseBody: text('response_body'),
    contentType: text('content_type'),
    created: created(),
  },
  (t) => [uniqueIndex('idempotency_keys_user_key').on(t.userId, t.key), index('idempotency_keys_created_idx').on(t.created)],
);

// ── lookups ─────────────────────────────────────────────────────────────────────────────────────────────────────

export const countries = pgTable('countries', {
  id: id(),
  name: text('name').notNull(),
  isoCode: text('iso_code').notNull().unique(),
});

export const states = pgTable(
  'states',
  {
    id: id(),
    countryId: belongsTo('country_id', () => countries.id),
    name: text('name').notNull(),
    code: text('code').notNull(),
  },
  (t) => [index('states_country_idx').on(t.countryId)],
);

// ── partners ────────────────────────────────────────────────────────────────────────────────────────────────────

export const truckers = pgTable(
  'truckers',
  {
    id: id(),
    userId: belongsTo('user_id', () => users.id).unique(),
    name: text('name').notNull(),
    mcNumber: text('mc_number'),
    dotNumber: text('dot_number'),
    /** Quick pay request date and the date the agreement was signed (approval). */
    fpRequestDate: at('fp_request_date'),
    fpSignAgreementDate: at('fp_sign_agreement_date'),
    quickPayAllowed: boolean('quick_pay_allowed').notNull().default(false),
    approved: boolean('approved').notNull().default(false),
    /** 'active' | 'canceled' | 'past_due' | … | null (never subscribed). */
    paymentStatus: text('payment_status'),
    /** Bank details printed on the carrier's bill (spec 2 §3 Bill, IssuedBy). */
    achFinancialInstitutionName: text('ach_financial_institution_name'),
    achAbaRoutingNumber: text('ach_aba_routing_number'),
    achAccountNumber: text('ach_account_number'),
    /** Loads assigned to the trucker, kept by triggers on shipments (migration 0004, decision 043). */
    shipmentsCount: integer('shipments_count').notNull().default(0),
    /**
     * lower(e-mail, owner name, company name) for the list search, kept by triggers (migration 0001) when the
     * trucker or its user changes; trigram-indexed.
     */
    searchText: text('search_text').notNull().default(''),
    created: created(),
  },
  (t) => [
    // Sort orders of the list (decision 040); nulls sort first ascending, last descending; user id breaks ties.
    index('truckers_created_idx').on(t.created, t.userId),
    index('truckers_name_sort_idx').on(sql`lower(${t.name}) collate "C"`, t.userId),
    index('truckers_mc_number_sort_idx').on(t.mcNumber.asc().nullsFirst(), t.userId),
    index('truckers_dot_number_sort_idx').on(t.dotNumber.asc().nullsFirst(), t.userId),
    index('truckers_fp_request_date_sort_idx').on(t.fpRequestDate.asc().nullsFirst(), t.userId),
    index('truckers_fp_sign_agreement_date_sort_idx').on(t.fpSignAgreementDate.asc().nullsFirst(), t.userId),
    index('truckers_payment_status_sort_idx').on(t.paymentStatus.asc().nullsFirst(), t.userId),
    index('truckers_quick_pay_allowed_sort_idx').on(t.quickPayAllowed, t.userId),
    index('truckers_approved_sort_idx').on(t.approved, t.userId),
    index('truckers_shipments_count_sort_idx').on(t.shipmentsCount, t.userId),
    index('truckers_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
  ],
);

export const shippers = pgTable(
  'shippers',
  {
    id: id(),
    userId: belongsTo('user_id', () => users.id).unique(),
    companyName: text('company_name').notNull(),
    approved: boolean('approved').notNull().default(false),
    paymentStatus: text('payment_status'),
    quickPaySuspended: boolean('quick_pay_suspended').notNull().default(true),
    capitalAllowance: money('capital_allowance'),
    quickPayAllowedShipments: integer('quick_pay_allowed_shipments'),
    quickPayMaxShipmentValue: money('quick_pay_max_shipment_value'),
    /** Loads posted by the shipper, kept by triggers on shipments (migration 0004, decision 043). */
    shipmentsCount: integer('shipments_count').notNull().default(0),
    /** As truckers.search_text, with the company name. */
    searchText: text('search_text').notNull().default(''),
    created: created(),
  },
  (t) => [
    index('shippers_created_idx').on(t.created, t.userId),
    index('shippers_name_sort_idx').on(sql`lower(${t.companyName}) collate "C"`, t.userId),
    index('shippers_payment_status_sort_idx').on(t.paymentStatus.asc().nullsFirst(), t.userId),
    index('shippers_quick_pay_suspended_sort_idx').on(t.quickPaySuspended, t.userId),
    index('shippers_approved_sort_idx').on(t.approved, t.userId),
    index('shippers_shipments_count_sort_idx').on(t.shipmentsCount, t.userId),
    index('shippers_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
  ],
);

/** Postal addresses of a shipper (kind 'company' | 'billing') or of a trucker (kind 'company'); exactly one owner. */
export const addresses = pgTable(
  'addresses',
  {
    id: id(),
    shipperId: integer('shipper_id').references(() => shippers.id, { onDelete: 'cascade' }),
    truckerId: integer('trucker_id').references(() => truckers.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    address1: text('address1').notNull().default(''),
    address2: text('address2').notNull().default(''),
    city: text('city').notNull().default(''),
    state: text('state').notNull().default(''),
    zipcode: text('zipcode').notNull().default(''),
    country: text('country').notNull().default(''),
    created: created(),
  },
  (t) => [
    index('addresses_shipper_idx').on(t.shipperId, t.kind),
    index('addresses_trucker_idx').on(t.truckerId, t.kind),
    check('addresses_one_owner', sql`num_nonnulls(${t.shipperId}, ${t.truckerId}) = 1`),
  ],
);

// ── files, mail, audit ──────────────────────────────────────────────────────────────────────────────────────────

/** Metadata of content-addressed bytes stored under DATA_DIR/files/<aa>/<sha256>. */
export const files = pgTable('files', {
  sha256: text('sha256').primaryKey(),
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
  created: created(),
});

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    created: created(),
    sentAt: at('sent_at'),
    /** SMTP attempts so far (decision 094); the worker gives up after MAIL_MAX_ATTEMPTS. */
    attempts: integer('attempts').notNull().default(0),
    /** When a worker may take it: now for a new message, a lease while one sends it, a backoff after a failure. */
    nextAttemptAt: at('next_attempt_at').notNull().defaultNow(),
    /** Set when the worker gave up; lastError says why. */
    failedAt: at('failed_at'),
    lastError: text('last_error'),
  },
  (t) => [
    index('mail_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} is null and ${t.failedAt} is null`),
    index('mail_outbox_to_idx').on(t.to),
  ],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigId(),
    userId: optionalRef('user_id', () => users.id),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    details: jsonb('details'),
    at: at('at').notNull().defaultNow(),
  },
  (t) => [index('audit_log_entity_idx').on(t.entity, t.entityId, t.at), index('audit_log_user_idx').on(t.userId, t.at)],
);

// ── a shipper's address book ──────────────────────────────────────────────────────────────────────────────────────

/** Companies a shipper ships from and to (POST /api/Address, the view model's Addresses). */
export const addressBook = pgTable(
  'address_book',
  {
    id: id(),
    shipperId: belongsTo('shipper_id', () => shippers.id),
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
    /** IANA zone of the place (decision 160), from the coordinates or the city; null when neither is known. */
    timeZone: text('time_zone'),
    createdBy: optionalRef('created_by', () => users.id),
    created: created(),
  },
  (t) => [index('address_book_shipper_idx').on(t.shipperId, t.name)],
);

export type User = typeof users.$inferSelect;
export type Trucker = typeof truckers.$inferSelect;
export type Shipper = typeof shippers.$inferSelect;
export type Address = typeof addresses.$inferSelect;
export type AddressBookEntry = typeof addressBook.$inferSelect;
