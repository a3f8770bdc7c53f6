import { SELECT_PLAN, SELECT_START_DATE, parseCalendarDate, formatCalendarDate } from '../../src/contract/billing';
import type { ModelState } from '../../src/contract/fields';
import { parseIsoDate } from '../../src/contract/partners';
import { messageError, modelStateError } from './errors';

/** Reading the JSON bodies of the billing actions (decision 060) into checked values, or one ModelState. */

export const PAYMENT_DATE_INVALID = 'Payment date is not valid';
export const PAYMENT_METHOD_MAX = 100;
export const PAYMENT_METHOD_TOO_LONG = 'Maximum 100 symbols';

type Body = Record<string, unknown>;

export function asBody(value: unknown): Body {
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw messageError(400, 'The request is invalid.');
  return value as Body;
}

/** A positive integer id (number or digit string), or null. */
export function idValue(value: unknown): number | null {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,10}$/.test(value.trim()) ? Number(value) : NaN;
  return Number.isSafeInteger(n) && n >= 1 && n <= 2_147_483_647 ? n : null;
}

export function boolValue(value: unknown): boolean | null {
  if (typeof value === 'boolean') return value;
  if (value === 'true' || value === 'false') return value === 'true';
  if (value === undefined || value === null) return false;
  return null;
}

/** YYYY-MM-DD, or an ISO timestamp whose UTC date is taken. */
function calendarDate(value: unknown): string | null {
  if (typeof value !== 'string' || !value.trim()) return null;
  const text = value.trim();
  const plain = parseCalendarDate(text);
  if (plain) return formatCalendarDate(plain);
  const stamp = parseIsoDate(text);
  return stamp ? formatCalendarDate(stamp) : null;
}

function paymentFields(body: Body, errors: ModelState) {
  let paymentMethod: string | null = null;
  if (body.PaymentMethod !== undefined && body.PaymentMethod !== null) {
    if (typeof body.PaymentMethod !== 'string') errors.PaymentMethod = ['Payment method is not valid'];
    else if (body.PaymentMethod.trim().length > PAYMENT_METHOD_MAX) errors.PaymentMethod = [PAYMENT_METHOD_TOO_LONG];
    else paymentMethod = body.PaymentMethod.trim() || null;
  }
  let paymentDate: Date | null = null;
  if (body.PaymentDate !== undefined && body.PaymentDate !== null && body.PaymentDate !== '') {
    paymentDate = typeof body.PaymentDate === 'string' ? parseIsoDate(body.PaymentDate.trim()) : null;
    if (!paymentDate) errors.PaymentDate = [PAYMENT_DATE_INVALID];
  }
  return { paymentMethod, paymentDate };
}

export type StartInput = {
  userId: number;
  planId: number;
  startDate: string;
  isRenew: boolean;
  isPaid: boolean;
  paymentMethod: string | null;
  paymentDate: Date | null;
};

export function readStart(value: unknown): StartInput {
  const body = asBody(value);
  const errors: ModelState = {};
  const userId = idValue(body.UserId);
  if (userId === null) errors.UserId = ['UserId is required'];
  const planId = idValue(body.PlanId);
  if (planId === null) errors.PlanId = [SELECT_PLAN];
  const startDate = calendarDate(body.StartDate);
  if (!startDate) errors.StartDate = [SELECT_START_DATE];
  const isRenew = boolValue(body.IsRenew);
  if (isRenew === null) errors.IsRenew = ['IsRenew must be true or false'];
  const isPaid = boolValue(body.IsPaid);
  if (isPaid === null) errors.IsPaid = ['IsPaid must be true or false'];
  const payment = paymentFields(body, errors);
  if (Object.keys(errors).length > 0) throw modelStateError(errors);
  return { userId: userId!, planId: planId!, startDate: startDate!, isRenew: isRenew!, isPaid: isPaid!, ...payment };
}

export function readUserAction(value: unknown): { userId: number; pause: boolean | null } {
  const body = asBody(value);
  const userId = idValue(body.UserId);
  if (userId === null) throw modelStateError({ UserId: ['UserId is required'] });
  const pause = body.Pause === undefined ? null : boolValue(body.Pause);
  return { userId, pause };
}

export type MarkInput = { periodId: number; paid: boolean; paymentMethod: string | null; paymentDate: Date | null };

export function readMarkAsPaid(value: unknown): MarkInput {
  const body = asBody(value);
  const errors: ModelState = {};
  const periodId = idValue(body.SubscriptionId);
  if (periodId === null) errors.SubscriptionId = ['SubscriptionId is required'];
  const paid = boolValue(body.MarkAsPaid);
  if (paid === null) errors.MarkAsPaid = ['MarkAsPaid must be true or false'];
  const payment = paymentFields(body, errors);
  if (Object.keys(errors).length > 0) throw modelStateError(errors);
  return { periodId: periodId!, paid: paid!, ...payment };
}
