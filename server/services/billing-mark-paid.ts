import { eq } from 'drizzle-orm';
import { MARKED_PAID, MARKED_UNPAID, type MarkAsPaidAnswer, type MarkAsPaidLookup } from '../../src/contract/billing';
import type { Db } from '../db/database';
import { subscriptionPeriods, subscriptions } from '../db/schema';
import { lockUser, syncPaymentStatuses } from './billing-account';
import type { MarkInput } from '../../src/contract/billing-actions';
import { audit } from './audit';
import { messageError } from './errors';
import { todayOf } from './subscription-state';
import type { AuthUser } from './tokens';
import { message } from '../../src/contract/messages';

/** Mark a subscription period as paid or unpaid (decision 060): internal subscriptions' periods only. */

export const PERIOD_NOT_FOUND = message('period_not_found', 'The subscription period was not found.');
export const PROVIDER_PERIOD = message('provider_period', 'This period is billed by the payment provider; its payment is recorded there.');

async function periodWithOwner(db: Db, periodId: number) {
  if (!Number.isSafeInteger(periodId) || periodId < 1 || periodId > 2_147_483_647) throw messageError(404, PERIOD_NOT_FOUND);
  const [row] = await db
    .select({ period: subscriptionPeriods, userId: subscriptions.userId, managedBy: subscriptions.managedBy })
    .from(subscriptionPeriods)
    .innerJoin(subscriptions, eq(subscriptions.id, subscriptionPeriods.subscriptionId))
    .where(eq(subscriptionPeriods.id, periodId));
  if (!row) throw messageError(404, PERIOD_NOT_FOUND);
  return row;
}

const lookupOf = (period: typeof subscriptionPeriods.$inferSelect): MarkAsPaidLookup => ({
  IsPaid: period.paid,
  PaymentMethod: period.paymentMethod,
  PaymentDate: period.paymentDate?.toISOString() ?? null,
});

export async function markAsPaidLookup(db: Db, periodId: number): Promise<MarkAsPaidLookup> {
  return lookupOf((await periodWithOwner(db, periodId)).period);
}

export async function markAsPaid(db: Db, actor: AuthUser, input: MarkInput, now = new Date()): Promise<MarkAsPaidAnswer> {
  const { userId } = await periodWithOwner(db, input.periodId);
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const { period, managedBy } = await periodWithOwner(tx, input.periodId);
    if (managedBy !== 'internal') throw messageError(400, PROVIDER_PERIOD);
    const values = input.paid
      ? { paid: true, paymentMethod: input.paymentMethod, paymentDate: input.paymentDate ?? now }
      : { paid: false, paymentMethod: null, paymentDate: null };
    const [updated] = await tx.update(subscriptionPeriods).set(values).where(eq(subscriptionPeriods.id, period.id)).returning();
    await audit(tx, {
      userId: actor.id,
      action: input.paid ? 'subscription_period_marked_paid' : 'subscription_period_marked_unpaid',
      entity: 'subscription_period',
      entityId: period.id,
      details: { userId, before: lookupOf(period), after: lookupOf(updated) },
    });
    await syncPaymentStatuses(tx, todayOf(now), userId);
    return { Message: input.paid ? MARKED_PAID : MARKED_UNPAID, ...lookupOf(updated) };
  });
}
