import { useLingui } from '@lingui/react/macro';
import type { BoardLoad } from '@/contract/market';
import { formatDate, formatDateTime, formatTime } from '@/shared/format/date';
import { formatMoney } from '@/lib/format/money';
import { formatWeight } from '@/lib/format/weight';

/**
 * An appointment window "11/28/2026 08:00 AM – 10:00 AM" (the end's day only when it differs), or the day alone when
 * there is no window. Shown with the app's existing formatting until stops carry their zone (issue 38b).
 */
export function formatWindow(day: string | null, from: string | null, to: string | null): string {
  if (!from) return day ? formatDate(day) : '';
  if (!to) return formatDateTime(from);
  const end = formatDate(to) === formatDate(from) ? formatTime(to) : formatDateTime(to);
  return `${formatDateTime(from)} – ${end}`;
}

export const money = (n: number | null | undefined) => (n === null || n === undefined ? '' : `$${formatMoney(n)}`);
export const ratePerMile = (r: BoardLoad) => (r.RatePerMile === null ? '' : `$${formatMoney(r.RatePerMile)}`);
export const miles = (r: Pick<BoardLoad, 'TotalMiles'>) => (r.TotalMiles === null ? '' : Math.round(r.TotalMiles).toLocaleString());
export const lane = (r: Pick<BoardLoad, 'FromCity' | 'FromState' | 'ToCity' | 'ToState'>) =>
  `${r.FromCity}, ${r.FromState} → ${r.ToCity}, ${r.ToState}`;

/** The facts a trucker decides on, labelled, in the order the card and the load page show them. */
export function useBoardFacts(load: BoardLoad): { label: string; value: string }[] {
  const { t } = useLingui();
  return [
    { label: t`Pickup`, value: formatWindow(load.PickupDate, load.PickupFrom, load.PickupTo) },
    { label: t`Delivery`, value: formatWindow(load.DeliveryDate, load.DeliveryFrom, load.DeliveryTo) || '—' },
    { label: t`Equipment`, value: load.EquipmentType ?? '—' },
    { label: t`Weight`, value: formatWeight(load.TotalWeight, load.WeightType) || '—' },
    { label: t`Miles`, value: miles(load) || '—' },
    { label: t`Stops`, value: String(load.Stops) },
    { label: t`Shipper`, value: load.Shipper },
  ];
}
