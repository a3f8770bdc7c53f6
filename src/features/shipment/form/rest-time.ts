const MINUTE = 60;
const HOUR = 3600;
const DAY = 86_400;

/**
 * Spec 2 §5: rest time typed as days/hours/minutes ("1d 2h 3m", any of the parts, in any order) or a plain number of
 * hours ("2.5"). Answers seconds; "" is 0; text it cannot read (or a negative number) is null.
 */
export function parseRestTime(text: string): number | null {
  const input = text.trim().toLowerCase();
  if (input === '') return 0;
  if (/^\d+(?:[.,]\d+)?$/.test(input)) return Math.round(Number(input.replace(',', '.')) * HOUR);
  const part = /(\d+(?:[.,]\d+)?)\s*([dhm])/g;
  let seconds = 0;
  let consumed = '';
  for (const match of input.matchAll(part)) {
    const amount = Number(match[1]!.replace(',', '.'));
    seconds += amount * (match[2] === 'd' ? DAY : match[2] === 'h' ? HOUR : MINUTE);
    consumed += match[0];
  }
  if (consumed === '' || consumed.replace(/\s/g, '') !== input.replace(/\s/g, '')) return null;
  return Math.round(seconds);
}

/** Spec 2 §2.12: rest time is shown in hours (seconds / 3600), at most 2 decimals; 0 is "". */
export function restTimeHoursText(seconds: number | null | undefined): string {
  if (!seconds) return '';
  return String(Math.round((seconds / HOUR) * 100) / 100);
}

/** Seconds as "1d 2h 3m" (minutes rounded), for the read-only time fields; 0 is "0m", empty is "". */
export function formatSeconds(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds)) return '';
  let rest = Math.round(Math.abs(seconds) / MINUTE);
  const days = Math.floor(rest / 1440);
  rest -= days * 1440;
  const hours = Math.floor(rest / 60);
  const minutes = rest - hours * 60;
  const parts = [days ? `${days}d` : '', hours ? `${hours}h` : '', minutes ? `${minutes}m` : ''].filter(Boolean);
  return parts.length ? parts.join(' ') : '0m';
}

/** Total time = driving + rest (both seconds, either may be missing). */
export const totalTimeSeconds = (driving: number | null | undefined, rest: number | null | undefined) => (driving ?? 0) + (rest ?? 0);
