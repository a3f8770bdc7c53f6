import { parseApiDate } from '@/shared/format/date';

/**
 * The native date and datetime-local inputs: whole days as "YYYY-MM-DD" (a calendar day, the same for everyone, read
 * and written as UTC midnight) and times as "YYYY-MM-DDTHH:mm" in the user's own time zone, as the app shows them
 * (decision 068), so the time picked is the time shown afterwards.
 */

const pad = (n: number) => String(n).padStart(2, '0');

/** An API date as "YYYY-MM-DD"; "" when empty or unreadable. */
export function toFormDay(value: string | Date | null | undefined): string {
  return parseApiDate(value)?.toISOString().slice(0, 10) ?? '';
}

/** An API date-time as "YYYY-MM-DDTHH:mm" on the device's clock; "" when empty or unreadable. */
export function toFormDateTime(value: string | Date | null | undefined): string {
  const d = parseApiDate(value);
  if (!d) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A form day as the ISO UTC midnight the API stores; null when empty. */
export const dayToApi = (day: string): string | null => (/^\d{4}-\d{2}-\d{2}$/.test(day) ? `${day}T00:00:00.000Z` : null);

/** A form date-time (the device's clock) as ISO UTC; null when empty. */
export function dateTimeToApi(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return null;
  const d = new Date(value); // a zone-less date-time string is local time
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}
