import * as v from 'valibot';
import { PRICE_RANGE, idOf, optionalText } from './load-fields';
import { FREIGHT_CLASSES, PRICE_MAX } from './shipment';

/**
 * The body of POST /api/Shipments/Items and PUT /api/Shipments/Items/{id} (decision 047 §Line items), read by the
 * server. The server accepts an item with blanks (decision 066); the commodities form requires its layout's fields
 * on top (`missingItemFields`), so an item it sends always passes this schema.
 */

const id = (field: string) => idOf(`${field} must be an id.`);
const optionalId = (field: string) => v.optional(v.nullable(id(field)), null);
const amount = () =>
  v.optional(v.nullable(v.pipe(v.number(PRICE_RANGE), v.minValue(0, PRICE_RANGE), v.maxValue(PRICE_MAX, PRICE_RANGE))), null);
const count = () =>
  v.optional(
    v.nullable(
      v.pipe(v.number(PRICE_RANGE), v.integer('Must be a whole number.'), v.minValue(0, PRICE_RANGE), v.maxValue(PRICE_MAX, PRICE_RANGE)),
    ),
    null,
  );

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
  WeightMode: v.optional(v.picklist(['each', 'total'], 'WeightMode must be each or total.'), 'each'),
  WeightType: v.optional(v.picklist(['LBS', 'KGS'], 'WeightType must be LBS or KGS.'), 'LBS'),
  DimensionsType: v.optional(v.picklist(['in', 'cm'], 'DimensionsType must be in or cm.'), 'in'),
  UnitOfMeasureId: v.optional(id('UnitOfMeasureId'), 4),
  Length: amount(),
  Width: amount(),
  Height: amount(),
  IsHazardousMaterial: v.optional(v.boolean('IsHazardousMaterial must be true or false.'), false),
  FreightClass: v.optional(v.nullable(v.picklist(FREIGHT_CLASSES, 'FreightClass must be one of the freight classes.')), null),
  Nmfc: optionalText('Nmfc', 50),
  PickupStopId: optionalId('PickupStopId'),
  DropStopId: optionalId('DropStopId'),
});

export type ItemInputValue = v.InferOutput<typeof itemInputSchema>;
