import type { TrackingResponse } from '@/contract/load-detail';

export type ItineraryEntry =
  | { kind: 'origin'; key: string; name: string; address: string; date: string | null }
  | { kind: 'event'; key: string; name: string; address: string; date: string | null }
  | { kind: 'stop'; key: string; name: string; address: string; date: string | null; stopType: string }
  | { kind: 'receiver'; key: string; name: string; address: string; date: string | null };

/** "Address 1, City, ST 12345" from the parts that are present. */
export function joinAddress(
  address1: string | null | undefined,
  city: string | null | undefined,
  state: string | null | undefined,
  zip?: string | null,
): string {
  const stateZip = [state, zip].filter(Boolean).join(' ');
  return [address1, city, stateZip].filter(Boolean).join(', ');
}

const time = (iso: string | null) => (iso ? Date.parse(iso) : Number.NaN);

/**
 * The itinerary panel in the order of spec 2 §2.2: the pickup origin, then the tracking events (oldest first),
 * (named ones only), then the stops not delivered yet (in Position order), then the receiver.
 */
export function buildItinerary(tracking: Pick<TrackingResponse, 'Shipment' | 'Tracking' | 'Stops'>): ItineraryEntry[] {
  const s = tracking.Shipment;
  const origin: ItineraryEntry = {
    kind: 'origin',
    key: 'origin',
    name: s.ShippingCompany ?? '',
    address: joinAddress(s.ShippingAddress1, s.ShippingCity, s.ShippingState, s.ShippingZipCode),
    date: s.ShippingDepartureDate ?? s.PuAppointmentDate ?? s.ReqShipDate,
  };
  // Stable sort by date; events without a date keep their place after the dated ones.
  // Positions from the trucker's device have no name: they draw the route, they are not itinerary events.
  const events = tracking.Tracking.map((point, index) => ({ point, index }))
    .filter(({ point }) => point.EventName)
    .sort((a, b) => {
      const ta = time(a.point.EventDate);
      const tb = time(b.point.EventDate);
      if (Number.isNaN(ta) || Number.isNaN(tb))
        return Number.isNaN(ta) === Number.isNaN(tb) ? a.index - b.index : Number.isNaN(ta) ? 1 : -1;
      return ta - tb || a.index - b.index;
    })
    .map<ItineraryEntry>(({ point, index }) => ({
      kind: 'event',
      key: `event-${index}`,
      name: point.EventName ?? '',
      address: joinAddress(null, point.City, point.State),
      date: point.EventDate,
    }));
  const stops = tracking.Stops.map((stop, index) => ({ stop, index }))
    .filter(({ stop }) => !stop.Delivered)
    .map<ItineraryEntry>(({ stop, index }) => ({
      kind: 'stop',
      key: `stop-${index}`,
      name: stop.Name ?? '',
      address: joinAddress(stop.Address1, stop.City, stop.State, stop.Zipcode),
      date: stop.EventDate,
      stopType: stop.Type,
    }));
  const receiver: ItineraryEntry = {
    kind: 'receiver',
    key: 'receiver',
    name: s.ReceivingCompany ?? '',
    address: joinAddress(s.ReceivingAddress1, s.ReceivingCity, s.ReceivingState, s.ReceivingZipCode),
    date: s.ReceivingArrivalDate ?? s.DelAppointmentDate ?? s.Mabd,
  };
  return [origin, ...events, ...stops, receiver];
}
