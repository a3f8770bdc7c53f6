/**
 * Dates and date-times of spec 1 §9, always in UTC so that every viewer sees the same calendar day.
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

const pad = (n: number) => String(n).padStart(2, '0');

/** MM/DD/YYYY, e.g. 03/18/2025. Invalid or empty input gives "". */
export function formatDate(value: string | number | Date | null | undefined): string {
  const d = parseApiDate(value);
  if (!d) return '';
  return `${pad(d.getUTCMonth() + 1)}/${pad(d.getUTCDate())}/${d.getUTCFullYear()}`;
}

/** MM/DD/YYYY hh:mm A in UTC, e.g. 03/18/2025 02:05 PM. */
export function formatDateTime(value: string | number | Date | null | undefined): string {
  const d = parseApiDate(value);
  if (!d) return '';
  const hours = d.getUTCHours();
  const h12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${formatDate(d)} ${pad(h12)}:${pad(d.getUTCMinutes())} ${hours < 12 ? 'AM' : 'PM'}`;
}
