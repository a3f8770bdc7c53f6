import { PRICE_MAX, type DimensionsType, type ShipmentItem, type ShipmentItemInput, type WeightTypeName } from '@/contract/shipment';

/** Spec 2 §3: Pallet, the default unit of measure of a new item. */
export const PALLET_UNIT_OF_MEASURE = 4;
export const WEIGHT_TYPES: readonly WeightTypeName[] = ['LBS', 'KGS'];
export const DIMENSION_TYPES: readonly DimensionsType[] = ['in', 'cm'];

/** The units every item of a load shares; the first item sets them (spec 2 §4, §5). */
export type ItemUnits = { UnitOfMeasureId: number; DimensionsType: DimensionsType };

export const DEFAULT_UNITS: ItemUnits = { UnitOfMeasureId: PALLET_UNIT_OF_MEASURE, DimensionsType: 'in' };

/** Spec 2 §9: in goes with LBS, cm with KGS. */
export function pairedWeightType(dimensions: DimensionsType): WeightTypeName {
  return dimensions === 'cm' ? 'KGS' : 'LBS';
}

export function unitsOf(item: Pick<ShipmentItemInput, 'UnitOfMeasureId' | 'DimensionsType'> | undefined): ItemUnits | null {
  return item ? { UnitOfMeasureId: item.UnitOfMeasureId, DimensionsType: item.DimensionsType } : null;
}

/** Spec 2 §3 new item defaults: LBS, each, quantity 1, unit count 1, Pallet, in; in the load's current units. */
export function newItem(shipmentId: number, units: ItemUnits = DEFAULT_UNITS): ShipmentItemInput {
  return {
    ShipmentId: shipmentId,
    PurchaseOrder: null,
    Sku: null,
    PackagingId: null,
    PackagingGroupId: null,
    Commodity: null,
    Cube: null,
    SpaceReq: null,
    Pieces: 1,
    HandlingAmount: 1,
    Weight: null,
    WeightMode: 'each',
    WeightType: pairedWeightType(units.DimensionsType),
    DimensionsType: units.DimensionsType,
    UnitOfMeasureId: units.UnitOfMeasureId,
    Length: null,
    Width: null,
    Height: null,
    IsHazardousMaterial: false,
    FreightClass: null,
    Nmfc: null,
    PickupStopId: null,
    DropStopId: null,
  };
}

/** What an item is in the freight layout once the load's units apply: the weight type follows the dimension unit. */
export function withUnits<T extends ShipmentItemInput>(item: T, units: ItemUnits, freight: boolean): T {
  const withLoadUnits = { ...item, UnitOfMeasureId: units.UnitOfMeasureId, DimensionsType: units.DimensionsType };
  return freight ? { ...withLoadUnits, WeightType: pairedWeightType(units.DimensionsType) } : withLoadUnits;
}

/** Whether the load's units differ from what is saved for this item (so it needs saving too). */
export function unitsDiffer(saved: ShipmentItem | null, units: ItemUnits, freight: boolean): boolean {
  if (!saved) return false;
  if (saved.UnitOfMeasureId !== units.UnitOfMeasureId || saved.DimensionsType !== units.DimensionsType) return true;
  return freight && saved.WeightType !== pairedWeightType(units.DimensionsType);
}

/**
 * Spec 2 §5, generic layout: once any item has a weight type, the other types are disabled unless already used
 * by an item or there is only one item.
 */
export function disabledWeightTypes(used: readonly WeightTypeName[], itemCount: number): WeightTypeName[] {
  if (itemCount <= 1 || used.length === 0) return [];
  return WEIGHT_TYPES.filter((type) => !used.includes(type));
}

/** Spec 2 §5, §9: number inputs may be empty (null), otherwise 0–10,000,000. */
export function clampAmount(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const number = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(number)) return null;
  return Math.min(PRICE_MAX, Math.max(0, number));
}

/** Spec 2 §4: an item needs saving when it was never saved, was edited since, or the load's units changed under it. */
export function isItemChanged(saved: ShipmentItem | null, edited: boolean, units: ItemUnits, freight: boolean): boolean {
  return saved === null || edited || unitsDiffer(saved, units, freight);
}

/** The freight class call needs all four measures above zero (decision 047: missing or zero → 400). */
export function canCalculateClass(item: Pick<ShipmentItemInput, 'Length' | 'Width' | 'Height' | 'Weight'>): boolean {
  return [item.Length, item.Width, item.Height, item.Weight].every((value) => typeof value === 'number' && value > 0);
}

/** The wire body of an item: exactly the input fields (drops Id and anything else the answer carried). */
export function toItemInput(item: ShipmentItemInput): ShipmentItemInput {
  const template = newItem(item.ShipmentId);
  const input = {} as Record<string, unknown>;
  for (const key of Object.keys(template)) input[key] = item[key as keyof ShipmentItemInput];
  return input as ShipmentItemInput;
}
