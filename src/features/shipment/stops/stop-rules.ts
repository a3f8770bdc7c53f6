import type { Address, Stop, StopInput } from '@/contract/shipment';
import type { StopType } from '@/contract/load-detail';
import { fromWallClock, toWallClock } from '@/shared/time/zoned';
import type { CompanyView } from '../form/form-values';

/** What the stop panel edits: the wire fields plus the company's address and contact, shown read-only. */
export type StopForm = Omit<StopInput, 'ShipmentId' | 'Type' | 'Position' | 'Created'> & Pick<Stop, 'Name' | keyof CompanyView>;

export function emptyStopForm(): StopForm {
  return {
    AddressId: null,
    Name: '',
    Address1: '',
    Address2: '',
    City: '',
    State: '',
    Country: '',
    Zipcode: '',
    ContactName: null,
    ContactEmail: null,
    ContactPhone: null,
    ContactPhone2: null,
    ContactFax: null,
    TimeZone: null,
    Note: null,
    SpecialReq: [],
    ReqShipDate: null,
    PickupNumber: null,
    SealNumber: null,
    PuAppointmentDate: null,
    PuAppointmentToDate: null,
    Mabd: null,
    DestinationNumber: null,
    DelAppointmentDate: null,
    DelAppointmentToDate: null,
  };
}

/** A stop from the server, or one created offline (a local id, no Version yet). */
type StopFields = Omit<Stop, 'Id' | 'Version' | 'Position'>;

/** A stop order for PUT /api/Shipments/MoveStops; a stop created offline is named by its local id until it is sent. */
export type StopOrder = { StopId: number | string; Position: number }[];

export function stopFormFromStop(stop: StopFields): StopForm {
  const form = emptyStopForm();
  for (const key of Object.keys(form) as (keyof StopForm)[]) {
    (form as Record<string, unknown>)[key] = stop[key] ?? form[key];
  }
  return form;
}

/**
 * The chosen company fills the read-only address and contact fields (spec 2 §7: POST /api/Address). Without its
 * address (chosen offline, never opened on this device) it keeps at least the company's name from the list.
 */
export function withCompany(form: StopForm, id: number | null, address: Address | null, name?: string): StopForm {
  if (id === null) return { ...form, AddressId: null, ...blankAddress() };
  if (!address)
    return {
      ...form,
      ...(id === form.AddressId ? {} : blankAddress()),
      AddressId: id,
      Name: name ?? (id === form.AddressId ? form.Name : ''),
    };
  return {
    ...form,
    AddressId: id,
    Name: address.Name,
    Address1: address.Address1,
    Address2: address.Address2,
    City: address.City,
    State: address.State,
    Country: address.Country,
    Zipcode: address.Zipcode,
    ContactName: address.ContactName,
    ContactEmail: address.ContactEmail,
    ContactPhone: address.ContactPhone,
    ContactPhone2: address.ContactPhone2,
    ContactFax: address.ContactFax,
    ...inZone(form, address.TimeZone),
  };
}

export const APPOINTMENT_FIELDS = ['PuAppointmentDate', 'PuAppointmentToDate', 'DelAppointmentDate', 'DelAppointmentToDate'] as const;

/** Another facility's zone keeps the appointments' wall clocks: 10:00 stays 10:00, at the new place (decision 160). */
function inZone(form: StopForm, timeZone: string | null): Pick<StopForm, 'TimeZone' | (typeof APPOINTMENT_FIELDS)[number]> {
  const same = timeZone === form.TimeZone;
  const moved = (value: string | null) => (value && !same ? fromWallClock(toWallClock(value, form.TimeZone), timeZone) : value);
  return {
    TimeZone: timeZone,
    PuAppointmentDate: moved(form.PuAppointmentDate),
    PuAppointmentToDate: moved(form.PuAppointmentToDate),
    DelAppointmentDate: moved(form.DelAppointmentDate),
    DelAppointmentToDate: moved(form.DelAppointmentToDate),
  };
}

function blankAddress() {
  const { Name, Address1, Address2, City, State, Country, Zipcode, ContactName, ContactEmail, ContactPhone, ContactPhone2, ContactFax } =
    emptyStopForm();
  // The zone stays: the wall clocks typed keep their meaning until another company names another zone.
  return { Name, Address1, Address2, City, State, Country, Zipcode, ContactName, ContactEmail, ContactPhone, ContactPhone2, ContactFax };
}

const blankToNull = (value: string | null) => (value === null || value.trim() === '' ? null : value.trim());

/** The body of POST /api/Shipments/Stops and PUT /api/Shipments/Stops/{id}: only the fields of the stop's type. */
export function stopInputFromForm(form: StopForm, shipmentId: number, type: StopType): StopInput {
  const pickup = type === 'Pick-up';
  return {
    ShipmentId: shipmentId,
    Type: type,
    AddressId: form.AddressId,
    Note: blankToNull(form.Note),
    SpecialReq: form.SpecialReq,
    ReqShipDate: pickup ? form.ReqShipDate : null,
    PickupNumber: pickup ? blankToNull(form.PickupNumber) : null,
    SealNumber: pickup ? blankToNull(form.SealNumber) : null,
    PuAppointmentDate: pickup ? form.PuAppointmentDate : null,
    PuAppointmentToDate: pickup ? form.PuAppointmentToDate : null,
    Mabd: pickup ? null : form.Mabd,
    DestinationNumber: pickup ? null : blankToNull(form.DestinationNumber),
    DelAppointmentDate: pickup ? null : form.DelAppointmentDate,
    DelAppointmentToDate: pickup ? null : form.DelAppointmentToDate,
  };
}

/** Spec 2 §4: a stop shows Save when it was never saved or was edited since (isChanged). */
export function needsSave(saved: object | null, isChanged: boolean): boolean {
  return saved === null || isChanged;
}

/**
 * Spec 2 §4: moving swaps the stop with its neighbour; PUT /api/Shipments/MoveStops gets every stop with its new
 * 0-based position. Null when the stop is already first (up) or last (down).
 */
export function moveStopOrder(stops: readonly { Id: number | string }[], index: number, direction: -1 | 1): StopOrder | null {
  const target = index + direction;
  if (index < 0 || index >= stops.length || target < 0 || target >= stops.length) return null;
  const order = stops.map((stop) => stop.Id);
  [order[index], order[target]] = [order[target]!, order[index]!];
  return order.map((StopId, Position) => ({ StopId, Position }));
}

/** The stops in their new order, for showing the move before the reload answers. */
export function applyStopOrder(stops: readonly Stop[], order: StopOrder): Stop[] {
  const positions = new Map(order.map((entry) => [String(entry.StopId), entry.Position]));
  return stops
    .map((stop) => ({ ...stop, Position: positions.get(String(stop.Id)) ?? stop.Position }))
    .sort((a, b) => a.Position - b.Position);
}

/** Whether two versions of a stop differ only in what the editor does not edit (Position, Version). */
export function sameStopFields(a: StopFields, b: StopFields): boolean {
  return JSON.stringify(stopFormFromStop(a)) === JSON.stringify(stopFormFromStop(b)) && a.Type === b.Type;
}
