import { intlLocale } from './locale';

/**
 * Dates and times as the reader reads them (issue 15 item 16, issue 13 item 9; decision 068): one format per language
 * through Intl (en: MM/DD/YYYY and MM/DD/YYYY hh:mm A, spec 1 §9), times in the user's own time zone, with the zone
 * named where a time is compared with a clock elsewhere (status history, sync panel, proof of delivery).
 * A calendar day (a date without time, stored as UTC midnight: a due date, a period) is the same day for everyone.
 * An ISO string without a zone ("2025-03-18T14:05:00", as the legacy API sends) is read as UTC.
 */
export function parseApiDate(value: string | number | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value === 'number') return new Date(value);
  const iso = /^\d{4}-\d{2}-\d{2}T[\d:.]+$/.test(value) ? `${value}Z` : value;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

export type DateFormatOptions = {
  /** The app language (default: the active one). */
  language?: string;
  /** An IANA zone instead of the device's (tests, or a place's own clock). */
  timeZone?: string;
};

export type DateTimeFormatOptions = DateFormatOptions & {
  /** Name the zone after the time ("02:05 PM CST"): where the reader compares it with another clock. */
  withZone?: boolean;
};

/** True for a calendar day: "2025-03-18", or an instant at exactly UTC midnight (how the API stores days). */
export function isCalendarDay(value: string | number | Date): boolean {
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return true;
  const d = parseApiDate(value);
  return !!d && d.getTime() % 86_400_000 === 0;
}

const cache = new Map<string, Intl.DateTimeFormat>();
function formatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = cache.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    cache.set(key, format);
  }
  return format;
}

const DAY: Intl.DateTimeFormatOptions = { year: 'numeric', month: '2-digit', day: '2-digit' };

function dayText(d: Date, locale: string, timeZone: string | undefined): string {
  return formatter(locale, { ...DAY, timeZone }).format(d);
}

/** The day in the reader's format (en 03/18/2025, fr 18/03/2025, de 18.03.2025, ja 2025/03/18). Invalid or empty gives "". */
export function formatDate(value: string | number | Date | null | undefined, options: DateFormatOptions = {}): string {
  const d = parseApiDate(value);
  if (!d || value === null || value === undefined) return '';
  const timeZone = isCalendarDay(value) ? 'UTC' : options.timeZone;
  return dayText(d, intlLocale(options.language), timeZone);
}

/** The time of day in the reader's format and zone (en 02:05 PM, fr 14:05), optionally with the zone's name. */
export function formatTime(value: string | number | Date | null | undefined, options: DateTimeFormatOptions = {}): string {
  const d = parseApiDate(value);
  if (!d) return '';
  const locale = intlLocale(options.language);
  const english = locale.startsWith('en');
  const parts = formatter(locale, {
    hour: '2-digit',
    minute: '2-digit',
    ...(english ? { hour12: true } : {}),
    timeZone: options.timeZone,
    ...(options.withZone ? { timeZoneName: 'short' } : {}),
  }).formatToParts(d);
  return parts
    .map((part) => part.value)
    .join('')
    .replace(/\u202f|\u00a0/g, ' ');
}

/** Day and time in the reader's format and zone: en "03/18/2025 02:05 PM" (spec 1 §9), with "CST" when asked. */
export function formatDateTime(value: string | number | Date | null | undefined, options: DateTimeFormatOptions = {}): string {
  const d = parseApiDate(value);
  if (!d) return '';
  return `${dayText(d, intlLocale(options.language), options.timeZone)} ${formatTime(d, options)}`;
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

/** The zone's offset from UTC (ms) at `ms`: the zone's wall clock read through Intl, minus the instant. */
function zoneOffset(ms: number, timeZone: string | undefined): number {
  const parts = formatter('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(ms);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return wall - Math.floor(ms / 1000) * 1000;
}

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
      const first = zoneOffset(day * DAY_MS, options.timeZone);
      offset = first === zoneOffset(day * DAY_MS + DAY_MS - 1000, options.timeZone) ? first : null;
      offsets.set(day, offset);
    }
    return offset ?? zoneOffset(ms, options.timeZone);
  };
  return (ms) => {
    const local = ms + offsetAt(ms);
    const day = Math.floor(local / DAY_MS);
    const minute = Math.floor((local - day * DAY_MS) / 60_000);
    let dayText = days.get(day);
    if (dayText === undefined) {
      dayText = formatter(locale, { ...DAY, timeZone: 'UTC' }).format(day * DAY_MS);
      days.set(day, dayText);
    }
    let timeText = minutes.get(minute);
    if (timeText === undefined) {
      timeText = formatTime(minute * 60_000, { language: options.language, timeZone: 'UTC' });
      minutes.set(minute, timeText);
    }
    return `${dayText} ${timeText}`;
  };
}
