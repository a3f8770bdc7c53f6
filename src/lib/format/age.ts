const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** How long ago, in the reader's language: "just now", "4 minutes ago", "yesterday", "3 days ago". */
export function formatAge(ageMs: number, locale: string): string {
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (ageMs >= size) return format.format(-Math.floor(ageMs / size), unit);
  }
  return format.format(0, 'second');
}
