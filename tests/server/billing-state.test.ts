import { describe, expect, it } from 'vitest';
import { discountedAmount, periodEndDate } from '../../src/contract/billing';
import {
  actionsFor,
  paymentStatus,
  renewalStart,
  resumedPeriodEnd,
  subscriptionState,
  type CurrentSubscription,
} from '../../server/services/subscription-state';

/** The pure rules of billing: state machine, Can-flags, payment status, end dates, discounts (no database). */

const TODAY = '2026-06-15';
const sub = (over: Partial<CurrentSubscription> = {}): CurrentSubscription => ({
  managedBy: 'internal',
  state: 'started',
  currentPeriodStart: '2026-06-01',
  currentPeriodEnd: '2026-07-01',
  currentPeriodPaid: true,
  planAmount: 49,
  providerStatus: null,
  ...over,
});
const on = (a: ReturnType<typeof actionsFor>) =>
  Object.entries(a)
    .filter(([, v]) => v)
    .map(([k]) => k);

describe('subscription state machine', () => {
  it('derives none, started, expired, paused and canceled', () => {
    expect(subscriptionState(null, TODAY)).toBe('none');
    expect(subscriptionState(sub(), TODAY)).toBe('started');
    expect(subscriptionState(sub({ currentPeriodEnd: TODAY }), TODAY)).toBe('expired');
    expect(subscriptionState(sub({ currentPeriodEnd: '2026-06-16' }), TODAY)).toBe('started');
    expect(subscriptionState(sub({ state: 'paused', currentPeriodEnd: '2026-01-01' }), TODAY)).toBe('paused');
    expect(subscriptionState(sub({ state: 'canceled' }), TODAY)).toBe('canceled');
  });

  it('gives the Can-flags of decision 060 to internal accounts', () => {
    expect(on(actionsFor(3, null, TODAY))).toEqual(['CanStart']);
    expect(on(actionsFor(3, sub(), TODAY))).toEqual(['CanPause', 'CanCancel']);
    expect(on(actionsFor(3, sub({ currentPeriodEnd: '2026-06-10' }), TODAY))).toEqual(['CanCancel', 'CanRenew']);
    expect(on(actionsFor(3, sub({ state: 'paused' }), TODAY))).toEqual(['CanResume', 'CanCancel']);
    expect(on(actionsFor(3, sub({ state: 'canceled' }), TODAY))).toEqual(['CanStart']);
  });

  it('renews only once the current period has ended', () => {
    expect(actionsFor(3, sub({ currentPeriodEnd: '2026-06-16' }), TODAY).CanRenew).toBe(false);
    expect(actionsFor(3, sub({ currentPeriodEnd: '2026-06-15' }), TODAY).CanRenew).toBe(true);
  });

  it('never offers Start or Renew for provider subscriptions, and nothing to free accounts', () => {
    const provider = sub({ managedBy: 'provider', providerStatus: 'active' });
    expect(on(actionsFor(2, provider, TODAY))).toEqual(['CanPause', 'CanCancel']);
    expect(on(actionsFor(2, { ...provider, state: 'canceled' }, TODAY))).toEqual([]);
    expect(on(actionsFor(2, { ...provider, currentPeriodEnd: '2026-06-01' }, TODAY))).toEqual(['CanCancel']);
    expect(on(actionsFor(1, null, TODAY))).toEqual([]);
    expect(on(actionsFor(1, sub(), TODAY))).toEqual([]);
  });

  it('names the payment status', () => {
    expect(paymentStatus(null, TODAY)).toBeNull();
    expect(paymentStatus(sub(), TODAY)).toBe('active');
    expect(paymentStatus(sub({ planAmount: 0 }), TODAY)).toBe('trialing');
    expect(paymentStatus(sub({ state: 'paused' }), TODAY)).toBe('paused');
    expect(paymentStatus(sub({ state: 'canceled' }), TODAY)).toBe('canceled');
    expect(paymentStatus(sub({ currentPeriodEnd: '2026-06-15' }), TODAY)).toBe('expired');
    // Unpaid: active for 20 days after the period starts, past due after.
    expect(paymentStatus(sub({ currentPeriodPaid: false, currentPeriodStart: '2026-05-26' }), TODAY)).toBe('active');
    expect(paymentStatus(sub({ currentPeriodPaid: false, currentPeriodStart: '2026-05-25' }), TODAY)).toBe('past_due');
    expect(paymentStatus(sub({ managedBy: 'provider', providerStatus: 'unpaid' }), TODAY)).toBe('unpaid');
  });

  it('the pause is credited as it lasted, in calendar days: pausing and resuming on one day adds nothing', () => {
    const pausedAt = new Date('2026-06-10T12:00:00Z');
    expect(resumedPeriodEnd('2026-07-01', pausedAt, new Date('2026-06-10T12:00:05Z'))).toBe('2026-07-01');
    expect(resumedPeriodEnd('2026-07-01', pausedAt, new Date('2026-06-10T23:59:00Z'))).toBe('2026-07-01');
    expect(resumedPeriodEnd('2026-07-01', pausedAt, new Date('2026-06-11T08:00:00Z'))).toBe('2026-07-02');
    expect(resumedPeriodEnd('2026-07-01', pausedAt, new Date('2026-06-13T12:00:00Z'))).toBe('2026-07-04');
    expect(resumedPeriodEnd('2026-07-01', pausedAt, pausedAt)).toBe('2026-07-01');
    // across a month end and a leap day
    expect(resumedPeriodEnd('2028-02-27', new Date('2028-01-30T10:00:00Z'), new Date('2028-02-02T10:00:00Z'))).toBe('2028-03-01');
  });

  it('pausing and resuming twice, seconds apart, leaves the period end where it was', () => {
    let end = '2027-10-25';
    for (const second of [0, 20]) {
      const pausedAt = new Date(Date.UTC(2026, 10, 25, 9, 0, second));
      end = resumedPeriodEnd(end, pausedAt, new Date(pausedAt.getTime() + 5_000));
    }
    expect(end).toBe('2027-10-25');
  });

  it('a renewal starts at the end of the current period, or today when that end has passed', () => {
    expect(renewalStart('2026-09-16', '2026-11-25')).toBe('2026-11-25');
    expect(renewalStart('2026-12-10', '2026-11-25')).toBe('2026-12-10');
    expect(renewalStart('2026-11-25', '2026-11-25')).toBe('2026-11-25');
    // the renewed period from that start is active today (not expired)
    const start = renewalStart('2026-09-16', TODAY);
    expect(subscriptionState(sub({ currentPeriodStart: start, currentPeriodEnd: periodEndDate(start, 30)! }), TODAY)).toBe('started');
  });
});

describe('end date and discount rules (spec 3 §5)', () => {
  it('adds months when the recurrence divides by 30, days otherwise', () => {
    expect(periodEndDate('2026-01-15', 30)).toBe('2026-02-15');
    expect(periodEndDate('2026-01-31', 30)).toBe('2026-02-28');
    expect(periodEndDate('2028-01-31', 30)).toBe('2028-02-29');
    expect(periodEndDate('2026-01-15', 60)).toBe('2026-03-15');
    expect(periodEndDate('2026-01-15', 365)).toBe('2027-01-15');
    expect(periodEndDate('2026-01-15', 45)).toBe('2026-03-01');
    expect(periodEndDate('2026-02-30', 30)).toBeNull();
  });

  it('applies a percent, else an amount, never below zero', () => {
    expect(discountedAmount(49, { percentOff: 20 })).toBe(39.2);
    expect(discountedAmount(49, { amountOff: 10 })).toBe(39);
    expect(discountedAmount(49, { percentOff: 50, amountOff: 10 })).toBe(24.5);
    expect(discountedAmount(20, { amountOff: 25 })).toBe(0);
    expect(discountedAmount(49, { percentOff: 100 })).toBe(0);
    expect(discountedAmount(49, null)).toBe(49);
    expect(discountedAmount(33.33, { percentOff: 33 })).toBe(22.33);
  });
});
