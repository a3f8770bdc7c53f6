import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, numeric, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { files, users } from './schema-accounts';
import { id, at, created, money, belongsTo, optionalRef } from './columns';

/**
 * Tables of the billing area (issue 6, decisions 060 and 061): plans, billing accounts, subscriptions and their
 * periods, provider invoices, coupons, contracts and invoice files. Period bounds are calendar dates (UTC days,
 * end exclusive); money is numeric(12,2) read as numbers.
 */

const day = (name: string) => date(name, { mode: 'string' });

export const plans = pgTable('plans', {
  id: id(),
  name: text('name').notNull(),
  amount: money('amount').notNull(),
  /** Recurrence in days (spec: divisible by 30 = whole months). */
  reccuring: integer('reccuring').notNull(),
  description: text('description').notNull().default(''),
  created: created(),
});

/**
 * How a trucker or shipper is billed. A user without a row is an internal (method 3) account of the type its role
 * implies (Trucker / RegularShipper), so accounts created later need nothing here.
 */
export const billingAccounts = pgTable(
  'billing_accounts',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'Trucker' | 'D2dShipper' | 'DlsShipper' | 'RegularShipper'. */
    type: text('type').notNull(),
    /** IsInternalSubscription: 3 internal, 2 provider-managed, 1 free. */
    method: smallint('method').notNull().default(3),
    providerCustomerId: text('provider_customer_id'),
    created: created(),
  },
  (t) => [
    check('billing_accounts_method', sql`${t.method} in (1, 2, 3)`),
    check('billing_accounts_type', sql`${t.type} in ('Trucker', 'D2dShipper', 'DlsShipper', 'RegularShipper')`),
  ],
);

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: id(),
    userId: belongsTo('user_id', () => users.id),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id),
    /** 'internal' (back office) | 'provider' (synced from the payment provider). */
    managedBy: text('managed_by').notNull(),
    providerSubscriptionId: text('provider_subscription_id'),
    /** The provider's own status as last synced (provider subscriptions only). */
    providerStatus: text('provider_status'),
    /** 'started' | 'paused' | 'canceled'; expired is derived from the current period (never stored). */
    state: text('state').notNull(),
    startedAt: at('started_at').notNull(),
    pausedAt: at('paused_at'),
    canceledAt: at('canceled_at'),
    /** The current period (denormalised from subscription_periods, written in the same transactions). */
    currentPeriodId: integer('current_period_id'),
    currentPeriodStart: day('current_period_start').notNull(),
    currentPeriodEnd: day('current_period_end').notNull(),
    /** Billing method shown on details: "Manual invoice", "Visa •••• 4242", … */
    paymentMethod: text('payment_method'),
    created: created(),
  },
  (t) => [
    index('subscriptions_user_idx').on(t.userId, t.id),
    uniqueIndex('subscriptions_provider_id_key').on(t.providerSubscriptionId),
    check('subscriptions_managed_by', sql`${t.managedBy} in ('internal', 'provider')`),
    check('subscriptions_state', sql`${t.state} in ('started', 'paused', 'canceled')`),
    check('subscriptions_period', sql`${t.currentPeriodEnd} > ${t.currentPeriodStart}`),
  ],
);

export const providerInvoices = pgTable(
  'provider_invoices',
  {
    id: id(),
    subscriptionId: belongsTo('subscription_id', () => subscriptions.id),
    providerInvoiceId: text('provider_invoice_id').notNull().unique(),
    number: text('number').notNull(),
    amount: money('amount').notNull(),
    /** 'paid' | 'open' | 'void' | 'uncollectible' (the provider's words). */
    status: text('status').notNull(),
    date: at('date').notNull(),
    pdfUrl: text('pdf_url'),
    hostedUrl: text('hosted_url'),
    created: created(),
  },
  (t) => [index('provider_invoices_subscription_idx').on(t.subscriptionId, t.date)],
);

export const subscriptionPeriods = pgTable(
  'subscription_periods',
  {
    id: id(),
    subscriptionId: belongsTo('subscription_id', () => subscriptions.id),
    periodStart: day('period_start').notNull(),
    periodEnd: day('period_end').notNull(),
    amount: money('amount').notNull(),
    paid: boolean('paid').notNull().default(false),
    paymentMethod: text('payment_method'),
    paymentDate: at('payment_date'),
    /** Provider periods: the invoice that bills them. */
    providerInvoiceId: optionalRef('provider_invoice_id', () => providerInvoices.id),
    created: created(),
  },
  (t) => [
    index('subscription_periods_subscription_idx').on(t.subscriptionId, t.periodStart),
    index('subscription_periods_start_idx').on(t.periodStart),
    check('subscription_periods_range', sql`${t.periodEnd} > ${t.periodStart}`),
  ],
);

export const coupons = pgTable(
  'coupons',
  {
    id: id(),
    name: text('name').notNull(),
    percentOff: numeric('percent_off', { precision: 5, scale: 2, mode: 'number' }),
    amountOff: money('amount_off'),
    /** 'once' | 'repeating' | 'forever'. */
    duration: text('duration').notNull(),
    durationInMonths: integer('duration_in_months'),
    providerCouponId: text('provider_coupon_id').unique(),
    created: created(),
  },
  (t) => [
    check('coupons_one_discount', sql`num_nonnulls(${t.percentOff}, ${t.amountOff}) = 1`),
    check('coupons_duration', sql`${t.duration} in ('once', 'repeating', 'forever')`),
    check('coupons_percent_range', sql`${t.percentOff} is null or (${t.percentOff} > 0 and ${t.percentOff} <= 100)`),
    check('coupons_amount_positive', sql`${t.amountOff} is null or ${t.amountOff} > 0`),
  ],
);

/** At most one coupon per subscription (the provider's model). */
export const subscriptionCoupons = pgTable('subscription_coupons', {
  subscriptionId: integer('subscription_id')
    .primaryKey()
    .references(() => subscriptions.id, { onDelete: 'cascade' }),
  couponId: integer('coupon_id')
    .notNull()
    .references(() => coupons.id),
  appliedAt: at('applied_at').notNull().defaultNow(),
});

/** Contracts of a user and invoice files of a subscription period; bytes in the content-addressed `files`. */
export const billingAttachments = pgTable(
  'billing_attachments',
  {
    id: id(),
    userId: belongsTo('user_id', () => users.id),
    periodId: integer('period_id').references(() => subscriptionPeriods.id, { onDelete: 'cascade' }),
    /** 'contract' | 'invoice'. */
    kind: text('kind').notNull(),
    fileName: text('file_name').notNull(),
    /** Served type, chosen from the name at upload (the same bytes may arrive under different names). */
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    fileSha256: text('file_sha256')
      .notNull()
      .references(() => files.sha256),
    uploadedBy: optionalRef('uploaded_by', () => users.id),
    created: created(),
  },
  (t) => [
    index('billing_attachments_user_idx').on(t.userId, t.kind, t.created),
    index('billing_attachments_period_idx').on(t.periodId),
    check('billing_attachments_kind', sql`${t.kind} in ('contract', 'invoice')`),
    check('billing_attachments_invoice_period', sql`${t.kind} = 'contract' or ${t.periodId} is not null`),
  ],
);
