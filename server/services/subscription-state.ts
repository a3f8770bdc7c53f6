import type { Actions, BillingMethodValue, SubscriptionState } from '../../src/contract/billing';
import { addCalendarDays, calendarDaysBetween, laterDay, utcCalendarDay } from '../../src/contract/calendar';

/**
 * The subscription state machine (decision 060): the derived state, the Can-flags and the payment status of a
 * user's current subscription. Pure — nothing here is stored; `billing-sql.ts` mirrors `paymentStatus` in SQL for
 * filtering and a test keeps the two in agreement. Dates are UTC calendar days `YYYY-MM-DD` (they compare as text).
 */

/** Unpaid this many days after its start, an internal period is past due (the terms' payment term). */
export const PAST_DUE_DAYS = 20;

export type CurrentSubscription = {
  managedBy: 'internal' | 'provider';
  state: 'started' | 'paused' | 'canceled';
  currentPeriodStart: string;
  currentPeriodEnd: string;
  currentPeriodPaid: boolean;
  planAmount: number;
  providerStatus: string | null;
};

export const NO_ACTIONS: Actions = { CanStart: false, CanPause: false, CanResume: false, CanCancel: false, CanRenew: false };

export const todayOf = utcCalendarDay;

export function subscriptionState(sub: CurrentSubscription | null, today: string): SubscriptionState {
  if (!sub) return 'none';
  if (sub.state !== 'started') return sub.state;
  return today >= sub.currentPeriodEnd ? 'expired' : 'started';
}

/** The flags of decision 060's table. Start and Renew are internal-only; a free account has none. */
export function actionsFor(method: BillingMethodValue, sub: CurrentSubscription | null, today: string): Actions {
  if (method === 1) return NO_ACTIONS;
  const state = subscriptionState(sub, today);
  const internal = method === 3 && (sub === null || sub.managedBy === 'internal');
  return {
    CanStart: internal && (state === 'none' || state === 'canceled'),
    CanPause: state === 'started',
    CanResume: state === 'paused',
    CanCancel: state === 'started' || state === 'paused' || state === 'expired',
    CanRenew: internal && state === 'expired',
  };
}

/** The status shown in lists and badges (green iff 'active'); null = never subscribed (Others). */
export function paymentStatus(sub: CurrentSubscription | null, today: string): string | null {
  if (!sub) return null;
  if (sub.managedBy === 'provider') return sub.providerStatus;
  const state = subscriptionState(sub, today);
  if (state !== 'started') return state;
  if (sub.planAmount === 0) return 'trialing';
  if (!sub.currentPeriodPaid && calendarDaysBetween(sub.currentPeriodStart, today) > PAST_DUE_DAYS) return 'past_due';
  return 'active';
}

/**
 * Resume pushes the current period end later by the calendar days the pause took (UTC): paused and resumed on one
 * day credits nothing, paused on the 10th and resumed on the 13th credits 3. The end only moves by what the pause
 * lasted, however often it is paused and resumed.
 */
export function resumedPeriodEnd(periodEnd: string, pausedAt: Date, now: Date): string {
  const pausedDays = Math.max(0, calendarDaysBetween(todayOf(pausedAt), todayOf(now)));
  return addCalendarDays(periodEnd, pausedDays);
}

/**
 * A renewal starts at the end of the current period, or today when that end has passed (an expired subscription
 * renewed later starts the day it is renewed, so it is active again at once).
 */
export function renewalStart(currentPeriodEnd: string, today: string): string {
  return laterDay(currentPeriodEnd, today);
}
