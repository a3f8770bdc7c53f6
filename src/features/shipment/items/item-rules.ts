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

/** Exact factors of the international yard and pound (1959). */
export const CM_PER_INCH = 2.54;
export const KG_PER_POUND = 0.45359237;

const round2 = (value: number) => Math.round(value * 100) / 100;

/** A length in `to` units; empty stays empty. Rounded to 0.01 (what the inputs show). */
export function convertLength(value: number | null, from: DimensionsType, to: DimensionsType): number | null {
  if (value === null || from === to) return value;
  return round2(from === 'in' ? value * CM_PER_INCH : value / CM_PER_INCH);
}

/** A weight in `to` units; empty stays empty. Rounded to 0.01. */
export function convertWeight(value: number | null, from: WeightTypeName, to: WeightTypeName): number | null {
  if (value === null || from === to) return value;
  return round2(from === 'LBS' ? value * KG_PER_POUND : value / KG_PER_POUND);
}

/**
 * What an item is once the load's units apply: the unit of measure and dimension unit are the load's, the lengths
 * are converted into that unit, and in the freight layout the weight type follows the dimension unit with the weight
 * converted (500 lb becomes 226.8 kg, never 500 kg). The generic layout keeps its own weight type.
 */
export function withUnits<T extends ShipmentItemInput>(item: T, units: ItemUnits, freight: boolean): T {
  const weightType = freight ? pairedWeightType(units.DimensionsType) : item.WeightType;
  const length = (value: number | null) => convertLength(value, item.DimensionsType, units.DimensionsType);
  return {
    ...item,
    UnitOfMeasureId: units.UnitOfMeasureId,
    DimensionsType: units.DimensionsType,
    WeightType: weightType,
    Length: length(item.Length),
    Width: length(item.Width),
    Height: length(item.Height),
    Weight: convertWeight(item.Weight, item.WeightType, weightType),
  };
}

/**
 * An item's unsaved edits, typed in `from`, once the load's dimension unit becomes `to`: the lengths typed are
 * converted, and in the freight layout the weight too (its type follows the dimension unit). Fields not typed are
 * not in the draft: they are converted from the saved item each time, so switching back shows exactly what is saved.
 */
export function convertDraft(
  draft: Partial<ShipmentItemInput>,
  from: DimensionsType,
  to: DimensionsType,
  freight: boolean,
): Partial<ShipmentItemInput> {
  if (from === to) return draft;
  const next = { ...draft };
  for (const key of ['Length', 'Width', 'Height'] as const) {
    if (key in draft) next[key] = convertLength(draft[key] ?? null, from, to);
  }
  if (freight && 'Weight' in draft) next.Weight = convertWeight(draft.Weight ?? null, pairedWeightType(from), pairedWeightType(to));
  return next;
}

/** Freight layout (spec 2 §3): the fields marked required; the generic layout requires the commodity (decision 066). */
const FREIGHT_REQUIRED = [
  'PackagingId',
  'HandlingAmount',
  'UnitOfMeasureId',
  'Length',
  'Width',
  'Height',
  'Weight',
  'FreightClass',
  'Commodity',
] as const;
const GENERIC_REQUIRED = ['Commodity'] as const;
/** Counts and measures must be above zero, not just present. */
const POSITIVE: ReadonlySet<keyof ShipmentItemInput> = new Set(['HandlingAmount', 'Length', 'Width', 'Height', 'Weight']);

export type RequiredItemField = (typeof FREIGHT_REQUIRED)[number];

/** The required fields an item leaves empty (or at zero for a count or measure), in form order. */
export function missingItemFields(item: ShipmentItemInput, freight: boolean): RequiredItemField[] {
  return (freight ? FREIGHT_REQUIRED : GENERIC_REQUIRED).filter((key) => {
    const value = item[key];
    if (value === null || value === undefined) return true;
    if (typeof value === 'string') return value.trim() === '';
    return POSITIVE.has(key) && typeof value === 'number' && value <= 0;
  });
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
