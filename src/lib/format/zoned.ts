import { formatAppointment, formatCalendarDay, formatZonedDateTime, type Instant, zoneName } from '@/shared/time/zoned';
import { intlLocale } from '@/shared/format/locale';

/**
 * The app's side of decision 160, in the active language: an appointment in its facility's zone, an event in the
 * viewer's, both with the zone named; a calendar day the same everywhere.
 */

/** "11/28/2026 10:00 AM – 12:00 PM CST" in the facility's zone (the device's when the zone is unknown). */
export const formatAppointmentWindow = (from: Instant, to: Instant, timeZone: string | null | undefined, language?: string) =>
  formatAppointment(from, to, { locale: intlLocale(language), timeZone });

/** An instant at a place, in the place's zone, named: "11/28/2026 10:00 AM CST". */
export const formatAtPlace = (value: Instant, timeZone: string | null | undefined, language?: string) =>
  formatZonedDateTime(value, { locale: intlLocale(language), timeZone });

/** An event (a tap, a position, a note) in the viewer's zone, named: "11/28/2026 04:00 PM GMT+9". */
export const formatEventTime = (value: Instant, language?: string) => formatZonedDateTime(value, { locale: intlLocale(language) });

/** A calendar day (requested ship date, MABD): the same day in every zone. */
export const formatCalendarDate = (value: Instant, language?: string) => formatCalendarDay(value, intlLocale(language));

/** The zone's short name at an instant (now by default): "CST". */
export const shortZoneName = (timeZone: string | null | undefined, at: Instant = Date.now(), language?: string) =>
  zoneName(at, { locale: intlLocale(language), timeZone });
