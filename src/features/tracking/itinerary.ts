import type { TrackingResponse } from '@/contract/load-detail';
import { formatAtPlace, formatCalendarDate, formatEventTime } from '@/lib/format/zoned';

/**
 * Which clock an entry's date is read on (decision 160): an event (a departure, a tap) in the viewer's zone, an
 * appointment in its place's zone (`zone`), a calendar day (requested ship date, MABD) the same day everywhere.
 */
export type ItineraryClock = { clock: 'event' } | { clock: 'place'; zone: string | null } | { clock: 'day' };

type Dated = { key: string; name: string; address: string; date: string | null; when: ItineraryClock };

export type ItineraryEntry =
  | (Dated & { kind: 'origin' })
  | (Dated & { kind: 'event' })
  | (Dated & { kind: 'stop'; stopType: string })
  | (Dated & { kind: 'receiver' });

const EVENT: ItineraryClock = { clock: 'event' };

/** The first date present of an event, an appointment at the place and a calendar day, with the clock it is read on. */
function bestDate(event: string | null, appointment: string | null, zone: string | null, day: string | null) {
  if (event) return { date: event, when: EVENT };
  if (appointment) return { date: appointment, when: { clock: 'place', zone } as const };
  return { date: day, when: { clock: 'day' } as const };
}

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

/** The pickup origin or the receiver, from what the load copied of its company (`Shipping…` / `Receiving…`). */
function loadEnd(s: TrackingResponse['Shipment'], kind: 'origin' | 'receiver', dates: Pick<Dated, 'date' | 'when'>): ItineraryEntry {
  const side = kind === 'origin' ? 'Shipping' : 'Receiving';
  return {
    kind,
    key: kind,
    name: s[`${side}Company`] ?? '',
    address: joinAddress(s[`${side}Address1`], s[`${side}City`], s[`${side}State`], s[`${side}ZipCode`]),
    ...dates,
  };
}

/**
 * The itinerary panel in the order of spec 2 §2.2: the pickup origin, then the tracking events (oldest first),
 * (named ones only), then the stops not delivered yet (in Position order), then the receiver.
 */
export function buildItinerary(tracking: Pick<TrackingResponse, 'Shipment' | 'Tracking' | 'Stops'>): ItineraryEntry[] {
  const s = tracking.Shipment;
  const origin = loadEnd(s, 'origin', bestDate(s.ShippingDepartureDate, s.PuAppointmentDate, s.ShippingTimeZone, s.ReqShipDate));
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
      when: EVENT,
    }));
  const stops = tracking.Stops.map((stop, index) => ({ stop, index }))
    .filter(({ stop }) => !stop.Delivered)
    .map<ItineraryEntry>(({ stop, index }) => ({
      kind: 'stop',
      key: `stop-${index}`,
      name: stop.Name ?? '',
      address: joinAddress(stop.Address1, stop.City, stop.State, stop.Zipcode),
      date: stop.EventDate,
      when: EVENT,
      stopType: stop.Type,
    }));
  const receiver = loadEnd(s, 'receiver', bestDate(s.ReceivingArrivalDate, s.DelAppointmentDate, s.ReceivingTimeZone, s.Mabd));
  return [origin, ...events, ...stops, receiver];
}

/** An entry's date on its own clock, the zone named (decision 160): "11/28/2026 10:00 AM CST", or "11/28/2026". */
export function itineraryDate({ date, when }: Pick<ItineraryEntry, 'date' | 'when'>): string {
  if (when.clock === 'day') return formatCalendarDate(date);
  if (when.clock === 'place') return formatAtPlace(date, when.zone);
  return formatEventTime(date);
}
