import * as v from 'valibot';
import { labelMustBeNumber } from './fields';
import { APPOINTMENT_ORDER, PRICE_RANGE, chosenId, endsBefore, flag, idOf, isoDate, note, optionalText, specialReq } from './load-fields';
import { optionalId } from './list-query';
import { type Message, message, say, template } from './messages';
import { PRICE_MAX, type CustomFieldDefinition } from './shipment';

/**
 * The body of POST /api/Shipments and PUT /api/Shipments/{id} (decision 047), read by the server and checked by the
 * load form before it sends. ModeId, PickupId, DestinationId and TotalPrice carry the spec's message keys and come
 * first in the ModelState, in that order (SHIPMENT_FIRST_KEYS); then every field limit; then, once the fields are
 * valid, the rules between fields and the shipper's custom fields. The server adds what only its database knows
 * (the mode exists, the companies are the shipper's) under the same keys.
 */

/** The spec's keys are the server's text and the catalogue's ids alike (spec 2 §8). */
export const SELECT_MODE = message('Please_Select_a_Mode', 'Please_Select_a_Mode');
export const SELECT_SHIPPING = message('Please_Select_a_Shipping', 'Please_Select_a_Shipping');
export const SELECT_RECEIVING = message('Please_Select_a_Receiving', 'Please_Select_a_Receiving');
export const PRICE_ABOVE_ZERO = message('The_price_must_be_upper_than_0', 'The_price_must_be_upper_than_0');
export const MABD_ORDER = message('mabd_order', 'MABD must not be before the requested ship date.');
export const DELIVERY_ORDER = message('delivery_order', 'The delivery appointment must not be before the pickup appointment.');
const accessorialTwice = template('accessorial_twice', 'An accessorial may appear only once per load. ({name})');
const ACCESSORIAL_NAME = message('accessorial_name_required', 'Each accessorial needs a name.');
const ACCESSORIAL_NAME_TOO_LONG = message('accessorial_name_too_long', 'An accessorial name is at most 100 characters.');
const CUSTOM_FIELD_ID = message('custom_field_id', 'Id must be a custom field id.');
const CARRIER_IDS = message('offered_carrier_ids', 'OfferedTruckerIds must be carrier ids.');
export const OFFER_AT_MOST_50 = message('offer_at_most_50', 'Offer a private load to at most 50 carriers.');
const customFieldUnknown = template('custom_field_unknown', 'Custom field {id} does not exist.');
const customFieldRequired = template('custom_field_required', '{label} is required');
const customFieldOneOption = template('custom_field_one_option', '{label}: choose one option.');
const customFieldNotAnOption = template('custom_field_not_an_option', '{label}: "{value}" is not one of the options.');
const customFieldOneValue = template('custom_field_one_value', '{label} takes one value.');
const customFieldDate = template('custom_field_date', '{label} must be a date.');
export const SHIPMENT_FIRST_KEYS = ['ModeId', 'PickupId', 'DestinationId', 'TotalPrice'] as const;

const price = () => v.pipe(v.number(say(PRICE_RANGE)), v.minValue(0, say(PRICE_RANGE)), v.maxValue(PRICE_MAX, say(PRICE_RANGE)));
const wholeIn = (m: Message, max: number, tooLarge = m) =>
  v.pipe(v.number(say(m)), v.integer(say(m)), v.minValue(0, say(m)), v.maxValue(max, say(tooLarge)));

const accessorialSchema = v.object({
  Name: v.pipe(
    v.string(say(ACCESSORIAL_NAME)),
    v.trim(),
    v.nonEmpty(say(ACCESSORIAL_NAME)),
    v.maxLength(100, say(ACCESSORIAL_NAME_TOO_LONG)),
  ),
  Price: price(),
  Quantity: v.optional(
    v.nullable(
      v.pipe(
        v.number(say(labelMustBeNumber({ label: 'Quantity' }))),
        v.minValue(0, say(message('quantity_at_least_0', 'Quantity must be at least 0.'))),
        v.maxValue(100_000, say(message('quantity_at_most', 'Quantity must be at most 100,000.'))),
      ),
    ),
    null,
  ),
  IsPercentage: flag('IsPercentage', false),
});

const shipmentFields = v.object({
  ModeId: chosenId(SELECT_MODE),
  PickupId: chosenId(SELECT_SHIPPING),
  DestinationId: chosenId(SELECT_RECEIVING),
  ShipmentDate: isoDate('ShipmentDate'),
  EquipmentTypeId: v.optional(v.nullable(idOf(message('equipment_type_id', 'EquipmentTypeId must be an equipment type.'))), null),
  Equipment: optionalText('Equipment', 200),
  BasicPrice: v.optional(price(), 0),
  Value: v.optional(v.nullable(price()), null),
  RestTime: v.optional(
    wholeIn(
      message('rest_time_seconds', 'RestTime must be seconds.'),
      365 * 86_400,
      message('rest_time_at_most_a_year', 'RestTime must be at most a year.'),
    ),
    0,
  ),
  SignatureRequired: flag('SignatureRequired', true),
  IsQuickPay: flag('IsQuickPay', false),
  BiddingEnabled: flag('BiddingEnabled', false),
  IsPrivate: flag('IsPrivate', false),
  TruckNumber: optionalText('TruckNumber', 50),
  TrailerNumber: optionalText('TrailerNumber', 50),
  IsStayWith: flag('IsStayWith', false),
  ContainerNumber: optionalText('ContainerNumber', 50),
  ReleaseNumber: optionalText('ReleaseNumber', 50),
  LastFreeDate: isoDate('LastFreeDate'),
  VesselEta: isoDate('VesselEta'),
  AvailableEta: isoDate('AvailableEta'),
  ReportedEmpty: isoDate('ReportedEmpty'),
  PickupNumber: optionalText('PickupNumber'),
  ReqShipDate: isoDate('ReqShipDate'),
  PuAppointmentDate: isoDate('PuAppointmentDate'),
  PuAppointmentToDate: isoDate('PuAppointmentToDate'),
  SealNumber: optionalText('SealNumber'),
  ShippingNote: note(),
  ShippingSpecialReq: specialReq('ShippingSpecialReq'),
  DestinationNumber: optionalText('DestinationNumber'),
  Mabd: isoDate('Mabd'),
  DelAppointmentDate: isoDate('DelAppointmentDate'),
  DelAppointmentToDate: isoDate('DelAppointmentToDate'),
  ReceivingNote: note(),
  ReceivingSpecialReq: specialReq('ReceivingSpecialReq'),
  Accessorials: v.optional(
    v.pipe(
      v.array(accessorialSchema, say(message('accessorials_list', 'Accessorials must be a list.'))),
      v.maxLength(50, say(message('accessorials_at_most_50', 'At most 50 accessorials.'))),
    ),
    [],
  ),
  CustomFields: v.optional(
    v.array(
      v.object({
        Id: v.pipe(v.number(say(CUSTOM_FIELD_ID)), v.integer(say(CUSTOM_FIELD_ID))),
        Value: v.pipe(
          v.array(
            v.pipe(
              v.string(say(message('custom_field_values_text', 'Values must be text.'))),
              v.maxLength(500, say(message('custom_field_value_too_long', 'A value is at most 500 characters.'))),
            ),
          ),
          v.maxLength(100, say(message('custom_field_values_at_most_100', 'At most 100 values.'))),
        ),
      }),
      say(message('custom_fields_list', 'CustomFields must be a list.')),
    ),
    [],
  ),
  /** The carriers a private load is offered to (decision 081); ignored for a public load. */
  OfferedTruckerIds: v.optional(
    v.pipe(
      v.array(idOf(CARRIER_IDS), say(CARRIER_IDS)),
      v.maxLength(50, say(OFFER_AT_MOST_50)),
      v.transform((ids) => [...new Set(ids)]),
    ),
    [],
  ),
  AsDraft: flag('AsDraft', true),
});

export type ShipmentInputValue = v.InferOutput<typeof shipmentFields>;
export type AccessorialInput = ShipmentInputValue['Accessorials'][number];
export type AccessorialTotal = AccessorialInput & { Quantity: number | null; Total: number };

export const round2 = (n: number) => Math.round(n * 100) / 100;

/** Decision 047: BasicPrice × Price / 100 for a percentage, else Price × Quantity (a missing quantity counts 1). */
export function accessorialTotals(
  basicPrice: number,
  lines: readonly AccessorialInput[],
): { lines: AccessorialTotal[]; totalPrice: number } {
  const out = lines.map((a) => {
    const quantity = a.IsPercentage ? null : (a.Quantity ?? 1);
    const total = round2(a.IsPercentage ? (basicPrice * a.Price) / 100 : a.Price * (quantity ?? 1));
    return { ...a, Quantity: quantity, Total: total };
  });
  return { lines: out, totalPrice: round2(basicPrice + out.reduce((sum, a) => sum + a.Total, 0)) };
}

/** A custom field's message, with the definition it belongs to (null: an id the shipper does not have). */
export type CustomFieldIssue = { Id: number | null; message: Message };

/** The shipper's custom fields (decision 047): required ones filled, options chosen from the list, formats kept. */
export function customFieldIssues(
  definitions: readonly CustomFieldDefinition[],
  values: readonly { Id: number; Value: readonly string[] }[],
): CustomFieldIssue[] {
  const issues: CustomFieldIssue[] = [];
  const add = (Id: number | null, m: Message) => issues.push({ Id, message: m });
  const byId = new Map(definitions.map((d) => [d.Id, d]));
  const given = new Map(values.map((x) => [x.Id, x.Value.map((s) => s.trim()).filter(Boolean)]));
  for (const id of given.keys()) if (!byId.has(id)) add(null, customFieldUnknown({ id }));
  for (const d of definitions) {
    const value = given.get(d.Id) ?? [];
    if (d.Required && value.length === 0) {
      add(d.Id, customFieldRequired({ label: d.Label }));
      continue;
    }
    if (value.length === 0) continue;
    if (d.Type === 'One Select' || d.Type === 'Multi Select') {
      if (d.Type === 'One Select' && value.length > 1) add(d.Id, customFieldOneOption({ label: d.Label }));
      for (const x of value) if (!d.Options.includes(x)) add(d.Id, customFieldNotAnOption({ label: d.Label, value: x }));
    } else if (value.length > 1) add(d.Id, customFieldOneValue({ label: d.Label }));
    else if (d.Type === 'Number' && !Number.isFinite(Number(value[0]))) add(d.Id, labelMustBeNumber({ label: d.Label }));
    else if ((d.Type === 'Date' || d.Type === 'Date and Time') && Number.isNaN(Date.parse(value[0])))
      add(d.Id, customFieldDate({ label: d.Label }));
  }
  return issues;
}

/** The rules between fields, in the order ModelState lists them: [key, message]. */
function crossFieldIssues(input: ShipmentInputValue, definitions: readonly CustomFieldDefinition[]): [string, Message][] {
  const issues: [string, Message][] = [];
  if (endsBefore(input.PuAppointmentDate, input.PuAppointmentToDate)) issues.push(['PuAppointmentToDate', APPOINTMENT_ORDER]);
  if (endsBefore(input.DelAppointmentDate, input.DelAppointmentToDate)) issues.push(['DelAppointmentToDate', APPOINTMENT_ORDER]);
  if (endsBefore(input.ReqShipDate, input.Mabd)) issues.push(['Mabd', MABD_ORDER]);
  if (endsBefore(input.PuAppointmentDate, input.DelAppointmentDate)) issues.push(['DelAppointmentDate', DELIVERY_ORDER]);
  const seen = new Set<string>();
  for (const a of input.Accessorials) {
    const key = a.Name.toLowerCase();
    if (seen.has(key)) issues.push(['Accessorials', accessorialTwice({ name: a.Name })]);
    seen.add(key);
  }
  for (const { message } of customFieldIssues(definitions, input.CustomFields)) issues.push(['CustomFields', message]);
  return issues;
}

/** TotalPrice = BasicPrice + the accessorials (only BasicPrice when the body is not valid yet). */
function totalPriceIssue(value: unknown, typed: boolean): Message | null {
  const body = value as Partial<ShipmentInputValue>;
  const basicPrice = typeof body.BasicPrice === 'number' && Number.isFinite(body.BasicPrice) ? body.BasicPrice : 0;
  const total = typed ? accessorialTotals(basicPrice, body.Accessorials ?? []).totalPrice : basicPrice;
  if (!(total > 0)) return PRICE_ABOVE_ZERO;
  return total > PRICE_MAX ? PRICE_RANGE : null;
}

/** The load body for a shipper with these custom fields (the view model's CustomFields). */
export const shipmentInputSchema = (definitions: readonly CustomFieldDefinition[] = []) =>
  v.pipe(
    shipmentFields,
    v.rawCheck(({ dataset, addIssue }) => {
      const input = dataset.value as Record<string, unknown>;
      const at = (key: string, m: Message) =>
        addIssue({ message: say(m), path: [{ type: 'object', origin: 'value', input, key, value: input[key] }] });
      const total = totalPriceIssue(input, dataset.typed);
      if (total) at('TotalPrice', total);
      if (dataset.typed) for (const [key, message] of crossFieldIssues(dataset.value, definitions)) at(key, message);
    }),
  );

const SHIPPER_ID_QUERY = message('shipper_id_query', 'shipperId must be a shipper id.');

/** GET /api/Shipments/GetViewModel[?shipperId=] (BackOffice reads the form of a shipper's load): blank is none. */
export const viewModelQuerySchema = v.object({ shipperId: optionalId(/^[1-9]\d{0,8}$/, SHIPPER_ID_QUERY) });
export const VIEW_MODEL_QUERY_KEYS = ['shipperId'] as const;
