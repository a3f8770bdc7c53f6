import type { BillOfLading, BolItem, BolParty, BolStop } from '@/contract/shipment';
import type { StopType } from '@/contract/load-detail';

/** One printed sheet: the main BOL of the whole load, or the BOL of one stop. */
export type BolSheet = {
  key: string;
  /** 0 for the main sheet, otherwise the stop's number (1-based). */
  stopNumber: number;
  stopType: StopType | null;
  shipFrom: BolParty;
  shipTo: BolParty;
  items: BolItem[];
  totalPieces: number;
  totalWeight: number;
  puFrom: string | null;
  puTo: string | null;
  delFrom: string | null;
  delTo: string | null;
  /** The IANA zones the pick-up and delivery appointments are wall clocks in (decision 160); null when unknown. */
  puZone: string | null;
  delZone: string | null;
  /** When the truck left the pick-up and reached the delivery (a stop's sheet: when the stop was served). */
  departed: string | null;
  arrived: string | null;
};

/** The main sheet, then one sheet per stop in order (spec 2 §2.9). */
export function bolSheets(bol: BillOfLading): BolSheet[] {
  const main: BolSheet = {
    key: 'main',
    stopNumber: 0,
    stopType: null,
    shipFrom: bol.ShipFrom,
    shipTo: bol.ShipTo,
    items: bol.Items,
    totalPieces: bol.TotalPieces,
    totalWeight: bol.TotalWeight,
    puFrom: bol.PuAppointmentDate,
    puTo: bol.PuAppointmentToDate,
    delFrom: bol.DelAppointmentDate,
    delTo: bol.DelAppointmentToDate,
    puZone: bol.ShippingTimeZone,
    delZone: bol.ReceivingTimeZone,
    departed: bol.ShippingDepartureDate,
    arrived: bol.ReceivingArrivalDate,
  };
  return [main, ...bol.Stops.map((stop, index) => stopSheet(stop, index + 1, bol))];
}

function stopSheet(stop: BolStop, stopNumber: number, bol: BillOfLading): BolSheet {
  return {
    key: `stop-${stopNumber}`,
    stopNumber,
    stopType: stop.Type,
    shipFrom: stop.FromAddress,
    shipTo: stop.ToAddress,
    items: stop.Items,
    totalPieces: stop.TotalPieces,
    totalWeight: stop.TotalWeight,
    puFrom: stop.PuAppointmentDate,
    puTo: stop.PuAppointmentToDate,
    delFrom: stop.DelAppointmentDate,
    delTo: stop.DelAppointmentToDate,
    // The stop's own side is at the stop; the other side is the load's pickup or receiver.
    puZone: stop.Type === 'Pick-up' ? stop.TimeZone : bol.ShippingTimeZone,
    delZone: stop.Type === 'Drop' ? stop.TimeZone : bol.ReceivingTimeZone,
    departed: stop.Type === 'Pick-up' ? stop.EventDate : null,
    arrived: stop.Type === 'Drop' ? stop.EventDate : null,
  };
}

/** "City, ST 12345". */
export function partyPlace(party: BolParty): string {
  return [party.City, [party.State, party.ZipCode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
}
