import { parseApiDate } from './date';

/**
 * The native date and datetime-local inputs: whole days as "YYYY-MM-DD" and times as "YYYY-MM-DDTHH:mm" (spec 2
 * §9, spec 3 §9), read and written as UTC like every date the app shows, so the day picked is the day everyone sees.
 */

/** An API date as "YYYY-MM-DD"; "" when empty or unreadable. */
export function toFormDay(value: string | Date | null | undefined): string {
  return parseApiDate(value)?.toISOString().slice(0, 10) ?? '';
}

/** An API date-time as "YYYY-MM-DDTHH:mm" (UTC wall time); "" when empty or unreadable. */
export function toFormDateTime(value: string | Date | null | undefined): string {
  return parseApiDate(value)?.toISOString().slice(0, 16) ?? '';
}

/** A form day as the ISO UTC midnight the API stores; null when empty. */
export const dayToApi = (day: string): string | null => (/^\d{4}-\d{2}-\d{2}$/.test(day) ? `${day}T00:00:00.000Z` : null);

/** A form date-time as ISO UTC; null when empty. */
export const dateTimeToApi = (value: string): string | null => (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value) ? `${value}:00.000Z` : null);
