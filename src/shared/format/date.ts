import { DAY, formatCalendarDay, formatter, formatZonedDay, formatZonedTime, toInstant, zoneOffsetMs } from '../time/zoned';
import { intlLocale } from './locale';

/**
 * Dates and times as the reader reads them (issue 15 item 16, issue 13 item 9; decisions 068, 160): one format per
 * language through Intl (en: MM/DD/YYYY and MM/DD/YYYY hh:mm A, spec 1 §9), in the active language by default.
 * This file only adds the active language to `src/shared/time/zoned.ts`, the one implementation of day, time and
 * zone formatting: an event in the reader's zone (named with `withZone`), an appointment in its place's zone
 * (`timeZone`), a calendar day (a date without time, stored as UTC midnight: a due date, a period) the same day for
 * everyone. An ISO string without a zone ("2025-03-18T14:05:00", as the legacy API sends) is read as UTC.
 */
export const parseApiDate = toInstant;

export type DateFormatOptions = {
  /** The app language (default: the active one). */
  language?: string;
  /** An IANA zone instead of the device's (an appointment's facility, or tests). */
  timeZone?: string | null;
};

export type DateTimeFormatOptions = DateFormatOptions & {
  /** Name the zone after the time ("02:05 PM CST"): where the reader compares it with another clock. */
  withZone?: boolean;
};

/** True for a calendar day: "2025-03-18", or an instant at exactly UTC midnight (how the API stores days). */
export function isCalendarDay(value: string | number | Date): boolean {
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return true;
  const d = toInstant(value);
  return !!d && d.getTime() % 86_400_000 === 0;
}

/** The day in the reader's format (en 03/18/2025, fr 18/03/2025, de 18.03.2025, ja 2025/03/18). Invalid or empty gives "". */
export function formatDate(value: string | number | Date | null | undefined, options: DateFormatOptions = {}): string {
  if (value === null || value === undefined || !toInstant(value)) return '';
  const locale = intlLocale(options.language);
  return isCalendarDay(value) ? formatCalendarDay(value, locale) : formatZonedDay(value, { locale, timeZone: options.timeZone });
}

/** The time of day in the reader's format and zone (en 02:05 PM, fr 14:05), optionally with the zone's name. */
export function formatTime(value: string | number | Date | null | undefined, options: DateTimeFormatOptions = {}): string {
  return formatZonedTime(value, { locale: intlLocale(options.language), timeZone: options.timeZone }, !!options.withZone);
}

/** Day and time in the reader's format and zone: en "03/18/2025 02:05 PM" (spec 1 §9), with "CST" when asked. */
export function formatDateTime(value: string | number | Date | null | undefined, options: DateTimeFormatOptions = {}): string {
  const d = toInstant(value);
  if (!d) return '';
  return `${formatZonedDay(d, { locale: intlLocale(options.language), timeZone: options.timeZone })} ${formatTime(d, options)}`;
}

/**
 * The day format as a pattern for Mantine's date inputs (dayjs tokens), taken from the same Intl format the app shows
 * days in: en "MM/DD/YYYY", fr "DD/MM/YYYY", de "DD.MM.YYYY", ja "YYYY/MM/DD".
 */
export function dayPattern(language?: string): string {
  const tokens: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = { year: 'YYYY', month: 'MM', day: 'DD' };
  return formatter(intlLocale(language), { ...DAY, timeZone: 'UTC' })
    .formatToParts(new Date(Date.UTC(2025, 2, 18)))
    .map((part) => tokens[part.type] ?? part.value)
    .join('');
}

const DAY_MS = 86_400_000;

/**
 * `formatDateTime` for many instants in one language and zone (a 100,000-row export): the same text, built from
 * the zone's offset (looked up once per UTC day, and per instant on a day the offset changes), the day's text and
 * the minute's text, so Intl runs a few hundred times instead of twice per cell. No zone name (`withZone`).
 */
export function dateTimeFormatter(options: DateFormatOptions = {}): (ms: number) => string {
  const locale = intlLocale(options.language);
  const offsets = new Map<number, number | null>();
  const days = new Map<number, string>();
  const minutes = new Map<number, string>();
  const offsetAt = (ms: number): number => {
    const day = Math.floor(ms / DAY_MS);
    let offset = offsets.get(day);
    if (offset === undefined) {
      const first = zoneOffsetMs(day * DAY_MS, options.timeZone);
      offset = first === zoneOffsetMs(day * DAY_MS + DAY_MS - 1000, options.timeZone) ? first : null;
      offsets.set(day, offset);
    }
    return offset ?? zoneOffsetMs(ms, options.timeZone);
  };
  return (ms) => {
    const local = ms + offsetAt(ms);
    const day = Math.floor(local / DAY_MS);
    const minute = Math.floor((local - day * DAY_MS) / 60_000);
    let dayText = days.get(day);
    if (dayText === undefined) {
      dayText = formatCalendarDay(day * DAY_MS, locale);
      days.set(day, dayText);
    }
    let timeText = minutes.get(minute);
    if (timeText === undefined) {
      timeText = formatZonedTime(minute * 60_000, { locale, timeZone: 'UTC' });
      minutes.set(minute, timeText);
    }
    return `${dayText} ${timeText}`;
  };
}
