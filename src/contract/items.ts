import * as v from 'valibot';
import { PRICE_RANGE, WHOLE_NUMBER, fieldTrueOrFalse, idOf, optionalText } from './load-fields';
import { message, say, template } from './messages';
import { FREIGHT_CLASSES, PRICE_MAX } from './shipment';

/**
 * The body of POST /api/Shipments/Items and PUT /api/Shipments/Items/{id} (decision 047 §Line items), read by the
 * server. The server accepts an item with blanks (decision 066); the commodities form requires its layout's fields
 * on top (`missingItemFields`), so an item it sends always passes this schema.
 */

const fieldId = template('field_id', '{field} must be an id.');
const oneOf = template('field_one_of', '{field} must be {choices}.');
const range = say(PRICE_RANGE);
const id = (field: string) => idOf(fieldId({ field }));
const optionalId = (field: string) => v.optional(v.nullable(id(field)), null);
const amount = () => v.optional(v.nullable(v.pipe(v.number(range), v.minValue(0, range), v.maxValue(PRICE_MAX, range))), null);
const count = () =>
  v.optional(v.nullable(v.pipe(v.number(range), v.integer(say(WHOLE_NUMBER)), v.minValue(0, range), v.maxValue(PRICE_MAX, range))), null);

export const itemInputSchema = v.object({
  ShipmentId: id('ShipmentId'),
  PurchaseOrder: optionalText('PurchaseOrder'),
  Sku: optionalText('Sku'),
  PackagingId: optionalId('PackagingId'),
  PackagingGroupId: optionalId('PackagingGroupId'),
  Commodity: optionalText('Commodity', 200),
  Cube: amount(),
  SpaceReq: amount(),
  Pieces: count(),
  HandlingAmount: count(),
  Weight: amount(),
  WeightMode: v.optional(v.picklist(['each', 'total'], say(oneOf({ field: 'WeightMode', choices: 'each or total' }))), 'each'),
  WeightType: v.optional(v.picklist(['LBS', 'KGS'], say(oneOf({ field: 'WeightType', choices: 'LBS or KGS' }))), 'LBS'),
  DimensionsType: v.optional(v.picklist(['in', 'cm'], say(oneOf({ field: 'DimensionsType', choices: 'in or cm' }))), 'in'),
  UnitOfMeasureId: v.optional(id('UnitOfMeasureId'), 4),
  Length: amount(),
  Width: amount(),
  Height: amount(),
  IsHazardousMaterial: v.optional(v.boolean(say(fieldTrueOrFalse({ field: 'IsHazardousMaterial' }))), false),
  FreightClass: v.optional(
    v.nullable(v.picklist(FREIGHT_CLASSES, say(message('freight_class', 'FreightClass must be one of the freight classes.')))),
    null,
  ),
  Nmfc: optionalText('Nmfc', 50),
  PickupStopId: optionalId('PickupStopId'),
  DropStopId: optionalId('DropStopId'),
});

export type ItemInputValue = v.InferOutput<typeof itemInputSchema>;
