import { parseApiDate } from '@/shared/format/date';
import { fromWallClock, toWallClock } from '@/shared/time/zoned';

/**
 * The native date and datetime-local inputs: whole days as "YYYY-MM-DD" (a calendar day, the same for everyone, read
 * and written as UTC midnight) and times as "YYYY-MM-DDTHH:mm" on a given clock: an appointment's at its facility
 * (decision 160), any other in the user's own zone (decision 068), so the time picked is the time shown afterwards.
 */

/** An API date as "YYYY-MM-DD"; "" when empty or unreadable. */
export function toFormDay(value: string | Date | null | undefined): string {
  return parseApiDate(value)?.toISOString().slice(0, 10) ?? '';
}

/** A form day as the ISO UTC midnight the API stores; null when empty. */
export const dayToApi = (day: string): string | null => (/^\d{4}-\d{2}-\d{2}$/.test(day) ? `${day}T00:00:00.000Z` : null);

/**
 * An API date-time as "YYYY-MM-DDTHH:mm" on the clock of `timeZone` (an appointment: its facility's zone, decision
 * 160) or of the device when none is given; "" when empty or unreadable.
 */
export const toFormDateTime = (value: string | Date | null | undefined, timeZone?: string | null): string => toWallClock(value, timeZone);

/** A form date-time on the clock of `timeZone` (or the device's) as ISO UTC; null when empty. */
export const dateTimeToApi = (value: string, timeZone?: string | null): string | null => fromWallClock(value, timeZone);
