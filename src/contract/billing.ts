/**
 * Billing administration (decision 060): types of every call, the vocabulary codes, the spec's messages and the
 * two pure rules both sides need (end date of a period, discounted amount). Written by the server side; the web
 * app imports it.
 */

import { addCalendarDays, addCalendarMonths } from './calendar';
import { message } from './messages';

// ── vocabulary ──────────────────────────────────────────────────────────────────────────────────────────────────

export const BILLING_TYPES = ['Trucker', 'D2dShipper', 'DlsShipper', 'RegularShipper'] as const;
export type BillingType = (typeof BILLING_TYPES)[number];

/** 3 internal (manual, with actions), 2 provider-managed, 1 free (no actions). 0 = all, as a filter only. */
export type BillingMethodValue = 1 | 2 | 3;
export const INTERNAL = 3;
export const PROVIDER = 2;
export const FREE = 1;
export const SUBSCRIPTION_OPTION_VALUES = [0, 3, 2, 1] as const;

/** Known statuses, in the order of the filter panel; Others (null) comes last. */
export const PAYMENT_STATUSES = ['active', 'trialing', 'past_due', 'unpaid', 'paused', 'expired', 'canceled'] as const;
/** The query value that selects a null payment status. */
export const OTHERS = 'Others';

export const isActiveStatus = (status: string | null | undefined) => (status ?? '').toLowerCase() === 'active';

export type SubscriptionState = 'none' | 'started' | 'paused' | 'canceled' | 'expired';

export type Actions = { CanStart: boolean; CanPause: boolean; CanResume: boolean; CanCancel: boolean; CanRenew: boolean };

// ── list ────────────────────────────────────────────────────────────────────────────────────────────────────────

export const BILLING_DEFAULT_PAGE_SIZE = 5;
export const BILLING_PAGE_SIZES = [5, 10, 25] as const;
export const BILLING_EXPORT_PAGE_SIZE = 1_000_000;

export const BILLING_SORT_FIELDS = [
  'Name',
  'Type',
  'Email',
  'EmailConfirmed',
  'PhoneNumber',
  'PhoneNumberConfirmed',
  'State',
  'City',
  'PaymentStatus',
  'Reccuring',
  'PlanName',
  'SubscriptionDate',
  'Created',
  'IsInternalSubscription',
] as const;
export type BillingSortField = (typeof BILLING_SORT_FIELDS)[number];

export type BillingUserRow = Actions & {
  /** User id. */
  Id: number;
  TruckerId: number | null;
  ShipperId: number | null;
  Type: BillingType;
  Name: string;
  Email: string;
  EmailConfirmed: boolean;
  PhoneNumber: string | null;
  PhoneNumberConfirmed: boolean;
  State: string | null;
  City: string | null;
  PaymentStatus: string | null;
  /** Recurrence of the current plan in days. */
  Reccuring: number | null;
  PlanName: string | null;
  SubscriptionId: number | null;
  SubscriptionDate: string | null;
  Created: string;
  IsInternalSubscription: BillingMethodValue;
  HasSubscriptions: boolean;
};

export type Pagination = { TotalItemCount: number; PageNumber: number; PageSize: number };
export type BillingUsersPage = { Truckers: BillingUserRow[]; Pagination: Pagination };

export type UsersFilter = {
  Types: { Type: BillingType; Count: number }[];
  PaymentStatuses: { PaymentStatus: string | null; Count: number }[];
  Subscriptions: { Name: string; Value: 0 | BillingMethodValue; Count: number }[];
};

/** The same answer under the spec's name (filter view model). */
export type BillingFilterViewModel = UsersFilter;

export type StatisticsPoint = { Date: string; D2dShipper: number; DlsShipper: number; RegularShipper: number; PaidTrucker: number };
export type StatisticsAnswer = { Data: StatisticsPoint[] };

export type Plan = { Id: number; Name: string; Amount: number; Reccuring: number; Description: string };
export type BillingViewModel = { Plans: Plan[] };

// ── actions ─────────────────────────────────────────────────────────────────────────────────────────────────────

export type StartPayload = {
  Name?: string;
  UserId: number;
  PlanId: number | null;
  /** YYYY-MM-DD. */
  StartDate: string | null;
  EndDate?: string | null;
  Reccuring?: number | null;
  IsRenew: boolean;
  IsPaid: boolean;
  PaymentMethod?: string | null;
  /** YYYY-MM-DDTHH:mm (UTC) or ISO. */
  PaymentDate?: string | null;
  UserName?: string;
};
export type PausePayload = { UserId: number; Pause: boolean };
export type CancelPayload = { UserId: number };
export type RenewLookup = { DateStart: string };
export type ActionAnswer = {
  Message: string;
  UserId: number;
  SubscriptionId: number | null;
  PaymentStatus: string | null;
  Actions: Actions;
};

export type MarkAsPaidLookup = { IsPaid: boolean; PaymentMethod: string | null; PaymentDate: string | null };
export type MarkAsPaidPayload = { MarkAsPaid: boolean; SubscriptionId: number; PaymentMethod?: string | null; PaymentDate?: string | null };
export type MarkAsPaidAnswer = MarkAsPaidLookup & { Message: string };

// ── details ─────────────────────────────────────────────────────────────────────────────────────────────────────

export type DateRange = { Start: string; End: string };

export type Coupon = {
  Name: string;
  PercentOff: number | null;
  AmountOff: number | null;
  Duration: 'once' | 'repeating' | 'forever';
  DurationInMonths: number | null;
  /** The discount in $ on the plan amount. */
  Amount: number;
};

export type Attachment = {
  Id: number;
  FileName: string;
  /** Signed, expiring download URL (opens without an Authorization header). */
  FilePath: string;
  Type: 'Contract' | 'Invoice';
  TypeId: 1 | 2;
  TypeCode: 'CON' | 'INV';
  IsPublic: boolean;
  IsOwner: boolean;
  Created: string;
  Size: number;
  ContentType: string;
};

export type UpcomingInvoice = {
  StartDate: string;
  Description: string;
  Quantity: 1;
  UnitPrice: number;
  Subtotal: number;
  Coupon: Coupon | null;
  Discount: number;
  Total: number;
  AmountDue: number;
  Amount: number;
};

export type SubscriptionPeriodRow = {
  /** The period id (MarkAsPaid / BillingAttachment `subscriptionId`). */
  Id: number;
  SubscriptionId: number;
  Amount: number;
  IsPaid: boolean;
  PaymentMethod: string | null;
  PaymentDate: string | null;
  Period: DateRange;
  Email: string;
  Invoices: Attachment[];
};

export type ProviderInvoice = {
  Id: number;
  Number: string;
  Amount: number;
  Status: string;
  Date: string;
  Pdf: string | null;
  View: string | null;
  Email: string;
};

export type BillingDetails = {
  UserId: number;
  Name: string;
  Email: string;
  Type: BillingType;
  PaymentStatus: string | null;
  IsInternal: boolean;
  IsInternalSubscription: BillingMethodValue;
  SubscriptionId: number | null;
  SubscriptionDate: string | null;
  Created: string;
  Period: DateRange | null;
  PaymentMethod: string | null;
  BillingMethod: 'internal' | 'provider' | 'free';
  Plan: (Omit<Plan, 'Id'> & { Id: number }) | null;
  Actions: Actions;
  Coupon: Coupon | null;
  UpcomingInvoice: UpcomingInvoice | null;
  Subscriptions: SubscriptionPeriodRow[];
  Invoices: ProviderInvoice[];
};
export type BillingDetailsAnswer = { Data: BillingDetails };
export type MyBillingAnswer = { Data: (BillingDetails & { Contracts: Attachment[] }) | null };

// ── messages (spec 3 §5, §8) ────────────────────────────────────────────────────────────────────────────────────

export const SELECT_PLAN = message('Please_select_plan', 'Please select plan');
export const SELECT_START_DATE = message('select_start_date', 'Please select start date');
export const SELECT_FILE = message('select_file', 'Please select file');
export const FILE_TOO_LARGE = message('file_too_large', 'You have exceeded the file size limit (5mb)');
export const REQUEST_TOO_LARGE = message('request_too_large', 'You have exceeded the size limit (20mb)');
export const BILLING_UPLOAD_LIMIT_MESSAGES = { 'file-too-large': FILE_TOO_LARGE, 'total-too-large': REQUEST_TOO_LARGE } as const;
export const FILE_NAME_DISPLAY = 25;
export const MARKED_PAID = 'Marked as paid successfully';
export const MARKED_UNPAID = 'Marked as unpaid successfully';

// ── rules ───────────────────────────────────────────────────────────────────────────────────────────────────────

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Parses YYYY-MM-DD as a UTC calendar date; impossible days (2025-02-31) are null. */
export function parseCalendarDate(value: string): Date | null {
  const match = DATE.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? date : null;
}

export const formatCalendarDate = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The end of a period (spec 3 §5): a recurrence divisible by 30 adds recurrence/30 calendar months (clamped to the
 * month's last day: Jan 31 + 1 month = Feb 28/29), otherwise that many days. Dates are UTC calendar days,
 * YYYY-MM-DD in, YYYY-MM-DD out; null for an invalid start.
 */
export function periodEndDate(start: string, reccuringDays: number): string | null {
  if (!parseCalendarDate(start)) return null;
  return reccuringDays > 0 && reccuringDays % 30 === 0
    ? addCalendarMonths(start, reccuringDays / 30)
    : addCalendarDays(start, reccuringDays);
}

export type Discount = { percentOff?: number | null; amountOff?: number | null };

/**
 * Discounted total (spec 3 §5): a percent off reduces the amount by that percent; otherwise an amount off is
 * subtracted; never below 0; rounded to cents.
 */
export function discountedAmount(amount: number, discount: Discount | null | undefined): number {
  let total = amount;
  if (discount?.percentOff) total = amount - (amount * discount.percentOff) / 100;
  else if (discount?.amountOff) total = amount - discount.amountOff;
  return Math.max(0, Math.round(total * 100) / 100);
}
