/**
 * The form's dates: whole days as "YYYY-MM-DD" and appointments as "YYYY-MM-DDTHH:mm" (spec 2 §9), both read as UTC
 * like every date the app shows, so the day a shipper picks is the day everyone sees.
 */

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/** An API date (ISO, UTC) as the form's "YYYY-MM-DD"; "" when empty or unreadable. */
export function toFormDay(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(/Z|[+-]\d{2}:?\d{2}$/.test(value) || value.length === 10 ? value : `${value}Z`);
  return Number.isNaN(date.getTime()) ? '' : date.toISOString().slice(0, 10);
}

/** An API date-time as the form's "YYYY-MM-DDTHH:mm" (UTC wall time). */
export function toFormDateTime(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(/Z|[+-]\d{2}:?\d{2}$/.test(value) ? value : `${value}Z`);
  return Number.isNaN(date.getTime()) ? '' : date.toISOString().slice(0, 16);
}

/** The form's day as the ISO UTC midnight the API stores; null when empty. */
export const dayToApi = (day: string): string | null => (DAY.test(day) ? `${day}T00:00:00.000Z` : null);

/** The form's date-time as ISO UTC; null when empty. */
export const dateTimeToApi = (value: string): string | null => (DATE_TIME.test(value) ? `${value}:00.000Z` : null);

/** Today (UTC) as "YYYY-MM-DD": a new load's shipment date. */
export const todayDay = (now = new Date()) => now.toISOString().slice(0, 10);

export type DateRule = { disabled: boolean; min: string | undefined };

/** Spec 2 §5: MABD waits for a requested ship date and may not be before it. */
export const mabdRule = (reqShipDate: string): DateRule => ({ disabled: reqShipDate === '', min: reqShipDate || undefined });

/** Spec 2 §5: a delivery appointment bound waits for the matching pickup one and may not be before it. */
export const delAppointmentRule = (pickupBound: string, deliveryFrom = ''): DateRule => ({
  disabled: pickupBound === '',
  min: [pickupBound, deliveryFrom].filter(Boolean).sort().at(-1),
});

/** An appointment's "to" may not be before its "from". */
export const appointmentToRule = (from: string): DateRule => ({ disabled: false, min: from || undefined });

/** true when both are set and `later` is before `earlier` (same format, so text order is time order). */
export const isBefore = (later: string, earlier: string) => later !== '' && earlier !== '' && later.slice(0, earlier.length) < earlier.slice(0, later.length);
