import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AppNotification } from '@/contract/market';
import { formatMoney } from '@/lib/format/money';

/** The bell's sentence for a notification, in the reader's language (the server stores the kind and its values). */
export function notificationText(n: AppNotification, i18n: I18n): string {
  const code = n.Code ?? '';
  const trucker = String(n.Data.Trucker ?? '');
  const price = n.Data.Price === undefined || n.Data.Price === null ? '' : `$${formatMoney(n.Data.Price)}`;
  const status = String(n.Data.Status ?? '');
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
    case 'ChatMessage':
      return i18n._(msg`New message on load ${code}`);
  }
}

/** Where a notification leads: the carrier's bids, or the load's tracking page. */
export function notificationHref(n: AppNotification, isCarrier: boolean): string | null {
  if (n.Kind === 'BidDeclined' || (isCarrier && n.Kind === 'LoadOffered')) return '/Loads/find';
  if (n.ShipmentId === null) return null;
  return `/trackload/${n.ShipmentId}/details`;
}
