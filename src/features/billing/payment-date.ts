import { parseApiDate } from '@/lib/format/date';

const pad = (n: number) => String(n).padStart(2, '0');

/** A timestamp as the payment datetime field shows it: YYYY-MM-DDTHH:mm in UTC (spec 3 §9); '' when unreadable. */
export function toDateTimeInput(value: string | Date): string {
  const date = parseApiDate(value);
  if (!date) return '';
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}T${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}`;
}
