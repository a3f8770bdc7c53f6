const weightFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 3 });

/** A weight with thousands commas and its unit ("32,721 LBS"); empty when there is none. */
export function formatWeight(value: number | null | undefined, unit: string | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  return `${weightFormat.format(value)} ${unit ?? ''}`.trim();
}
