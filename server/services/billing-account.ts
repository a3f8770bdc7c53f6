import { desc, eq, sql } from 'drizzle-orm';
import type { BillingMethodValue, BillingType } from '../../src/contract/billing';
import type { Db } from '../db/database';
import { billingAccounts, plans, shippers, subscriptionPeriods, subscriptions, truckers, users } from '../db/schema';
import { billingRowsSql } from './billing-rows';
import { messageError } from './errors';
import type { CurrentSubscription } from './subscription-state';
import { fullName } from './users';
import { message } from '../../src/contract/messages';

/**
 * A trucker's or shipper's billing context: the account, its partner name, billing method and type, and the
 * current (latest) subscription with its plan and current period. Plus the sync of the partners' payment_status
 * column from the subscription state (decision 060), so the partners list and profiles show the same status.
 */

export const BILLING_USER_NOT_FOUND = message('billing_user_not_found', 'The trucker or shipper was not found.');

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type PlanRow = typeof plans.$inferSelect;
export type PeriodRow = typeof subscriptionPeriods.$inferSelect;

export type BillingContext = {
  userId: number;
  email: string;
  name: string;
  type: BillingType;
  method: BillingMethodValue;
  created: Date;
  subscription: SubscriptionRow | null;
  plan: PlanRow | null;
  period: PeriodRow | null;
};

export async function loadBillingContext(db: Db, userId: number): Promise<BillingContext> {
  if (!Number.isSafeInteger(userId) || userId < 1 || userId > 2_147_483_647) throw messageError(404, BILLING_USER_NOT_FOUND);
  const [row] = await db
    .select({ user: users, trucker: truckers, shipper: shippers, account: billingAccounts })
    .from(users)
    .leftJoin(truckers, eq(truckers.userId, users.id))
    .leftJoin(shippers, eq(shippers.userId, users.id))
    .leftJoin(billingAccounts, eq(billingAccounts.userId, users.id))
    .where(eq(users.id, userId));
  if (!row || (!row.trucker && !row.shipper)) throw messageError(404, BILLING_USER_NOT_FOUND);
  const partnerName = (row.trucker?.name ?? row.shipper?.companyName ?? '').trim();
  const [current] = await db
    .select({ subscription: subscriptions, plan: plans, period: subscriptionPeriods })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .leftJoin(subscriptionPeriods, eq(subscriptionPeriods.id, subscriptions.currentPeriodId))
    .where(eq(subscriptions.userId, userId))
    .orderBy(desc(subscriptions.id))
    .limit(1);
  return {
    userId,
    email: row.user.email,
    name: partnerName || fullName(row.user) || row.user.email,
    type: (row.account?.type as BillingType | undefined) ?? (row.trucker ? 'Trucker' : 'RegularShipper'),
    method: (row.account?.method ?? 3) as BillingMethodValue,
    created: (row.trucker ?? row.shipper)!.created,
    subscription: current?.subscription ?? null,
    plan: current?.plan ?? null,
    period: current?.period ?? null,
  };
}

/** The state machine's view of the context's current subscription. */
export function currentSubscriptionOf(ctx: Pick<BillingContext, 'subscription' | 'plan' | 'period'>): CurrentSubscription | null {
  const sub = ctx.subscription;
  if (!sub) return null;
  return {
    managedBy: sub.managedBy as CurrentSubscription['managedBy'],
    state: sub.state as CurrentSubscription['state'],
    currentPeriodStart: sub.currentPeriodStart,
    currentPeriodEnd: sub.currentPeriodEnd,
    currentPeriodPaid: ctx.period?.paid ?? false,
    planAmount: ctx.plan?.amount ?? 0,
    providerStatus: sub.providerStatus,
  };
}

/** Serialises billing writes of one user (two admins starting the same subscription at once get one start). */
export async function lockUser(tx: Db, userId: number): Promise<void> {
  await tx.execute(sql`select id from ${users} where ${users.id} = ${userId} for update`);
}

/**
 * Writes the payment status of `billingRowsSql` into truckers/shippers.payment_status where it differs (one user,
 * or everyone). Run in every billing write's transaction and periodically for the changes time makes (a period
 * ending, a period becoming past due).
 */
export async function syncPaymentStatuses(db: Db, today: string, userId?: number): Promise<number> {
  const only = userId === undefined ? sql`` : sql`and r.id = ${userId}`;
  let changed = 0;
  for (const [table, column] of [
    [truckers, 'trucker_id'],
    [shippers, 'shipper_id'],
  ] as const) {
    const result = await db.execute(sql`update ${table} set payment_status = r.payment_status
      from (${billingRowsSql(today)}) r
      where r.${sql.raw(column)} = ${table}.id ${only} and ${table}.payment_status is distinct from r.payment_status`);
    changed += Number(
      (result as unknown as { rowCount?: number; affectedRows?: number }).rowCount ??
        (result as { affectedRows?: number }).affectedRows ??
        0,
    );
  }
  return changed;
}

const lastSync = new WeakMap<Db, number>();
/** At most once a minute per database and process: list and filter calls first bring time-driven statuses up to date. */
export async function syncPaymentStatusesIfStale(db: Db, today: string, now = Date.now()): Promise<void> {
  if (now - (lastSync.get(db) ?? 0) < 60_000) return;
  lastSync.set(db, now);
  await syncPaymentStatuses(db, today);
}
