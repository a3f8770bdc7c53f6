import { addDays, addMonths, differenceInCalendarDays, format, isValid, parse } from 'date-fns';

/**
 * Calendar days as `YYYY-MM-DD` text (they compare as text), with date-fns doing the arithmetic. date-fns counts on
 * the local calendar, so a day is read into a local-midnight Date and written back from it: the answer is the same
 * day in every time zone, and a daylight-saving change never moves it. Server and client both use these.
 */
const DAY_FORMAT = 'yyyy-MM-dd';
const DAY = /^\d{4}-\d{2}-\d{2}$/;

function toLocalDay(day: string): Date {
  const date = DAY.test(day) ? parse(day, DAY_FORMAT, new Date(2000, 0, 1)) : new Date(Number.NaN);
  if (!isValid(date)) throw new RangeError(`Not a calendar day: ${day}`);
  return date;
}

const fromLocalDay = (date: Date) => format(date, DAY_FORMAT);

/** Whether `value` is a real calendar day (2025-02-31 is not). */
export function isCalendarDay(value: string): boolean {
  return DAY.test(value) && isValid(parse(value, DAY_FORMAT, new Date(2000, 0, 1)));
}

/** The day `days` after `day` (negative: before). */
export const addCalendarDays = (day: string, days: number): string => fromLocalDay(addDays(toLocalDay(day), days));

/** The same day `months` later, clamped to the month's last day (Jan 31 + 1 month = Feb 28/29). */
export const addCalendarMonths = (day: string, months: number): string => fromLocalDay(addMonths(toLocalDay(day), months));

/** Calendar days from `from` to `to` (negative when `to` is earlier). */
export const calendarDaysBetween = (from: string, to: string): number => differenceInCalendarDays(toLocalDay(to), toLocalDay(from));

/** The UTC calendar day of an instant (the day the server's dates are kept in). */
export const utcCalendarDay = (instant: Date): string => instant.toISOString().slice(0, 10);

/** The later of two days. */
export const laterDay = (a: string, b: string): string => (a > b ? a : b);
