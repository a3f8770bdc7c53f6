/**
 * Times at a place and times of events (decision 160), for the web app and the server alike: no Lingui, no DOM; the
 * caller passes the Intl locale ("en-US") and the zone.
 *
 * - An appointment is a wall-clock time at its facility. It is stored as the instant that wall clock means in the
 *   stop's IANA zone, and always shown in that zone with the zone named: "11/28/2026 10:00 AM CST".
 * - An event (a status tap, a position, a note) is an instant, shown in the viewer's zone, named.
 * - A calendar day (requested ship date, MABD, a due date) is stored as UTC midnight and read in UTC: it never shifts.
 */

export type Instant = string | number | Date | null | undefined;

export type ZonedFormat = {
  /** An Intl locale ("en-US", "fr-FR"). */
  locale: string;
  /** An IANA zone; null or undefined = the runtime's own zone (the viewer's, in a browser). */
  timeZone?: string | null;
};

/** An API instant as a Date: a zone-less ISO string ("2025-03-18T14:05:00", as the legacy API sends) is UTC. */
export function toInstant(value: Instant): Date | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value === 'number') return new Date(value);
  const iso = /^\d{4}-\d{2}-\d{2}T[\d:.]+$/.test(value) ? `${value}Z` : value;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

const cache = new Map<string, Intl.DateTimeFormat>();
/** One cached Intl.DateTimeFormat per locale and options (building one costs far more than using it). */
export function formatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = cache.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    cache.set(key, format);
  }
  return format;
}

/** True when Intl knows the zone ("America/Chicago"); false for null, "" and names it rejects. */
export function isKnownZone(timeZone: string | null | undefined): timeZone is string {
  if (!timeZone) return false;
  try {
    formatter('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

const zoneOrDefault = (timeZone: string | null | undefined) => (isKnownZone(timeZone) ? timeZone : undefined);

/** The zone's offset from UTC in ms at the instant `ms` (Chicago in winter: −6 h). */
export function zoneOffsetMs(ms: number, timeZone: string | null | undefined): number {
  const parts = formatter('en-US', {
    timeZone: zoneOrDefault(timeZone),
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

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as the wall clock "YYYY-MM-DDTHH:mm" in the zone (a datetime-local input's value); "" when empty. */
export function toWallClock(value: Instant, timeZone: string | null | undefined): string {
  const d = toInstant(value);
  if (!d) return '';
  const local = new Date(d.getTime() + zoneOffsetMs(d.getTime(), timeZone));
  return `${local.getUTCFullYear()}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())}T${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}`;
}

/**
 * The wall clock "YYYY-MM-DDTHH:mm" in the zone as an ISO instant; null when empty or malformed. A time that does not
 * exist (skipped by a spring-forward) moves forward by the gap; an ambiguous one (fall-back) takes the earlier instant.
 */
export function fromWallClock(wall: string, timeZone: string | null | undefined): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(wall);
  if (!m) return null;
  const utc = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]));
  if (Number.isNaN(utc)) return null;
  const first = zoneOffsetMs(utc, timeZone);
  let ms = utc - first;
  const second = zoneOffsetMs(ms, timeZone);
  if (second !== first && toWallClock(utc - second, timeZone) === wall) ms = utc - second;
  return new Date(ms).toISOString();
}

export const DAY: Intl.DateTimeFormatOptions = { year: 'numeric', month: '2-digit', day: '2-digit' };
const clean = (text: string) => text.replace(/\u202f|\u00a0/g, ' ');

/** The short name of the zone at that instant in the locale: "CST", "CDT", "GMT+9" (en), "UTC−6" (fr). */
export function zoneName(value: Instant, { locale, timeZone }: ZonedFormat): string {
  const d = toInstant(value) ?? new Date();
  const part = formatter(locale, { timeZone: zoneOrDefault(timeZone), timeZoneName: 'short' })
    .formatToParts(d)
    .find((p) => p.type === 'timeZoneName');
  return clean(part?.value ?? '');
}

/** The day in the zone, in the locale's format (en 11/28/2026, fr 28/11/2026). */
export function formatZonedDay(value: Instant, { locale, timeZone }: ZonedFormat): string {
  const d = toInstant(value);
  return d ? formatter(locale, { ...DAY, timeZone: zoneOrDefault(timeZone) }).format(d) : '';
}

/** The time of day in the zone (en 10:00 AM, fr 10:00), with the zone's name when `named`. */
export function formatZonedTime(value: Instant, { locale, timeZone }: ZonedFormat, named = false): string {
  const d = toInstant(value);
  if (!d) return '';
  const text = formatter(locale, {
    hour: '2-digit',
    minute: '2-digit',
    ...(locale.startsWith('en') ? { hour12: true } : {}),
    timeZone: zoneOrDefault(timeZone),
  }).format(d);
  return clean(named ? `${text} ${zoneName(d, { locale, timeZone })}` : text);
}

/** Day, time and zone: "11/28/2026 10:00 AM CST". An appointment: pass its stop's zone. An event: the viewer's. */
export function formatZonedDateTime(value: Instant, format: ZonedFormat): string {
  const d = toInstant(value);
  if (!d) return '';
  return `${formatZonedDay(d, format)} ${formatZonedTime(d, format, true)}`;
}

/**
 * An appointment window in its facility's zone: "11/28/2026 10:00 AM – 12:00 PM CST", or both days when it spans
 * midnight ("11/28/2026 10:00 PM – 11/29/2026 02:00 AM CST"); just the start when there is no end.
 */
export function formatAppointment(from: Instant, to: Instant, format: ZonedFormat): string {
  const start = toInstant(from);
  const end = toInstant(to);
  if (!start) return end ? formatZonedDateTime(end, format) : '';
  if (!end || end.getTime() === start.getTime()) return formatZonedDateTime(start, format);
  const sameDay = formatZonedDay(start, format) === formatZonedDay(end, format);
  const startZone = zoneName(start, format);
  const endZone = zoneName(end, format);
  const head = `${formatZonedDay(start, format)} ${formatZonedTime(start, format, startZone !== endZone)}`;
  const tail = `${sameDay ? '' : `${formatZonedDay(end, format)} `}${formatZonedTime(end, format, true)}`;
  return `${head} – ${tail}`;
}

/** A calendar day (stored as UTC midnight, or "YYYY-MM-DD") in the locale's format; the same day in every zone. */
export function formatCalendarDay(value: Instant, locale: string): string {
  const d = toInstant(typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  return d ? formatter(locale, { ...DAY, timeZone: 'UTC' }).format(d) : '';
}
