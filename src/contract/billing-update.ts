import * as v from 'valibot';
import { labelNotValid, labelRequired, textOrNull } from './fields';
import { message, say } from './messages';
import { POD_NOTE_MAX, POD_OVERRIDE_TOO_LONG, POD_REQUIRED } from './paperwork';

/**
 * `PUT /api/Billing/UpdateBilling/{shipmentId}` (spec 2 §2.14, decisions 044 and 162): the bill's or the invoice's
 * dates and paid flag. One schema for the server's check and the API document; every problem is a ModelState entry.
 */

export const BILL_OR_INVOICE = message('bill_or_invoice', 'Choose either the bill or the invoice.');
export const DUE_DATE_ORDER = message('due_date_order', 'The due date cannot be before the date.');
const DATE_REQUIRED = labelRequired({ label: 'Date' });

const EARLIEST_YEAR = 1900;
const LATEST_YEAR = 2100;

/** `YYYY-MM-DD` is that calendar day at 00:00 UTC; anything else is read as an ISO date-time. */
const dateOf = (text: string) => new Date(/^\d{4}-\d\d-\d\d$/.test(text) ? `${text}T00:00:00Z` : text);

/** A date, blank or absent (null); not a date, or a year outside 1900–2100, is "<label> is not valid". */
const billingDate = (label: 'Date' | 'DueDate' | 'PaymentDate') => {
  const invalid = say(labelNotValid({ label }));
  return v.pipe(
    v.nullish(v.string(invalid), null),
    v.transform((text) => (text ? dateOf(text) : null)),
    v.check(
      (date) =>
        date === null || (!Number.isNaN(date.getTime()) && date.getUTCFullYear() >= EARLIEST_YEAR && date.getUTCFullYear() <= LATEST_YEAR),
      invalid,
    ),
  );
};

const billingFlag = (label: 'IsBill' | 'IsInvoice' | 'IsPaid') => v.nullish(v.boolean(say(labelNotValid({ label }))), false);

export const billingUpdateSchema = v.pipe(
  v.object({
    IsBill: billingFlag('IsBill'),
    IsInvoice: billingFlag('IsInvoice'),
    IsPaid: billingFlag('IsPaid'),
    Date: billingDate('Date'),
    DueDate: billingDate('DueDate'),
    PaymentDate: billingDate('PaymentDate'),
    /** Issuing a load's invoice without a signed proof of delivery needs a reason (issue 40, decision 162). */
    PodOverrideReason: v.nullish(textOrNull(POD_REQUIRED, POD_NOTE_MAX, POD_OVERRIDE_TOO_LONG), null),
  }),
  v.forward(
    v.check((b) => b.IsBill !== b.IsInvoice, say(BILL_OR_INVOICE)),
    ['IsBill'],
  ),
  v.forward(
    v.check((b) => b.Date !== null || !(b.IsPaid || b.DueDate || b.PaymentDate), say(DATE_REQUIRED)),
    ['Date'],
  ),
  v.forward(
    v.check((b) => !b.Date || !b.DueDate || b.DueDate.getTime() >= b.Date.getTime(), say(DUE_DATE_ORDER)),
    ['DueDate'],
  ),
);

export type ValidBillingUpdate = v.InferOutput<typeof billingUpdateSchema>;
