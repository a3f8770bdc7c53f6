import type { Faker } from '@faker-js/faker';
import { periodEndDate } from '../../src/contract/billing';
import { addCalendarDays } from '../../src/contract/calendar';

/**
 * The billing seed's catalogue (plans, coupons) and its generator of subscription histories: consecutive periods
 * over the last 18 months ending in a chosen outcome (decision 061). Pure: the caller inserts the drafts.
 */

export const PLANS = [
  { name: 'Monthly', amount: 49, reccuring: 30, description: 'Load board and tracking, billed every month' },
  { name: 'Bi-monthly', amount: 95, reccuring: 60, description: 'Load board and tracking, billed every two months' },
  { name: 'Quarterly', amount: 135, reccuring: 90, description: 'Load board and tracking, billed every quarter' },
  { name: 'Annual', amount: 490, reccuring: 365, description: 'Load board and tracking, billed once a year' },
  { name: 'Trial', amount: 0, reccuring: 45, description: '45-day free trial' },
];

export const COUPONS = [
  { name: 'WELCOME20', percentOff: 20, amountOff: null, duration: 'repeating', durationInMonths: 3, providerCouponId: 'co_welcome20' },
  { name: 'SAVE10', percentOff: null, amountOff: 10, duration: 'forever', durationInMonths: null, providerCouponId: 'co_save10' },
  { name: 'LAUNCH50', percentOff: 50, amountOff: null, duration: 'once', durationInMonths: null, providerCouponId: 'co_launch50' },
  { name: 'FLEET25', percentOff: null, amountOff: 25, duration: 'forever', durationInMonths: null, providerCouponId: 'co_fleet25' },
];

export type Party = { userId: number; partyId: number; kind: 'trucker' | 'shipper'; status: string | null; name: string; email: string };
export type PlanRow = { id: number; amount: number; reccuring: number; name: string };
export type Outcome = 'active' | 'past_due' | 'paused' | 'expired' | 'canceled' | 'trialing' | 'unpaid';

export type PeriodDraft = { start: string; end: string; amount: number; paid: boolean; paymentDate: Date | null; method: string | null };
export type SubDraft = {
  userId: number;
  plan: PlanRow;
  managedBy: 'internal' | 'provider';
  providerStatus: string | null;
  state: 'started' | 'paused' | 'canceled';
  startedAt: Date;
  pausedAt: Date | null;
  canceledAt: Date | null;
  paymentMethod: string;
  periods: PeriodDraft[];
  couponIndex: number | null;
  invoiceFiles: number;
};

const CARDS = ['Visa', 'Mastercard', 'American Express', 'Discover'];
const MANUAL_METHODS = ['ACH transfer', 'Check', 'Wire transfer', 'Cash'];
export const at = (day: string, hour = 15) => new Date(`${day}T${String(hour).padStart(2, '0')}:00:00Z`);

/** Consecutive periods from `first` until the one containing `today` (or, with `endBefore`, the last ending by then). */
function chain(first: string, reccuring: number, today: string, endBefore?: string): { start: string; end: string }[] {
  const out: { start: string; end: string }[] = [];
  let start = first;
  for (let i = 0; i < 40; i++) {
    const end = periodEndDate(start, reccuring)!;
    if (endBefore && end > endBefore) break;
    out.push({ start, end });
    if (!endBefore && end > today) break;
    start = end;
  }
  return out;
}

export function draftSubscription(
  f: Faker,
  party: Party,
  managedBy: 'internal' | 'provider',
  outcome: Outcome,
  plan: PlanRow,
  today: string,
  horizon = addCalendarDays(today, -540), // 18 months
): SubDraft {
  const card = `${f.helpers.arrayElement(CARDS)} •••• ${f.string.numeric(4)}`;
  let spans: { start: string; end: string }[] = [];
  for (let attempt = 0; attempt < 30; attempt++) {
    const first = addCalendarDays(today, -f.number.int({ min: outcome === 'trialing' ? 1 : 20, max: outcome === 'trialing' ? 40 : 520 }));
    if (first < horizon) continue;
    if (outcome === 'expired' || outcome === 'canceled') {
      const stop = addCalendarDays(today, -f.number.int({ min: 0, max: 60 }));
      spans = chain(first, plan.reccuring, today, stop);
    } else spans = chain(first, plan.reccuring, today);
    if (spans.length === 0) continue;
    const age = Math.round((Date.parse(today) - Date.parse(spans[spans.length - 1].start)) / 86_400_000);
    if (outcome === 'past_due' && managedBy === 'internal' && age <= 20) continue;
    break;
  }
  if (spans.length === 0) spans = chain(addCalendarDays(today, -(plan.reccuring + 30)), plan.reccuring, today, today);
  const last = spans.length - 1;
  const currentAge = Math.round((Date.parse(today) - Date.parse(spans[last].start)) / 86_400_000);
  const periods: PeriodDraft[] = spans.map((span, i) => {
    const current = i === last;
    let paid = plan.amount === 0 || f.datatype.boolean(0.93);
    if (current && (outcome === 'past_due' || outcome === 'unpaid')) paid = false;
    // An active internal subscription: the current period paid, or unpaid for at most 20 days.
    if (current && outcome === 'active' && managedBy === 'internal') paid = currentAge > 20 || f.datatype.boolean(0.6);
    const paymentDate = paid
      ? at(addCalendarDays(span.start, f.number.int({ min: 0, max: 12 })), f.number.int({ min: 13, max: 22 }))
      : null;
    return {
      ...span,
      amount: plan.amount,
      paid,
      paymentDate,
      method: paid ? (managedBy === 'provider' ? card : f.helpers.arrayElement(MANUAL_METHODS)) : null,
    };
  });
  const current = spans[last];
  const state = outcome === 'canceled' ? 'canceled' : outcome === 'paused' ? 'paused' : 'started';
  const providerStatus = managedBy === 'provider' ? (outcome === 'expired' ? 'past_due' : outcome) : null;
  return {
    userId: party.userId,
    plan,
    managedBy,
    providerStatus,
    state,
    startedAt: at(spans[0].start, 0),
    pausedAt: state === 'paused' ? at(addCalendarDays(today, -f.number.int({ min: 1, max: 15 })), 10) : null,
    canceledAt: state === 'canceled' ? at(addCalendarDays(current.end, -f.number.int({ min: 1, max: 10 })), 11) : null,
    paymentMethod: managedBy === 'provider' ? card : 'Manual invoice',
    periods,
    couponIndex: managedBy === 'provider' && f.datatype.boolean(0.45) ? f.number.int({ min: 0, max: COUPONS.length - 1 }) : null,
    invoiceFiles: 0,
  };
}

/** Which outcome a party gets from the status the partners seed drew. */
export function outcomeOf(f: Faker, status: string | null, managedBy: 'internal' | 'provider'): Outcome {
  if (status === 'canceled') return 'canceled';
  if (status === 'past_due') return managedBy === 'provider' && f.datatype.boolean(0.3) ? 'unpaid' : 'past_due';
  return f.helpers.weightedArrayElement([
    { value: 'active' as const, weight: 70 },
    { value: 'paused' as const, weight: 8 },
    ...(managedBy === 'internal' ? [{ value: 'expired' as const, weight: 10 }] : []),
    { value: 'trialing' as const, weight: 7 },
  ]);
}
