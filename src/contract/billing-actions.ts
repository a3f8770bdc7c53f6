import * as v from 'valibot';
import { SELECT_PLAN, SELECT_START_DATE, formatCalendarDate, parseCalendarDate } from './billing';
import { labelNotValid, maximumSymbols } from './fields';
import { isId } from './load-fields';
import { type Message, say, template } from './messages';
import { parseIsoDate } from './partners';

/**
 * The bodies of the billing actions (decision 060): start or renew, pause or resume, cancel, mark as paid. Read by
 * the server and checked by the start modal before it sends. Ids may come as numbers or digit strings, yes/no as
 * booleans or "true"/"false" (missing or null is no); each field reports one message. The server's services take
 * the checked values under their own names (userId, planId, …).
 */

export const PAYMENT_DATE_INVALID = labelNotValid({ label: 'Payment date' });
export const PAYMENT_METHOD_MAX = 100;
export const PAYMENT_METHOD_TOO_LONG = maximumSymbols({ max: PAYMENT_METHOD_MAX });
export const fieldRequired = template('field_required', '{field} is required');
export const trueOrFalsePlain = template('field_true_or_false_plain', '{field} must be true or false');

/** A positive integer id (number or digit string), or null. */
const idValue = (value: unknown): number | null => {
  const n = typeof value === 'string' && /^\d{1,10}$/.test(value.trim()) ? Number(value) : value;
  return isId(n) ? n : null;
};

const yesNoValue = (value: unknown): boolean | null => {
  if (typeof value === 'boolean') return value;
  if (value === 'true' || value === 'false') return value === 'true';
  return value === undefined || value === null ? false : null;
};

/** YYYY-MM-DD, or an ISO timestamp whose UTC date is taken. */
const calendarDate = (value: unknown): string | null => {
  if (typeof value !== 'string' || !value.trim()) return null;
  const date = parseCalendarDate(value.trim()) ?? parseIsoDate(value.trim());
  return date ? formatCalendarDate(date) : null;
};

/** A value read by `read` (null = not acceptable: `message`); a missing key is read as `missing`. */
const readAs = <T>(read: (value: unknown) => T | null, m: Message, missing: '' | null = null) =>
  v.pipe(
    v.optional(v.unknown(), missing),
    v.check((value) => read(value) !== null, say(m)),
    v.transform((value) => read(value) as T),
  );

const wireId = (m: Message) => readAs(idValue, m);
const yesNo = (field: string) => readAs(yesNoValue, trueOrFalsePlain({ field }));
const USER_ID = fieldRequired({ field: 'UserId' });

const paymentMethod = v.config(
  v.pipe(
    v.optional(v.nullable(v.string(say(labelNotValid({ label: 'Payment method' })))), null),
    v.transform((value) => value?.trim() ?? ''),
    v.maxLength(PAYMENT_METHOD_MAX, say(PAYMENT_METHOD_TOO_LONG)),
    v.transform((value) => value || null),
  ),
  { abortPipeEarly: true },
);

const paymentDate = v.pipe(
  v.optional(v.unknown(), null),
  v.check(
    (value) => value === null || value === '' || (typeof value === 'string' && parseIsoDate(value.trim()) !== null),
    say(PAYMENT_DATE_INVALID),
  ),
  v.transform((value) => (typeof value === 'string' && value !== '' ? parseIsoDate(value.trim()) : null)),
);

/** POST /api/Billing/Subscription/Start (also a renewal: IsRenew). */
export const startSchema = v.pipe(
  v.object({
    UserId: wireId(USER_ID),
    PlanId: wireId(SELECT_PLAN),
    StartDate: readAs(calendarDate, SELECT_START_DATE),
    IsRenew: yesNo('IsRenew'),
    IsPaid: yesNo('IsPaid'),
    PaymentMethod: paymentMethod,
    PaymentDate: paymentDate,
  }),
  v.transform((b) => ({
    userId: b.UserId,
    planId: b.PlanId,
    startDate: b.StartDate,
    isRenew: b.IsRenew,
    isPaid: b.IsPaid,
    paymentMethod: b.PaymentMethod,
    paymentDate: b.PaymentDate,
  })),
);
export type StartInput = v.InferOutput<typeof startSchema>;

/** POST /api/Billing/Subscription/Cancel. */
export const cancelSchema = v.object({ UserId: wireId(USER_ID) });

/** POST /api/Billing/Subscription/Pause: Pause true pauses, false (or null) resumes; it may not be left out. */
export const pauseSchema = v.object({
  UserId: wireId(USER_ID),
  Pause: readAs(yesNoValue, trueOrFalsePlain({ field: 'Pause' }), ''),
});

/** POST /api/Billing/MarkAsPaid. */
export const markAsPaidSchema = v.pipe(
  v.object({
    SubscriptionId: wireId(fieldRequired({ field: 'SubscriptionId' })),
    MarkAsPaid: yesNo('MarkAsPaid'),
    PaymentMethod: paymentMethod,
    PaymentDate: paymentDate,
  }),
  v.transform((b) => ({ periodId: b.SubscriptionId, paid: b.MarkAsPaid, paymentMethod: b.PaymentMethod, paymentDate: b.PaymentDate })),
);
export type MarkInput = v.InferOutput<typeof markAsPaidSchema>;
