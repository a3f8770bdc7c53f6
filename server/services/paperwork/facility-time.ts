import tzLookup from '@photostructure/tz-lookup';

/**
 * An appointment is a local time at its facility (ARCHITECTURE.md §Time zones): shown in the facility's zone, named.
 * The zone comes from the stop's coordinates; one place to swap for the stop's stored zone once stops carry one.
 */
export function facilityZone(latitude: number | null, longitude: number | null): string {
  if (latitude === null || longitude === null || !Number.isFinite(latitude) || !Number.isFinite(longitude)) return 'UTC';
  try {
    return tzLookup(latitude, longitude);
  } catch {
    return 'UTC';
  }
}

const dateTime = (language: string, timeZone: string) =>
  new Intl.DateTimeFormat(language, { timeZone, dateStyle: 'medium', timeStyle: 'short' });
/** Intl's narrow and thin spaces are not in the PDF's standard fonts: plain spaces instead. */
const plain = (text: string) => text.replace(/[\u202f\u2009\u00a0]/g, ' ');
const zoneName = (instant: Date, language: string, timeZone: string) =>
  new Intl.DateTimeFormat(language === 'en' ? 'en-US' : language, { timeZone, timeZoneName: 'short' })
    .formatToParts(instant)
    .find((p) => p.type === 'timeZoneName')?.value ?? timeZone;

/** "Nov 28, 2026, 10:00 AM CST" in the facility's zone. */
export function formatFacilityTime(iso: string, timeZone: string, language: string): string {
  const instant = new Date(iso);
  return plain(`${dateTime(language, timeZone).format(instant)} ${zoneName(instant, language, timeZone)}`);
}

/** An appointment window: "Nov 28, 2026, 8:00 AM – 10:00 AM CST", or one time, or null without one. */
export function formatWindow(from: string | null, to: string | null, timeZone: string, language: string): string | null {
  if (!from && !to) return null;
  if (!from || !to || from === to) return formatFacilityTime((from ?? to)!, timeZone, language);
  const a = new Date(from);
  const b = new Date(to);
  const format = dateTime(language, timeZone);
  const range = format.formatRange(a, b);
  return plain(`${range} ${zoneName(b, language, timeZone)}`);
}

/** An event (a signature, an acceptance): an instant, in UTC when the reader's zone is not known, named. */
export const formatInstant = (iso: string, language: string, timeZone = 'UTC') => formatFacilityTime(iso, timeZone, language);
