import { parseApiDate } from '@/lib/format/date';

/**
 * The native date and datetime-local inputs (spec 2 §9: form date YYYY-MM-DD, datetime YYYY-MM-DDTHH:mm) against
 * the wire's ISO strings, in UTC like every date the app shows.
 */
export function toDateInput(iso: string | null | undefined): string {
  return parseApiDate(iso)?.toISOString().slice(0, 10) ?? '';
}

export function toDateTimeInput(iso: string | null | undefined): string {
  return parseApiDate(iso)?.toISOString().slice(0, 16) ?? '';
}

export function fromDateInput(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const date = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

export function fromDateTimeInput(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return null;
  const date = new Date(`${value.length === 16 ? `${value}:00` : value}Z`);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}
