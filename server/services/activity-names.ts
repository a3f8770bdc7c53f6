import { eq, inArray } from 'drizzle-orm';
import type { ActivityField } from '../../src/contract/load-detail';
import type { Db } from '../db/database';
import { addressBook, bids, equipmentTypes, modes, packaging, shipmentStops, truckers } from '../db/schema';

/**
 * Activities store what changed as the wire sent it, ids included ("Item 2 · PackagingId" 2). When they are read,
 * each id is replaced by the name the form shows for it (the packaging "Pallet", the mode "FTL", the stop's company),
 * so the Activities modal reads like the form (issue 15 item 18). Done at read time, so older rows read well too;
 * an id whose record is gone stays as it is.
 */

type Kind = 'mode' | 'equipment' | 'packaging' | 'stop' | 'address' | 'bid';

/** The field (without its "Item 3 · " prefix) → which table names its ids. */
const KINDS: Record<string, Kind> = {
  ModeId: 'mode',
  EquipmentTypeId: 'equipment',
  PackagingId: 'packaging',
  UnitOfMeasureId: 'packaging',
  PickupStopId: 'stop',
  DropStopId: 'stop',
  AddressId: 'address',
  Bid: 'bid',
};

/** "Item 3 · PackagingId" → "PackagingId". */
const baseName = (field: string) => field.split(' · ').at(-1)!.trim();

function kindOf(field: ActivityField): Kind | undefined {
  return KINDS[baseName(field.Field)];
}

async function namesOf(db: Db, kind: Kind, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const pairs = await (async (): Promise<{ id: number; name: string }[]> => {
    switch (kind) {
      case 'mode':
        return db.select({ id: modes.id, name: modes.name }).from(modes).where(inArray(modes.id, ids));
      case 'equipment':
        return db.select({ id: equipmentTypes.id, name: equipmentTypes.name }).from(equipmentTypes).where(inArray(equipmentTypes.id, ids));
      case 'packaging':
        return db.select({ id: packaging.id, name: packaging.name }).from(packaging).where(inArray(packaging.id, ids));
      case 'address':
        return db.select({ id: addressBook.id, name: addressBook.name }).from(addressBook).where(inArray(addressBook.id, ids));
      case 'stop': {
        const rows = await db
          .select({ id: shipmentStops.id, position: shipmentStops.position, name: shipmentStops.name, city: shipmentStops.city })
          .from(shipmentStops)
          .where(inArray(shipmentStops.id, ids));
        return rows.map((r) => ({ id: r.id, name: [`#${r.position}`, r.name || r.city].filter(Boolean).join(' ') }));
      }
      case 'bid': {
        const rows = await db
          .select({ id: bids.id, trucker: truckers.name, price: bids.price })
          .from(bids)
          .innerJoin(truckers, eq(truckers.id, bids.truckerId))
          .where(inArray(bids.id, ids));
        return rows.map((r) => ({ id: r.id, name: `${r.trucker} ($${r.price.toFixed(2)})` }));
      }
    }
  })();
  return new Map(pairs.map((p) => [p.id, p.name]));
}

const idOf = (value: string | null) => (value !== null && /^\d{1,15}$/.test(value) ? Number(value) : null);

/** The same lists of fields, with every known id replaced by its name (Type "string"). */
export async function nameActivityValues(db: Db, lists: readonly ActivityField[][]): Promise<ActivityField[][]> {
  const wanted = new Map<Kind, Set<number>>();
  for (const field of lists.flat()) {
    const kind = kindOf(field);
    if (!kind) continue;
    for (const id of [idOf(field.OldValue), idOf(field.NewValue)])
      if (id !== null) (wanted.get(kind) ?? wanted.set(kind, new Set()).get(kind)!).add(id);
  }
  if (wanted.size === 0) return lists as ActivityField[][];
  const names = new Map<Kind, Map<number, string>>();
  for (const [kind, ids] of wanted) names.set(kind, await namesOf(db, kind, [...ids]));
  const name = (kind: Kind, value: string | null) => {
    const id = idOf(value);
    return id === null ? value : (names.get(kind)?.get(id) ?? value);
  };
  return lists.map((fields) =>
    fields.map((field) => {
      const kind = kindOf(field);
      return kind
        ? { ...field, Type: 'string' as const, OldValue: name(kind, field.OldValue), NewValue: name(kind, field.NewValue) }
        : field;
    }),
  );
}
