import { and, asc, eq, inArray } from 'drizzle-orm';
import { MODE_FREIGHT, type ItemTotals, type ShipmentItem, type ShipmentItems, type WeightTypeName } from '../../src/contract/shipment';
import type { ItemInputValue } from '../../src/contract/items';
import { isId } from '../../src/contract/load-fields';
import type { Db } from '../db/database';
import { shipmentItems, shipmentStops, shipments } from '../db/schema';
import { NOT_FOUND, fieldError, messageError } from './errors';
import { type ActivityField, type FieldTypes, diffFields, recordActivity } from './load-activities';
import { requireLoadAccess } from './loads-party';
import { assertCanEdit } from './shipment-access';
import type { AuthUser } from './tokens';
import { message, template } from '../../src/contract/messages';

const ITEM_OTHER_LOAD = message('item_other_load', 'The item belongs to another load.');

const stopOfLoad = template('item_stop_of_load', '{field} must be a stop of this load.');

/**
 * Line items of a load (decision 047 §Line items): CRUD, and the load's TotalWeight / WeightType recomputed and
 * stored after every change. WeightType of the load is the first item's; TotalWeight = Σ Weight × (HandlingAmount
 * in freight mode, Pieces when the weight is per piece, else 1), converted to that unit, 3 decimals.
 */

export const LBS_PER_KG = 2.20462;
type ItemRow = typeof shipmentItems.$inferSelect;

const round3 = (n: number) => Math.round(n * 1000) / 1000;

export function toItem(row: ItemRow): ShipmentItem {
  return {
    Id: row.id,
    ShipmentId: row.shipmentId,
    PurchaseOrder: row.purchaseOrder,
    Sku: row.sku,
    PackagingId: row.packagingId,
    PackagingGroupId: row.packagingGroupId,
    Commodity: row.commodity,
    Cube: row.cube,
    SpaceReq: row.spaceReq,
    Pieces: row.pieces,
    HandlingAmount: row.handlingAmount,
    Weight: row.weight,
    WeightMode: row.weightMode === 'total' ? 'total' : 'each',
    WeightType: row.weightType === 'KGS' ? 'KGS' : 'LBS',
    DimensionsType: row.dimensionsType === 'cm' ? 'cm' : 'in',
    UnitOfMeasureId: row.unitOfMeasureId,
    Length: row.length,
    Width: row.width,
    Height: row.height,
    IsHazardousMaterial: row.isHazardousMaterial,
    FreightClass: row.freightClass,
    Nmfc: row.nmfc,
    PickupStopId: row.stopId,
    DropStopId: row.deliveryStopId,
  };
}

type WeighedLine = Pick<ShipmentItem, 'Weight' | 'WeightType' | 'WeightMode' | 'HandlingAmount' | 'Pieces'>;

/**
 * One line's weight in `unit` (decision 047): freight lines weigh each handling unit, other lines each piece
 * (WeightMode each) or the whole line (total). The load's total and the bill of lading both count this way. Pure.
 */
export function lineWeight(modeId: number, line: WeighedLine, unit: WeightTypeName): number {
  const times = modeId === MODE_FREIGHT ? (line.HandlingAmount ?? 1) : line.WeightMode === 'each' ? (line.Pieces ?? 1) : 1;
  const weight = (line.Weight ?? 0) * times;
  return line.WeightType === unit ? weight : unit === 'LBS' ? weight * LBS_PER_KG : weight / LBS_PER_KG;
}

/** The load's weight unit and total for its items (first item = lowest id). Pure. */
export function itemTotals(modeId: number, items: readonly WeighedLine[]): Omit<ItemTotals, 'Id'> {
  if (items.length === 0) return { TotalWeight: null, WeightType: 'LBS' };
  const unit: WeightTypeName = items[0].WeightType;
  const total = items.reduce((sum, item) => sum + lineWeight(modeId, item, unit), 0);
  return { TotalWeight: round3(total), WeightType: unit };
}

async function itemsOf(db: Db, shipmentId: number): Promise<ItemRow[]> {
  return db.select().from(shipmentItems).where(eq(shipmentItems.shipmentId, shipmentId)).orderBy(asc(shipmentItems.id));
}

/** The load's item totals under their activity names (as `storeTotals` reads them). */
const TOTAL_FIELDS: FieldTypes = { TotalWeight: 'decimal', WeightType: 'string' };

/** Recomputes and stores TotalWeight / WeightType; returns them with the load fields that changed. */
async function storeTotals(tx: Db, shipmentId: number): Promise<{ totals: Omit<ItemTotals, 'Id'>; fields: ActivityField[] }> {
  const [load] = await tx
    .select({ modeId: shipments.modeId, TotalWeight: shipments.totalWeight, WeightType: shipments.weightType })
    .from(shipments)
    .where(eq(shipments.id, shipmentId));
  const totals = itemTotals(load.modeId, (await itemsOf(tx, shipmentId)).map(toItem));
  const fields = diffFields(load, totals, TOTAL_FIELDS);
  if (fields.length > 0)
    await tx.update(shipments).set({ totalWeight: totals.TotalWeight, weightType: totals.WeightType }).where(eq(shipments.id, shipmentId));
  return { totals, fields };
}

const ITEM_FIELDS: FieldTypes = {
  PurchaseOrder: 'string',
  Sku: 'string',
  PackagingId: 'int',
  PackagingGroupId: 'int',
  Commodity: 'string',
  Cube: 'decimal',
  SpaceReq: 'decimal',
  Pieces: 'int',
  HandlingAmount: 'int',
  Weight: 'decimal',
  WeightMode: 'string',
  WeightType: 'string',
  DimensionsType: 'string',
  UnitOfMeasureId: 'int',
  Length: 'decimal',
  Width: 'decimal',
  Height: 'decimal',
  IsHazardousMaterial: 'bool',
  FreightClass: 'decimal',
  Nmfc: 'string',
  PickupStopId: 'int',
  DropStopId: 'int',
};

/** Field changes of item number `position` (1-based), prefixed `Item 3 · Weight`. */
function itemFields(position: number, before: Partial<ShipmentItem>, after: Partial<ShipmentItem>): ActivityField[] {
  const cleared = Object.fromEntries(Object.keys(ITEM_FIELDS).map((key) => [key, null]));
  return diffFields(before, { ...cleared, ...after }, ITEM_FIELDS).map((f) => ({ ...f, Field: `Item ${position} · ${f.Field}` }));
}

async function assertStopsOfLoad(tx: Db, shipmentId: number, input: ItemInputValue): Promise<void> {
  const wanted = [input.PickupStopId, input.DropStopId].filter((x): x is number => x !== null);
  if (wanted.length === 0) return;
  const found = new Set(
    (
      await tx
        .select({ id: shipmentStops.id })
        .from(shipmentStops)
        .where(and(eq(shipmentStops.shipmentId, shipmentId), inArray(shipmentStops.id, wanted)))
    ).map((r) => r.id),
  );
  if (input.PickupStopId !== null && !found.has(input.PickupStopId))
    throw fieldError('PickupStopId', stopOfLoad({ field: 'PickupStopId' }));
  if (input.DropStopId !== null && !found.has(input.DropStopId)) throw fieldError('DropStopId', stopOfLoad({ field: 'DropStopId' }));
}

function columnsOf(input: ItemInputValue) {
  return {
    purchaseOrder: input.PurchaseOrder || null,
    sku: input.Sku || null,
    packagingId: input.PackagingId,
    packagingGroupId: input.PackagingGroupId,
    commodity: input.Commodity || null,
    cube: input.Cube,
    spaceReq: input.SpaceReq,
    pieces: input.Pieces,
    handlingAmount: input.HandlingAmount,
    weight: input.Weight,
    weightMode: input.WeightMode,
    weightType: input.WeightType,
    unitValue: input.DimensionsType === 'cm' ? 'cm/kgs' : 'in/lbs',
    dimensionsType: input.DimensionsType,
    unitOfMeasureId: input.UnitOfMeasureId,
    length: input.Length,
    width: input.Width,
    height: input.Height,
    isHazardousMaterial: input.IsHazardousMaterial,
    freightClass: input.FreightClass,
    nmfc: input.Nmfc || null,
    stopId: input.PickupStopId,
    deliveryStopId: input.DropStopId,
  } satisfies Partial<typeof shipmentItems.$inferInsert>;
}

export async function listItems(db: Db, user: AuthUser, shipmentId: number): Promise<ShipmentItems> {
  await requireLoadAccess(db, user, shipmentId);
  const [load] = await db
    .select({ totalWeight: shipments.totalWeight, weightType: shipments.weightType })
    .from(shipments)
    .where(eq(shipments.id, shipmentId));
  return {
    Items: (await itemsOf(db, shipmentId)).map(toItem),
    TotalWeight: load.totalWeight,
    WeightType: load.weightType === 'KGS' ? 'KGS' : 'LBS',
  };
}

/** Locks the load row and checks the caller may change its items. */
async function lockEditable(tx: Db, user: AuthUser, shipmentId: number) {
  const { access } = await requireLoadAccess(tx, user, shipmentId, ['owner', 'admin', 'carrier']);
  const [load] = await tx.select({ statusCode: shipments.statusCode }).from(shipments).where(eq(shipments.id, shipmentId)).for('update');
  assertCanEdit(access, load.statusCode);
}

export async function createItem(db: Db, user: AuthUser, input: ItemInputValue): Promise<ItemTotals> {
  return db.transaction(async (tx) => {
    await lockEditable(tx, user, input.ShipmentId);
    await assertStopsOfLoad(tx, input.ShipmentId, input);
    const [row] = await tx
      .insert(shipmentItems)
      .values({ shipmentId: input.ShipmentId, ...columnsOf(input) })
      .returning();
    const position = (await itemsOf(tx, input.ShipmentId)).findIndex((r) => r.id === row.id) + 1;
    const { totals, fields } = await storeTotals(tx, input.ShipmentId);
    await recordActivity(tx, {
      shipmentId: input.ShipmentId,
      userId: user.id,
      action: 'Updated',
      fields: [...itemFields(position, {}, toItem(row)), ...fields],
    });
    return { Id: row.id, ...totals };
  });
}

async function findItem(tx: Db, itemId: number): Promise<ItemRow> {
  if (!isId(itemId)) throw messageError(404, NOT_FOUND);
  const [row] = await tx.select().from(shipmentItems).where(eq(shipmentItems.id, itemId));
  if (!row) throw messageError(404, NOT_FOUND);
  return row;
}

export async function updateItem(db: Db, user: AuthUser, itemId: number, input: ItemInputValue): Promise<ItemTotals> {
  return db.transaction(async (tx) => {
    const existing = await findItem(tx, itemId);
    if (existing.shipmentId !== input.ShipmentId) throw fieldError('ShipmentId', ITEM_OTHER_LOAD);
    await lockEditable(tx, user, existing.shipmentId);
    await assertStopsOfLoad(tx, existing.shipmentId, input);
    const [row] = await tx.update(shipmentItems).set(columnsOf(input)).where(eq(shipmentItems.id, itemId)).returning();
    const position = (await itemsOf(tx, existing.shipmentId)).findIndex((r) => r.id === itemId) + 1;
    const { totals, fields } = await storeTotals(tx, existing.shipmentId);
    const changed = [...itemFields(position, toItem(existing), toItem(row)), ...fields];
    if (changed.length > 0)
      await recordActivity(tx, { shipmentId: existing.shipmentId, userId: user.id, action: 'Updated', fields: changed });
    return { Id: itemId, ...totals };
  });
}

export async function deleteItem(db: Db, user: AuthUser, itemId: number): Promise<ItemTotals> {
  return db.transaction(async (tx) => {
    const existing = await findItem(tx, itemId);
    await lockEditable(tx, user, existing.shipmentId);
    const position = (await itemsOf(tx, existing.shipmentId)).findIndex((r) => r.id === itemId) + 1;
    await tx.delete(shipmentItems).where(eq(shipmentItems.id, itemId));
    const { totals, fields } = await storeTotals(tx, existing.shipmentId);
    await recordActivity(tx, {
      shipmentId: existing.shipmentId,
      userId: user.id,
      action: 'Updated',
      fields: [...itemFields(position, toItem(existing), {}), ...fields],
    });
    return totals;
  });
}
