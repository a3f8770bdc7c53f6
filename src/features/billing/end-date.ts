import { formatCalendarDate, periodEndDate } from '@/contract/billing';

/**
 * The read-only End date of the Start/Renew modal (spec 3 §5): the start date plus the plan's recurrence, as
 * recurrence/30 months when the recurrence in days is divisible by 30, otherwise as that many days. The rule itself
 * is the contract's `periodEndDate`, the same code the server uses to store the period. Dates are YYYY-MM-DD; an
 * unreadable start date or a non-positive recurrence gives ''.
 */
export function subscriptionEndDate(startDate: string, recurrenceDays: number): string {
  if (!Number.isInteger(recurrenceDays) || recurrenceDays <= 0) return '';
  return periodEndDate(startDate, recurrenceDays) ?? '';
}

/** Today in UTC as YYYY-MM-DD (the default start date). */
export const todayIsoDate = (now: Date = new Date()): string => formatCalendarDate(now);
