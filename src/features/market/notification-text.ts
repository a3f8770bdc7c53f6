import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AppNotification } from '@/contract/market';
import { formatDateTime } from '@/shared/format/date';
import { formatMoney } from '@/lib/format/money';

/** The translatable name of a status code (the loads feature's names, handed in by the route). */
export type StatusNameOf = (code: string) => MessageDescriptor | undefined;

/**
 * The bell's sentence for a notification, in the reader's language (the server stores the kind and its values). A
 * status is named from its code, so no English status name reaches another language.
 */
export function notificationText(n: AppNotification, i18n: I18n, statusName?: StatusNameOf): string {
  const code = n.Code ?? '';
  const trucker = String(n.Data.Trucker ?? '');
  const price = n.Data.Price === undefined || n.Data.Price === null ? '' : `$${formatMoney(n.Data.Price)}`;
  const statusCode = String(n.Data.StatusCode ?? '');
  const named = statusName?.(statusCode);
  const status = named ? i18n._(named) : String(n.Data.Status ?? statusCode);
  switch (n.Kind) {
    case 'BidPlaced':
      return i18n._(msg`${trucker} bid ${price} on load ${code}`);
    case 'BidChanged':
      return i18n._(msg`${trucker} changed its bid on load ${code} to ${price}`);
    case 'BidWithdrawn':
      return i18n._(msg`${trucker} withdrew its bid on load ${code}`);
    case 'BidAccepted':
      return i18n._(msg`Your bid of ${price} on load ${code} was accepted`);
    case 'BidDeclined':
      return i18n._(msg`Your bid on load ${code} was declined`);
    case 'LoadAssigned':
      return trucker ? i18n._(msg`Load ${code} is now assigned to ${trucker}`) : i18n._(msg`Load ${code} has been assigned to you`);
    case 'LoadUnassigned':
      return i18n._(msg`Load ${code} is no longer assigned to you`);
    case 'LoadOffered':
      return i18n._(msg`${String(n.Data.Shipper ?? '')} offers you the private load ${code}`);
    case 'StatusChanged':
      return i18n._(msg`Load ${code} is now ${status}`);
    case 'SavedSearchMatch': {
      const search = String(n.Data.Search ?? '');
      const from = String(n.Data.From ?? '');
      const to = String(n.Data.To ?? '');
      return i18n._(msg`New load ${code} from ${from} to ${to} matches your search “${search}”`);
    }
    case 'ChatMessage': {
      const from = String(n.Data.From ?? '');
      return from ? i18n._(msg`${from} sent you a message on load ${code}`) : i18n._(msg`New message on load ${code}`);
    }
    case 'QuickPayRequested':
      return i18n._(msg`${trucker} asks for quick pay on load ${code}`);
    case 'QuickPayApproved':
      return i18n._(msg`Quick pay on load ${code} was approved`);
    case 'QuickPayRefused': {
      const reason = String(n.Data.Reason ?? '');
      return reason ? i18n._(msg`Quick pay on load ${code} was refused: ${reason}`) : i18n._(msg`Quick pay on load ${code} was refused`);
    }
    case 'RunningLate': {
      // The ETA is an instant: the reader's clock, its zone named (it is compared with the facility's window).
      const eta = formatDateTime(String(n.Data.Eta ?? ''), { language: i18n.locale, withZone: true });
      if (n.Data.Place === 'Pickup') return i18n._(msg`Load ${code} is running late: ETA to pickup ${eta}`);
      if (n.Data.Place === 'Stop') return i18n._(msg`Load ${code} is running late: ETA to the next stop ${eta}`);
      return i18n._(msg`Load ${code} is running late: ETA to delivery ${eta}`);
    }
  }
}

/** Where a notification leads: the carrier's bids, or the load's tracking page. */
export function notificationHref(n: AppNotification, isCarrier: boolean): string | null {
  if (n.Kind === 'BidDeclined' || (isCarrier && n.Kind === 'LoadOffered')) return '/Loads/find';
  if (n.ShipmentId === null) return null;
  if (n.Kind === 'SavedSearchMatch') return `/Loads/find?load=${n.ShipmentId}`;
  return `/trackload/${n.ShipmentId}/details`;
}
