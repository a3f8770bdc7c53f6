import { and, eq, inArray } from 'drizzle-orm';
import * as v from 'valibot';
import type { ModelState } from '../../src/contract/fields';
import { NOTE_MAX_LENGTH, PRICE_MAX, type CustomFieldDefinition } from '../../src/contract/shipment';
import type { Db } from '../db/database';
import { addressBook, modes } from '../db/schema';
import { INVALID_REQUEST, messageError, modelStateError } from './errors';

/**
 * The body of POST /api/Shipments and PUT /api/Shipments/{id} (ShipmentInput) and its validation (decision 047):
 * ModeId, PickupId, DestinationId and TotalPrice with the spec's message keys first, in that order, then every
 * field limit. All failures are reported together as one ModelState.
 */

export const SELECT_MODE = 'Please_Select_a_Mode';
export const SELECT_SHIPPING = 'Please_Select_a_Shipping';
export const SELECT_RECEIVING = 'Please_Select_a_Receiving';
export const PRICE_ABOVE_ZERO = 'The_price_must_be_upper_than_0';
export const NOTE_TOO_LONG = `The note must be at most ${NOTE_MAX_LENGTH} characters.`;
export const PRICE_RANGE = `Must be between 0 and ${PRICE_MAX.toLocaleString('en-US')}.`;
export const APPOINTMENT_ORDER = 'The appointment end must not be before its start.';
export const MABD_ORDER = 'MABD must not be before the requested ship date.';
export const DELIVERY_ORDER = 'The delivery appointment must not be before the pickup appointment.';
export const ACCESSORIAL_TWICE = 'An accessorial may appear only once per load.';

const MAX_ID = 2_147_483_647;
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
const note = () => v.optional(v.nullable(v.pipe(v.string(NOTE_TOO_LONG), v.trim(), v.maxLength(NOTE_MAX_LENGTH, NOTE_TOO_LONG))), null);
const price = () => v.pipe(v.number(PRICE_RANGE), v.minValue(0, PRICE_RANGE), v.maxValue(PRICE_MAX, PRICE_RANGE));
const flag = (field: string, fallback: boolean) => v.optional(v.boolean(`${field} must be true or false.`), fallback);
/** Ids checked by the ordered rules (their own messages), so the schema accepts anything here. */
const looseId = v.optional(v.unknown(), null);
const names = (field: string) =>
  v.optional(
    v.nullable(
      v.pipe(
        v.array(v.pipe(v.string(`${field} must be a list of names.`), v.trim(), v.maxLength(100, `${field} must be a list of names.`))),
        v.maxLength(50, `${field}: at most 50 names.`),
      ),
    ),
    null,
  );

export const shipmentInputSchema = v.object({
  ShipmentDate: date('ShipmentDate'),
  ModeId: looseId,
  EquipmentTypeId: v.optional(
    v.nullable(
      v.pipe(
        v.number('EquipmentTypeId must be an equipment type.'),
        v.integer('EquipmentTypeId must be an equipment type.'),
        v.minValue(1, 'EquipmentTypeId must be an equipment type.'),
        v.maxValue(MAX_ID, 'EquipmentTypeId must be an equipment type.'),
      ),
    ),
    null,
  ),
  Equipment: text('Equipment', 200),
  BasicPrice: v.optional(price(), 0),
  Value: v.optional(v.nullable(price()), null),
  RestTime: v.optional(
    v.pipe(
      v.number('RestTime must be seconds.'),
      v.integer('RestTime must be seconds.'),
      v.minValue(0, 'RestTime must be seconds.'),
      v.maxValue(365 * 86_400, 'RestTime must be at most a year.'),
    ),
    0,
  ),
  SignatureRequired: flag('SignatureRequired', true),
  IsQuickPay: flag('IsQuickPay', false),
  BiddingEnabled: flag('BiddingEnabled', false),
  IsPrivate: flag('IsPrivate', false),
  TruckNumber: text('TruckNumber', 50),
  TrailerNumber: text('TrailerNumber', 50),
  IsStayWith: flag('IsStayWith', false),
  ContainerNumber: text('ContainerNumber', 50),
  ReleaseNumber: text('ReleaseNumber', 50),
  LastFreeDate: date('LastFreeDate'),
  VesselEta: date('VesselEta'),
  AvailableEta: date('AvailableEta'),
  ReportedEmpty: date('ReportedEmpty'),
  PickupId: looseId,
  PickupNumber: text('PickupNumber'),
  ReqShipDate: date('ReqShipDate'),
  PuAppointmentDate: date('PuAppointmentDate'),
  PuAppointmentToDate: date('PuAppointmentToDate'),
  SealNumber: text('SealNumber'),
  ShippingNote: note(),
  ShippingSpecialReq: names('ShippingSpecialReq'),
  DestinationId: looseId,
  DestinationNumber: text('DestinationNumber'),
  Mabd: date('Mabd'),
  DelAppointmentDate: date('DelAppointmentDate'),
  DelAppointmentToDate: date('DelAppointmentToDate'),
  ReceivingNote: note(),
  ReceivingSpecialReq: names('ReceivingSpecialReq'),
  Accessorials: v.optional(
    v.pipe(
      v.array(
        v.object({
          Name: v.pipe(
            v.string('Each accessorial needs a name.'),
            v.trim(),
            v.nonEmpty('Each accessorial needs a name.'),
            v.maxLength(100, 'An accessorial name is at most 100 characters.'),
          ),
          Price: price(),
          Quantity: v.optional(
            v.nullable(
              v.pipe(
                v.number('Quantity must be a number.'),
                v.minValue(0, 'Quantity must be at least 0.'),
                v.maxValue(100_000, 'Quantity must be at most 100,000.'),
              ),
            ),
            null,
          ),
          IsPercentage: flag('IsPercentage', false),
        }),
        'Accessorials must be a list.',
      ),
      v.maxLength(50, 'At most 50 accessorials.'),
    ),
    [],
  ),
  CustomFields: v.optional(
    v.array(
      v.object({
        Id: v.pipe(v.number('Id must be a custom field id.'), v.integer('Id must be a custom field id.')),
        Value: v.pipe(
          v.array(v.pipe(v.string('Values must be text.'), v.maxLength(500, 'A value is at most 500 characters.'))),
          v.maxLength(100, 'At most 100 values.'),
        ),
      }),
      'CustomFields must be a list.',
    ),
    [],
  ),
  /** The carriers a private load is offered to (decision 081); ignored for a public load. */
  OfferedTruckerIds: v.optional(
    v.pipe(
      v.array(
        v.pipe(
          v.number('OfferedTruckerIds must be carrier ids.'),
          v.integer('OfferedTruckerIds must be carrier ids.'),
          v.minValue(1, 'OfferedTruckerIds must be carrier ids.'),
          v.maxValue(MAX_ID, 'OfferedTruckerIds must be carrier ids.'),
        ),
        'OfferedTruckerIds must be carrier ids.',
      ),
      v.maxLength(50, 'Offer a private load to at most 50 carriers.'),
      v.transform((ids) => [...new Set(ids)]),
    ),
    [],
  ),
  AsDraft: flag('AsDraft', true),
});

export type ShipmentInputValue = v.InferOutput<typeof shipmentInputSchema>;
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

const asId = (value: unknown): number | null =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0 && value <= MAX_ID ? value : null;
const time = (iso: string | null | undefined) => (iso ? Date.parse(iso) : null);
const before = (a: string | null | undefined, b: string | null | undefined) => {
  const x = time(a);
  const y = time(b);
  return x !== null && y !== null && y < x;
};

function customFieldIssues(definitions: readonly CustomFieldDefinition[], values: ShipmentInputValue['CustomFields']): string[] {
  const issues: string[] = [];
  const byId = new Map(definitions.map((d) => [d.Id, d]));
  const given = new Map(values.map((x) => [x.Id, x.Value.map((s) => s.trim()).filter(Boolean)]));
  for (const id of given.keys()) if (!byId.has(id)) issues.push(`Custom field ${id} does not exist.`);
  for (const d of definitions) {
    const value = given.get(d.Id) ?? [];
    if (d.Required && value.length === 0) {
      issues.push(`${d.Label} is required`);
      continue;
    }
    if (value.length === 0) continue;
    if (d.Type === 'One Select' || d.Type === 'Multi Select') {
      if (d.Type === 'One Select' && value.length > 1) issues.push(`${d.Label}: choose one option.`);
      for (const x of value) if (!d.Options.includes(x)) issues.push(`${d.Label}: "${x}" is not one of the options.`);
    } else if (value.length > 1) issues.push(`${d.Label} takes one value.`);
    else if (d.Type === 'Number' && !Number.isFinite(Number(value[0]))) issues.push(`${d.Label} must be a number.`);
    else if ((d.Type === 'Date' || d.Type === 'Date and Time') && Number.isNaN(Date.parse(value[0])))
      issues.push(`${d.Label} must be a date.`);
  }
  return issues;
}

export type ValidShipment = {
  input: ShipmentInputValue;
  modeId: number;
  pickupId: number;
  destinationId: number;
  accessorials: AccessorialTotal[];
  totalPrice: number;
};

/**
 * Parses and validates a load body for `shipperId`'s load: the ordered rules, then the schema's limits, then the
 * cross-field ones. Throws one 400 ModelState with every failure.
 */
export async function validateShipment(
  db: Db,
  raw: unknown,
  shipperId: number,
  definitions: readonly CustomFieldDefinition[],
): Promise<ValidShipment> {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) throw messageError(400, INVALID_REQUEST);
  const body = raw as Record<string, unknown>;
  const state: ModelState = {};
  const add = (key: string, message: string) => (state[key] ??= []).push(message);

  const modeId = asId(body.ModeId);
  const pickupId = asId(body.PickupId);
  const destinationId = asId(body.DestinationId);
  const [mode] = modeId === null ? [] : await db.select({ id: modes.id }).from(modes).where(eq(modes.id, modeId));
  const entryIds = [pickupId, destinationId].filter((x): x is number => x !== null);
  const entries =
    entryIds.length === 0
      ? []
      : await db
          .select({ id: addressBook.id })
          .from(addressBook)
          .where(and(inArray(addressBook.id, entryIds), eq(addressBook.shipperId, shipperId)));
  const owned = new Set(entries.map((e) => e.id));
  if (!mode) add('ModeId', SELECT_MODE);
  if (pickupId === null || !owned.has(pickupId)) add('PickupId', SELECT_SHIPPING);
  if (destinationId === null || !owned.has(destinationId)) add('DestinationId', SELECT_RECEIVING);

  const parsed = v.safeParse(shipmentInputSchema, body);
  const basicPrice = typeof body.BasicPrice === 'number' && Number.isFinite(body.BasicPrice) ? body.BasicPrice : 0;
  const totals = parsed.success
    ? accessorialTotals(parsed.output.BasicPrice, parsed.output.Accessorials)
    : { lines: [], totalPrice: basicPrice };
  if (!(totals.totalPrice > 0)) add('TotalPrice', PRICE_ABOVE_ZERO);
  else if (totals.totalPrice > PRICE_MAX) add('TotalPrice', PRICE_RANGE);

  if (!parsed.success) {
    for (const issue of parsed.issues) add(v.getDotPath(issue) ?? '', issue.message);
    throw modelStateError(state);
  }
  const input = parsed.output;
  if (before(input.PuAppointmentDate, input.PuAppointmentToDate)) add('PuAppointmentToDate', APPOINTMENT_ORDER);
  if (before(input.DelAppointmentDate, input.DelAppointmentToDate)) add('DelAppointmentToDate', APPOINTMENT_ORDER);
  if (before(input.ReqShipDate, input.Mabd)) add('Mabd', MABD_ORDER);
  if (before(input.PuAppointmentDate, input.DelAppointmentDate)) add('DelAppointmentDate', DELIVERY_ORDER);
  const seen = new Set<string>();
  for (const a of input.Accessorials) {
    const key = a.Name.toLowerCase();
    if (seen.has(key)) add('Accessorials', `${ACCESSORIAL_TWICE} (${a.Name})`);
    seen.add(key);
  }
  for (const message of customFieldIssues(definitions, input.CustomFields)) add('CustomFields', message);
  if (Object.keys(state).length > 0) throw modelStateError(state);
  return {
    input,
    modeId: modeId!,
    pickupId: pickupId!,
    destinationId: destinationId!,
    accessorials: totals.lines,
    totalPrice: totals.totalPrice,
  };
}
