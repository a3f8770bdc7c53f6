import { useLingui } from '@lingui/react/macro';
import type { BoardLoad } from '@/contract/market';
import { formatAppointmentWindow, formatCalendarDate } from '@/lib/format/zoned';
import { formatMoney } from '@/lib/format/money';
import { formatWeight } from '@/lib/format/weight';

/**
 * An appointment window on the facility's clock with its zone named, "11/28/2026 08:00 AM – 10:00 AM CST" (the end's
 * day only when it differs; decision 160), or the day alone when there is no window.
 */
export function formatWindow(day: string | null, from: string | null, to: string | null, zone: string | null): string {
  if (!from && !to) return day ? formatCalendarDate(day) : '';
  return formatAppointmentWindow(from, to, zone);
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
    { label: t`Pickup`, value: formatWindow(load.PickupDate, load.PickupFrom, load.PickupTo, load.PickupTimeZone) },
    { label: t`Delivery`, value: formatWindow(load.DeliveryDate, load.DeliveryFrom, load.DeliveryTo, load.DeliveryTimeZone) || '—' },
    { label: t`Equipment`, value: load.EquipmentType ?? '—' },
    { label: t`Weight`, value: formatWeight(load.TotalWeight, load.WeightType) || '—' },
    { label: t`Miles`, value: miles(load) || '—' },
    { label: t`Stops`, value: String(load.Stops) },
    ...(load.BiddingEnabled ? [{ label: t`Open bids`, value: String(load.BidsCount) }] : []),
    { label: t`Shipper`, value: load.Shipper },
  ];
}
