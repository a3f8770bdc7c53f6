import type { DateRange } from '@/contract/billing';
import { formatDate } from '@/shared/format/date';
import { formatMoney } from '@/lib/format/money';

export { Fact, InfoCard } from '@/lib/ui/info-card';

/** $1,234.50 */
export const dollars = (amount: number | null | undefined): string =>
  amount === null || amount === undefined ? '' : `$${formatMoney(amount)}`;

/** A period's calendar dates, "MM/DD/YYYY – MM/DD/YYYY" (the end is the next period's start). */
export const periodText = (period: DateRange | null | undefined): string =>
  period ? `${formatDate(`${period.Start}T00:00:00Z`)} – ${formatDate(`${period.End}T00:00:00Z`)}` : '';

/** A calendar date (YYYY-MM-DD) in the app's date format. */
export const calendarDate = (value: string | null | undefined): string => (value ? formatDate(`${value}T00:00:00Z`) : '');
