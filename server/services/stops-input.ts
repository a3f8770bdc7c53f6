import * as v from 'valibot';
import { NOTE_MAX_LENGTH } from '../../src/contract/shipment';

/**
 * Request schemas of the stops editor (decision 047 §Stops). Failures become ModelState keyed by the wire field;
 * the spec's own message for a missing company is kept word for word.
 */

export const SELECT_COMPANY = 'Please select a company name';
export const NOTE_TOO_LONG = `The note must be at most ${NOTE_MAX_LENGTH} characters.`;
export const APPOINTMENT_ORDER = 'The appointment end must not be before its start.';
export const STOPS_INCOMPLETE = 'List every stop of the load exactly once.';
export const POSITIONS_NOT_UNIQUE = 'Each stop needs its own position.';

const MAX_ID = 2_147_483_647;
const idOf = (message: string) => v.pipe(v.number(message), v.integer(message), v.minValue(1, message), v.maxValue(MAX_ID, message));
const date = (field: string) =>
  v.optional(
    v.nullable(v.pipe(v.string(`${field} must be an ISO 8601 date-time.`), v.isoTimestamp(`${field} must be an ISO 8601 date-time.`))),
    null,
  );
const text = (field: string, max = 100) =>
  v.optional(
    v.nullable(v.pipe(v.string(`${field} must be text.`), v.trim(), v.maxLength(max, `${field} must be at most ${max} characters.`))),
    null,
  );

const stopFields = {
  ShipmentId: idOf('ShipmentId must be a load id.'),
  Type: v.optional(v.picklist(['Pick-up', 'Drop'], 'Type must be Pick-up or Drop.'), 'Pick-up'),
  AddressId: v.optional(
    v.custom<number>((x) => Number.isSafeInteger(x) && (x as number) > 0 && (x as number) <= MAX_ID, SELECT_COMPANY),
    0,
  ),
  Note: v.optional(v.nullable(v.pipe(v.string(NOTE_TOO_LONG), v.trim(), v.maxLength(NOTE_MAX_LENGTH, NOTE_TOO_LONG))), null),
  SpecialReq: v.optional(
    v.nullable(
      v.pipe(
        v.array(v.pipe(v.string('SpecialReq must be a list of names.'), v.trim(), v.maxLength(100, 'SpecialReq must be a list of names.'))),
        v.maxLength(50, 'At most 50 special requirements.'),
      ),
    ),
    null,
  ),
  ReqShipDate: date('ReqShipDate'),
  PickupNumber: text('PickupNumber'),
  SealNumber: text('SealNumber'),
  PuAppointmentDate: date('PuAppointmentDate'),
  PuAppointmentToDate: date('PuAppointmentToDate'),
  Mabd: date('Mabd'),
  DestinationNumber: text('DestinationNumber'),
  DelAppointmentDate: date('DelAppointmentDate'),
  DelAppointmentToDate: date('DelAppointmentToDate'),
  Position: v.optional(
    v.nullable(
      v.pipe(
        v.number('Position must be a whole number.'),
        v.integer('Position must be a whole number.'),
        v.minValue(0, 'Position must be a whole number.'),
      ),
    ),
    null,
  ),
  Created: v.optional(
    v.nullable(v.pipe(v.string('Created must be an ISO 8601 date-time.'), v.isoTimestamp('Created must be an ISO 8601 date-time.'))),
    null,
  ),
};

const notBefore = (from: string | null, to: string | null) => !from || !to || Date.parse(to) >= Date.parse(from);

/** Appointment order is checked once every field is valid (a pipe runs its checks on a valid object only). */
export const stopInputSchema = v.pipe(
  v.object(stopFields),
  v.forward(
    v.check((s) => notBefore(s.PuAppointmentDate, s.PuAppointmentToDate), APPOINTMENT_ORDER),
    ['PuAppointmentToDate'],
  ),
  v.forward(
    v.check((s) => notBefore(s.DelAppointmentDate, s.DelAppointmentToDate), APPOINTMENT_ORDER),
    ['DelAppointmentToDate'],
  ),
);

export type StopInputValue = v.InferOutput<typeof stopInputSchema>;

export const moveStopsSchema = v.object({
  ShipmentId: idOf('ShipmentId must be a load id.'),
  Stops: v.pipe(
    v.array(
      v.object({
        StopId: idOf(STOPS_INCOMPLETE),
        Position: v.pipe(v.number(POSITIONS_NOT_UNIQUE), v.integer(POSITIONS_NOT_UNIQUE), v.minValue(0, POSITIONS_NOT_UNIQUE)),
      }),
      STOPS_INCOMPLETE,
    ),
    v.maxLength(500, STOPS_INCOMPLETE),
  ),
  Created: stopFields.Created,
});

export type MoveStopsValue = v.InferOutput<typeof moveStopsSchema>;
