import { addDays } from 'date-fns';

/** Spec 2 §9: the due date defaults to the issue date plus 30 days. */
export const DUE_DAYS = 30;

export type BillingDates = { issue: Date | null; due: Date | null; payment: Date | null; paid: boolean };

/**
 * A new issue date sets the due date 30 days later (spec 2 §2.14, §4); the due date stays editable afterwards.
 * Clearing the issue date leaves the due date as it was.
 */
export function withIssueDate(form: BillingDates, issue: Date | null): BillingDates {
  return { ...form, issue, due: issue ? addDays(issue, DUE_DAYS) : form.due };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An API date-time as the local-midnight Date of its UTC calendar day (the day every screen shows). */
export function apiDateToPicker(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(/Z|[+-]\d{2}:?\d{2}$/.test(value) || value.length === 10 ? value : `${value}Z`);
  if (Number.isNaN(date.getTime())) return null;
  return new Date(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
}

/** A picked day as the ISO UTC midnight the API stores. */
export function pickerToApiDate(date: Date | null): string | null {
  return date ? `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T00:00:00.000Z` : null;
}
