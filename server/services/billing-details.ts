import { and, desc, eq, inArray } from 'drizzle-orm';
import {
  discountedAmount,
  formatCalendarDate,
  periodEndDate,
  type BillingDetails,
  type Coupon,
  type ProviderInvoice,
  type SubscriptionPeriodRow,
  type UpcomingInvoice,
} from '../../src/contract/billing';
import type { Db } from '../db/database';
import { coupons, providerInvoices, subscriptionCoupons, subscriptionPeriods, subscriptions } from '../db/schema';
import { currentSubscriptionOf, loadBillingContext, type BillingContext } from './billing-account';
import { invoicesOfPeriods } from './billing-files';
import { signUrl } from './signed-urls';
import { NO_ACTIONS, actionsFor, paymentStatus, todayOf } from './subscription-state';

/** `GET /api/Billing/details/{id}` and the user's own billing (decision 060). */

type CouponRow = typeof coupons.$inferSelect;
type ProviderInvoiceRow = typeof providerInvoices.$inferSelect;

const round = (n: number) => Math.round(n * 100) / 100;

export function couponOf(row: CouponRow, planAmount: number): Coupon {
  return {
    Name: row.name,
    PercentOff: row.percentOff,
    AmountOff: row.amountOff,
    Duration: row.duration as Coupon['Duration'],
    DurationInMonths: row.durationInMonths,
    Amount: round(planAmount - discountedAmount(planAmount, { percentOff: row.percentOff, amountOff: row.amountOff })),
  };
}

/** Whether a coupon still discounts an invoice dated `day` (once: the first invoice only; repeating: N months). */
export function couponApplies(row: CouponRow, appliedAt: Date, day: string, invoicesSoFar: number): boolean {
  if (row.duration === 'forever') return true;
  if (row.duration === 'once') return invoicesSoFar === 0;
  const until = new Date(
    Date.UTC(appliedAt.getUTCFullYear(), appliedAt.getUTCMonth() + (row.durationInMonths ?? 0), appliedAt.getUTCDate()),
  );
  return day < formatCalendarDate(until);
}

export const providerInvoicePath = (id: number, what: 'pdf' | 'view') => `/api/files/provider-invoices/${id}/${what}`;

function toProviderInvoice(row: ProviderInvoiceRow, email: string, secret: Uint8Array, now: number): ProviderInvoice {
  return {
    Id: row.id,
    Number: row.number,
    Amount: row.amount,
    Status: row.status,
    Date: row.date.toISOString(),
    // A real provider's URLs are stored; the seeded provider's documents are served by this server (decision 061).
    Pdf: row.pdfUrl ?? signUrl(secret, providerInvoicePath(row.id, 'pdf'), now),
    View: row.hostedUrl ?? signUrl(secret, providerInvoicePath(row.id, 'view'), now),
    Email: email,
  };
}

function upcomingOf(ctx: BillingContext, status: string | null, coupon: { row: CouponRow; appliedAt: Date } | null, invoiceCount: number) {
  const { subscription: sub, plan } = ctx;
  if (!sub || !plan || status === 'canceled' || ctx.method === 1) return null;
  const start = sub.currentPeriodEnd;
  const end = periodEndDate(start, plan.reccuring)!;
  const internal = sub.managedBy === 'internal';
  const applied = !internal && coupon && couponApplies(coupon.row, coupon.appliedAt, start, invoiceCount) ? coupon.row : null;
  const total = applied ? discountedAmount(plan.amount, { percentOff: applied.percentOff, amountOff: applied.amountOff }) : plan.amount;
  const upcoming: UpcomingInvoice = {
    StartDate: start,
    Description: `${plan.name} (${start} – ${end})`,
    Quantity: 1,
    UnitPrice: plan.amount,
    Subtotal: plan.amount,
    Coupon: applied ? couponOf(applied, plan.amount) : null,
    Discount: round(plan.amount - total),
    Total: total,
    AmountDue: total,
    Amount: total,
  };
  return upcoming;
}

export async function billingDetails(
  db: Db,
  userId: number,
  callerId: number,
  secret: Uint8Array,
  options: { readOnly?: boolean; now?: Date } = {},
): Promise<BillingDetails> {
  const now = options.now ?? new Date();
  const today = todayOf(now);
  const ctx = await loadBillingContext(db, userId);
  const current = currentSubscriptionOf(ctx);
  const status = paymentStatus(current, today);
  const sub = ctx.subscription;

  const [couponRow] = sub
    ? await db
        .select({ row: coupons, appliedAt: subscriptionCoupons.appliedAt })
        .from(subscriptionCoupons)
        .innerJoin(coupons, eq(coupons.id, subscriptionCoupons.couponId))
        .where(eq(subscriptionCoupons.subscriptionId, sub.id))
    : [];

  const periodRows = await db
    .select({ period: subscriptionPeriods })
    .from(subscriptionPeriods)
    .innerJoin(subscriptions, eq(subscriptions.id, subscriptionPeriods.subscriptionId))
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.managedBy, 'internal')))
    .orderBy(desc(subscriptionPeriods.periodStart), desc(subscriptionPeriods.id));
  const files = await invoicesOfPeriods(
    db,
    periodRows.map((r) => r.period.id),
    callerId,
    secret,
  );
  const periods: SubscriptionPeriodRow[] = periodRows.map(({ period }) => ({
    Id: period.id,
    SubscriptionId: period.subscriptionId,
    Amount: period.amount,
    IsPaid: period.paid,
    PaymentMethod: period.paymentMethod,
    PaymentDate: period.paymentDate?.toISOString() ?? null,
    Period: { Start: period.periodStart, End: period.periodEnd },
    Email: ctx.email,
    Invoices: files.get(period.id) ?? [],
  }));

  const providerSubs = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.managedBy, 'provider')));
  const invoiceRows = providerSubs.length
    ? await db
        .select()
        .from(providerInvoices)
        .where(
          inArray(
            providerInvoices.subscriptionId,
            providerSubs.map((s) => s.id),
          ),
        )
        .orderBy(desc(providerInvoices.date), desc(providerInvoices.id))
    : [];
  const nowMs = now.getTime();
  const currentInvoiceCount = sub ? invoiceRows.filter((i) => i.subscriptionId === sub.id).length : 0;

  const internal = sub ? sub.managedBy === 'internal' : ctx.method === 3;
  const coupon = !internal && couponRow && ctx.plan ? couponOf(couponRow.row, ctx.plan.amount) : null;
  return {
    UserId: ctx.userId,
    Name: ctx.name,
    Email: ctx.email,
    Type: ctx.type,
    PaymentStatus: status,
    IsInternal: internal,
    IsInternalSubscription: ctx.method,
    SubscriptionId: sub?.id ?? null,
    SubscriptionDate: sub?.startedAt.toISOString() ?? null,
    Created: ctx.created.toISOString(),
    Period: sub ? { Start: sub.currentPeriodStart, End: sub.currentPeriodEnd } : null,
    PaymentMethod: sub ? (internal ? (ctx.period?.paymentMethod ?? sub.paymentMethod) : sub.paymentMethod) : null,
    BillingMethod: ctx.method === 1 ? 'free' : internal ? 'internal' : 'provider',
    Plan: ctx.plan
      ? { Id: ctx.plan.id, Name: ctx.plan.name, Amount: ctx.plan.amount, Description: ctx.plan.description, Reccuring: ctx.plan.reccuring }
      : null,
    Actions: options.readOnly ? NO_ACTIONS : actionsFor(ctx.method, current, today),
    Coupon: coupon,
    UpcomingInvoice: upcomingOf(ctx, status, !internal && couponRow ? couponRow : null, currentInvoiceCount),
    Subscriptions: periods,
    Invoices: invoiceRows.map((row) => toProviderInvoice(row, ctx.email, secret, nowMs)),
  };
}
