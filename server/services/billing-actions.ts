import { asc, eq } from 'drizzle-orm';
import { periodEndDate, type ActionAnswer } from '../../src/contract/billing';
import type { Db } from '../db/database';
import { plans, subscriptionPeriods, subscriptions } from '../db/schema';
import { currentSubscriptionOf, loadBillingContext, lockUser, syncPaymentStatuses, type BillingContext } from './billing-account';
import type { StartInput } from '../../src/contract/billing-actions';
import { defaultBillingProvider, ProviderError, type BillingProvider } from './billing-provider';
import { audit } from './audit';
import { fieldError, messageError } from './errors';
import { actionsFor, paymentStatus, renewalStart, resumedPeriodEnd, subscriptionState, todayOf } from './subscription-state';
import type { AuthUser } from './tokens';
import { SELECT_PLAN } from '../../src/contract/billing';
import { template } from '../../src/contract/messages';

const renewalTooEarly = template('renewal_start', 'The renewal cannot start before {date}');

/** The refusals naming the partner (decision 120: one template per action, the name as a value). */
const NOT_INTERNAL = template('subscription_not_internal', 'The subscription of {name} is not managed internally.');
const CANNOT_START = template('subscription_cannot_start', 'The subscription of {name} cannot be started now.');
const CANNOT_RENEW = template('subscription_cannot_renew', 'The subscription of {name} cannot be renewed now.');
const CANNOT_PAUSE = template('subscription_cannot_pause', 'The subscription of {name} cannot be paused now.');
const CANNOT_RESUME = template('subscription_cannot_resume', 'The subscription of {name} cannot be resumed now.');
const CANNOT_CANCEL = template('subscription_cannot_cancel', 'The subscription of {name} cannot be canceled now.');
const NOTHING_TO_RENEW = template('subscription_nothing_to_renew', '{name} has no subscription to renew.');

/**
 * Start, renew, pause, resume and cancel (decision 060). Each runs in one transaction: the user's row is locked,
 * the context re-read, the Can-flag checked by the state machine, the rows written, the partner's payment_status
 * synced and the audit row added. Provider-managed subscriptions change through the BillingProvider.
 */

async function answer(tx: Db, userId: number, now: Date, message: string): Promise<ActionAnswer> {
  const ctx = await loadBillingContext(tx, userId);
  const today = todayOf(now);
  const current = currentSubscriptionOf(ctx);
  await syncPaymentStatuses(tx, today, userId);
  return {
    Message: message,
    UserId: userId,
    SubscriptionId: ctx.subscription?.id ?? null,
    PaymentStatus: paymentStatus(current, today),
    Actions: actionsFor(ctx.method, current, today),
  };
}

const flagsOf = (ctx: BillingContext, now: Date) => actionsFor(ctx.method, currentSubscriptionOf(ctx), todayOf(now));

/** Runs `action` in one transaction, with the user's row locked and the billing context read after the lock. */
function withLockedContext<T>(db: Db, userId: number, action: (tx: Db, ctx: BillingContext) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    return action(tx, await loadBillingContext(tx, userId));
  });
}

export async function startSubscription(db: Db, actor: AuthUser, input: StartInput, now = new Date()): Promise<ActionAnswer> {
  return withLockedContext(db, input.userId, async (tx, ctx) => {
    const [plan] = await tx.select().from(plans).where(eq(plans.id, input.planId));
    if (!plan) throw fieldError('PlanId', SELECT_PLAN);
    const flags = flagsOf(ctx, now);
    const verb = input.isRenew ? 'Renewed' : 'started';
    if (ctx.method !== 3) throw messageError(400, NOT_INTERNAL({ name: ctx.name }));
    if (input.isRenew ? !flags.CanRenew : !flags.CanStart) {
      throw messageError(400, (input.isRenew ? CANNOT_RENEW : CANNOT_START)({ name: ctx.name }));
    }
    const earliest = input.isRenew ? renewalStart(ctx.subscription!.currentPeriodEnd, todayOf(now)) : null;
    if (earliest && input.startDate < earliest) {
      throw fieldError('StartDate', renewalTooEarly({ date: earliest }));
    }
    const end = periodEndDate(input.startDate, plan.reccuring)!;
    const payment = input.isPaid
      ? { paid: true, paymentMethod: input.paymentMethod, paymentDate: input.paymentDate ?? now }
      : { paid: false, paymentMethod: null, paymentDate: null };

    let subscriptionId: number;
    if (input.isRenew) {
      subscriptionId = ctx.subscription!.id;
    } else {
      const [created] = await tx
        .insert(subscriptions)
        .values({
          userId: input.userId,
          planId: plan.id,
          managedBy: 'internal',
          state: 'started',
          startedAt: new Date(`${input.startDate}T00:00:00Z`),
          currentPeriodStart: input.startDate,
          currentPeriodEnd: end,
          paymentMethod: 'Manual invoice',
        })
        .returning({ id: subscriptions.id });
      subscriptionId = created.id;
    }
    const [period] = await tx
      .insert(subscriptionPeriods)
      .values({ subscriptionId, periodStart: input.startDate, periodEnd: end, amount: plan.amount, ...payment })
      .returning({ id: subscriptionPeriods.id });
    await tx
      .update(subscriptions)
      .set({ planId: plan.id, currentPeriodId: period.id, currentPeriodStart: input.startDate, currentPeriodEnd: end })
      .where(eq(subscriptions.id, subscriptionId));
    await audit(tx, {
      userId: actor.id,
      action: input.isRenew ? 'subscription_renewed' : 'subscription_started',
      entity: 'subscription',
      entityId: subscriptionId,
      details: {
        userId: input.userId,
        planId: plan.id,
        plan: plan.name,
        periodId: period.id,
        periodStart: input.startDate,
        periodEnd: end,
        paid: payment.paid,
        previousPeriodEnd: input.isRenew ? ctx.subscription!.currentPeriodEnd : undefined,
      },
    });
    return answer(tx, input.userId, now, `Subscription for ${ctx.name} has been ${verb} successfully`);
  });
}

/** The earliest start of a renewal: the current period's end, or today when it has passed. */
export async function renewStart(db: Db, userId: number, now = new Date()): Promise<{ DateStart: string }> {
  const ctx = await loadBillingContext(db, userId);
  const sub = ctx.subscription;
  if (!sub || sub.managedBy !== 'internal' || sub.state === 'canceled') {
    throw messageError(400, NOTHING_TO_RENEW({ name: ctx.name }));
  }
  return { DateStart: renewalStart(sub.currentPeriodEnd, todayOf(now)) };
}

const refOf = (sub: NonNullable<BillingContext['subscription']>) => ({
  providerSubscriptionId: sub.providerSubscriptionId ?? '',
  status: sub.providerStatus,
  state: sub.state as 'started' | 'paused' | 'canceled',
  pausedAt: sub.pausedAt,
  canceledAt: sub.canceledAt,
  currentPeriodEnd: sub.currentPeriodEnd,
});

async function throughProvider<T>(task: () => Promise<T>): Promise<T> {
  try {
    return await task();
  } catch (error) {
    if (error instanceof ProviderError) throw messageError(400, error.said);
    throw error;
  }
}

export async function pauseSubscription(
  db: Db,
  actor: AuthUser,
  userId: number,
  pause: boolean,
  now = new Date(),
  provider: BillingProvider = defaultBillingProvider,
): Promise<ActionAnswer> {
  return withLockedContext(db, userId, async (tx, ctx) => {
    const flags = flagsOf(ctx, now);
    if (pause ? !flags.CanPause : !flags.CanResume) {
      throw messageError(400, (pause ? CANNOT_PAUSE : CANNOT_RESUME)({ name: ctx.name }));
    }
    const sub = ctx.subscription!;
    let changes: Partial<typeof subscriptions.$inferInsert>;
    if (sub.managedBy === 'provider') {
      const ref = refOf(sub);
      const snap = await throughProvider(() => (pause ? provider.pauseSubscription(ref, now) : provider.resumeSubscription(ref, now)));
      changes = { providerStatus: snap.status, state: snap.state, pausedAt: snap.pausedAt, currentPeriodEnd: snap.currentPeriodEnd };
    } else if (pause) {
      changes = { state: 'paused', pausedAt: now };
    } else {
      changes = { state: 'started', pausedAt: null, currentPeriodEnd: resumedPeriodEnd(sub.currentPeriodEnd, sub.pausedAt ?? now, now) };
    }
    await tx.update(subscriptions).set(changes).where(eq(subscriptions.id, sub.id));
    if (changes.currentPeriodEnd && changes.currentPeriodEnd !== sub.currentPeriodEnd && sub.currentPeriodId) {
      await tx
        .update(subscriptionPeriods)
        .set({ periodEnd: changes.currentPeriodEnd })
        .where(eq(subscriptionPeriods.id, sub.currentPeriodId));
    }
    await audit(tx, {
      userId: actor.id,
      action: pause ? 'subscription_paused' : 'subscription_resumed',
      entity: 'subscription',
      entityId: sub.id,
      details: {
        userId,
        managedBy: sub.managedBy,
        before: { state: subscriptionState(currentSubscriptionOf(ctx), todayOf(now)), periodEnd: sub.currentPeriodEnd },
        after: { state: changes.state, periodEnd: changes.currentPeriodEnd ?? sub.currentPeriodEnd },
      },
    });
    return answer(tx, userId, now, `Subscription for ${ctx.name} has been ${pause ? 'paused' : 'resumed'} successfully`);
  });
}

export async function cancelSubscription(
  db: Db,
  actor: AuthUser,
  userId: number,
  now = new Date(),
  provider: BillingProvider = defaultBillingProvider,
): Promise<ActionAnswer> {
  return withLockedContext(db, userId, async (tx, ctx) => {
    if (!flagsOf(ctx, now).CanCancel) throw messageError(400, CANNOT_CANCEL({ name: ctx.name }));
    const sub = ctx.subscription!;
    const before = subscriptionState(currentSubscriptionOf(ctx), todayOf(now));
    if (sub.managedBy === 'provider') {
      const snap = await throughProvider(() => provider.cancelSubscription(refOf(sub), now));
      await tx
        .update(subscriptions)
        .set({ providerStatus: snap.status, state: snap.state, canceledAt: snap.canceledAt, pausedAt: snap.pausedAt })
        .where(eq(subscriptions.id, sub.id));
    } else {
      await tx.update(subscriptions).set({ state: 'canceled', canceledAt: now }).where(eq(subscriptions.id, sub.id));
    }
    await audit(tx, {
      userId: actor.id,
      action: 'subscription_canceled',
      entity: 'subscription',
      entityId: sub.id,
      details: { userId, managedBy: sub.managedBy, before: { state: before }, after: { state: 'canceled' } },
    });
    return answer(tx, userId, now, `Subscription for ${ctx.name} has been canceled successfully`);
  });
}

/** The plans of the Start dialog (GET /api/Billing/Getviewmodel), recurring last, then by name. */
export async function listPlans(db: Db) {
  const rows = await db.select().from(plans).orderBy(asc(plans.reccuring), asc(plans.name), asc(plans.id));
  return rows.map((p) => ({ Id: p.id, Name: p.name, Amount: p.amount, Reccuring: p.reccuring, Description: p.description }));
}
