/**
 * Detention arithmetic (issue 40, decision 164): one pure module the server bills with and the trip card shows live.
 *
 * - A stop's arrival and departure come from the status taps (device time corrected) and from the positions inside
 *   its geofence. When both exist and disagree by more than one billing step, the taps stand until the trucker accepts
 *   the geofence's times; a stop with only one source uses it.
 * - Free time runs from the later of arrival and the appointment's start. After it, detention accrues at the load's
 *   rate in completed 15-minute steps. A stop with no departure yet is counted up to `now`.
 */

export const DEFAULT_FREE_MINUTES = 120;
export const DEFAULT_RATE_PER_HOUR = 50;
export const DETENTION_STEP_MINUTES = 15;
/** Default geofence radius: 0.25 mi. */
export const GEOFENCE_METRES = 0.25 * 1609.344;

export type DetentionSource = 'StatusTaps' | 'Geofence' | 'None';

export type StopTimes = { arrivedAt: Date | null; departedAt: Date | null };

export type DetentionInput = StopTimes & {
  appointmentStart: Date | null;
  freeMinutes: number;
  ratePerHour: number;
  now: Date;
};

export type DetentionFigures = {
  /** Minutes from the start of free time to departure (or now). */
  waitedMinutes: number;
  billableMinutes: number;
  amount: number;
  /** Still at the stop: the figures grow with `now`. */
  running: boolean;
};

const MINUTE = 60_000;

export const roundMoney = (value: number) => Math.round(value * 100) / 100;

/** Billable minutes times the hourly rate, in cents. */
export const detentionAmount = (billableMinutes: number, ratePerHour: number) => roundMoney((billableMinutes * ratePerHour) / 60);

export function detention(input: DetentionInput): DetentionFigures {
  const { arrivedAt, departedAt, appointmentStart, now } = input;
  if (!arrivedAt) return { waitedMinutes: 0, billableMinutes: 0, amount: 0, running: false };
  const start = appointmentStart && appointmentStart > arrivedAt ? appointmentStart : arrivedAt;
  const end = departedAt ?? now;
  const waitedMinutes = Math.max(0, Math.floor((end.getTime() - start.getTime()) / MINUTE));
  const over = Math.max(0, waitedMinutes - Math.max(0, input.freeMinutes));
  const billableMinutes = Math.floor(over / DETENTION_STEP_MINUTES) * DETENTION_STEP_MINUTES;
  return {
    waitedMinutes,
    billableMinutes,
    amount: detentionAmount(billableMinutes, input.ratePerHour),
    running: departedAt === null,
  };
}

const differ = (a: Date | null, b: Date | null) =>
  (a === null) !== (b === null) || (a !== null && b !== null && Math.abs(a.getTime() - b.getTime()) > DETENTION_STEP_MINUTES * MINUTE);

/** The two sources disagree: one lacks a time the other has, or a time differs by more than one billing step. */
export function sourcesDisagree(taps: StopTimes, fence: StopTimes): boolean {
  if (!taps.arrivedAt || !fence.arrivedAt) return false;
  return differ(taps.arrivedAt, fence.arrivedAt) || differ(taps.departedAt, fence.departedAt);
}

/** Which times bill the stop: the taps, unless the trucker accepted the geofence's, or only the geofence saw it. */
export function chooseTimes(
  taps: StopTimes,
  fence: StopTimes,
  geofenceAccepted: boolean,
): StopTimes & { source: DetentionSource; disagree: boolean } {
  const disagree = sourcesDisagree(taps, fence);
  if (fence.arrivedAt && (geofenceAccepted || !taps.arrivedAt)) return { ...fence, source: 'Geofence', disagree };
  if (taps.arrivedAt) return { ...taps, source: 'StatusTaps', disagree };
  return { arrivedAt: null, departedAt: null, source: 'None', disagree: false };
}

export type FencePoint = { at: Date; inside: boolean };

/**
 * Arrival and departure from positions in time order, each marked inside or outside the fence: the first run of
 * points inside; arrival at its first point, departure at the first point outside after it (null while none came).
 */
export function geofenceTimes(points: readonly FencePoint[]): StopTimes & { positionsInside: number } {
  const first = points.findIndex((p) => p.inside);
  if (first < 0) return { arrivedAt: null, departedAt: null, positionsInside: 0 };
  let i = first;
  while (i < points.length && points[i].inside) i++;
  return { arrivedAt: points[first].at, departedAt: points[i]?.at ?? null, positionsInside: i - first };
}

/** "0:45" — hours and minutes, for "Detention 0:45 · $37.50". */
export function formatDetentionMinutes(minutes: number): string {
  const m = Math.max(0, Math.floor(minutes));
  return `${Math.floor(m / 60)}:${String(m % 60).padStart(2, '0')}`;
}
