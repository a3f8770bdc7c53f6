/**
 * A duration in minutes as days, hours and minutes (spec 1 §9): 1563 → "1d 2h 3m". Zero parts are left out,
 * a zero duration is "0m", a negative one keeps its sign; seconds are rounded to the nearest minute.
 */
export function formatDuration(totalMinutes: number | null | undefined): string {
  if (totalMinutes === null || totalMinutes === undefined || !Number.isFinite(totalMinutes)) return '';
  const sign = totalMinutes < 0 ? '-' : '';
  let rest = Math.round(Math.abs(totalMinutes));
  const days = Math.floor(rest / 1440);
  rest -= days * 1440;
  const hours = Math.floor(rest / 60);
  const minutes = rest - hours * 60;
  const parts = [days ? `${days}d` : '', hours ? `${hours}h` : '', minutes ? `${minutes}m` : ''].filter(Boolean);
  return parts.length ? sign + parts.join(' ') : '0m';
}

/** The same between two instants (e.g. pickup to delivery). */
export function formatDurationBetween(from: Date | string, to: Date | string): string {
  const ms = new Date(to).getTime() - new Date(from).getTime();
  return Number.isFinite(ms) ? formatDuration(ms / 60000) : '';
}
