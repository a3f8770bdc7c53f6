import * as v from 'valibot';
import { APPOINTMENT_ORDER, chosenId, endsBefore, idOf, isoDate, note, optionalText, specialReq } from './load-fields';
import { message, say } from './messages';

/**
 * Request bodies of the stops editor (decision 047 §Stops), read by the server and checked by the stop panel before
 * it sends. Failures become ModelState keyed by the wire field; the spec's own message for a missing company is kept
 * word for word.
 */

export const SELECT_COMPANY = message('select_company', 'Please select a company name');
export const STOPS_INCOMPLETE = message('stops_incomplete', 'List every stop of the load exactly once.');
export const POSITIONS_NOT_UNIQUE = message('positions_not_unique', 'Each stop needs its own position.');
export const SHIPMENT_ID = message('shipment_id', 'ShipmentId must be a load id.');
/** The stop refusals of the server (412 / 409 with the current stops): translated by id, and by the sync panel too. */
export const STALE_STOP = message('stop_changed', 'This stop was changed by someone else. Review the current stop and save again.');
/** A 412 for a stop that no longer exists (deleted by someone else): saving it again cannot work, adding it can. */
export const STOP_GONE = message('stop_deleted', 'This stop was deleted by someone else.');
/** A move naming other stops than the load has now (one was added or deleted meanwhile): 409 with the current stops. */
export const STOPS_CHANGED = message('stops_changed', 'The stops of this load changed since you ordered them.');
const POSITION = message('position_whole_number', 'Position must be a whole number.');

const created = isoDate('Created');

const stopFields = {
  ShipmentId: idOf(SHIPMENT_ID),
  Type: v.optional(v.picklist(['Pick-up', 'Drop'], say(message('stop_type', 'Type must be Pick-up or Drop.'))), 'Pick-up'),
  AddressId: chosenId(SELECT_COMPANY),
  Note: note(),
  SpecialReq: specialReq('SpecialReq', message('special_req_at_most_50', 'At most 50 special requirements.')),
  ReqShipDate: isoDate('ReqShipDate'),
  PickupNumber: optionalText('PickupNumber'),
  SealNumber: optionalText('SealNumber'),
  PuAppointmentDate: isoDate('PuAppointmentDate'),
  PuAppointmentToDate: isoDate('PuAppointmentToDate'),
  Mabd: isoDate('Mabd'),
  DestinationNumber: optionalText('DestinationNumber'),
  DelAppointmentDate: isoDate('DelAppointmentDate'),
  DelAppointmentToDate: isoDate('DelAppointmentToDate'),
  Position: v.optional(v.nullable(v.pipe(v.number(say(POSITION)), v.integer(say(POSITION)), v.minValue(0, say(POSITION)))), null),
  Created: created,
};

/** Appointment order is checked once every field is valid (a pipe runs its checks on a valid object only). */
export const stopInputSchema = v.pipe(
  v.object(stopFields),
  v.forward(
    v.check((s) => !endsBefore(s.PuAppointmentDate, s.PuAppointmentToDate), say(APPOINTMENT_ORDER)),
    ['PuAppointmentToDate'],
  ),
  v.forward(
    v.check((s) => !endsBefore(s.DelAppointmentDate, s.DelAppointmentToDate), say(APPOINTMENT_ORDER)),
    ['DelAppointmentToDate'],
  ),
);

export type StopInputValue = v.InferOutput<typeof stopInputSchema>;

export const moveStopsSchema = v.object({
  ShipmentId: idOf(SHIPMENT_ID),
  Stops: v.pipe(
    v.array(
      v.object({
        StopId: idOf(STOPS_INCOMPLETE),
        Position: v.pipe(
          v.number(say(POSITIONS_NOT_UNIQUE)),
          v.integer(say(POSITIONS_NOT_UNIQUE)),
          v.minValue(0, say(POSITIONS_NOT_UNIQUE)),
        ),
      }),
      say(STOPS_INCOMPLETE),
    ),
    v.maxLength(500, say(STOPS_INCOMPLETE)),
  ),
  Created: created,
});

export type MoveStopsValue = v.InferOutput<typeof moveStopsSchema>;
