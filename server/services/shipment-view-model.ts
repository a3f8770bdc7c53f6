import { asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { LoadStatusCode } from '../../src/contract/loads';
import type { CustomFieldDefinition, CustomFieldType, ShipmentViewModel } from '../../src/contract/shipment';
import type { Db } from '../db/database';
import {
  accessorialTypes,
  addressBook,
  customFieldDefinitions,
  equipmentTypes,
  loadStatuses,
  measureModes,
  modes,
  packaging,
  shippers,
  specialRequirements,
  weightTypes,
} from '../db/schema';
import { FORBIDDEN, NOT_FOUND, messageError } from './errors';
import { partiesOf } from './loads-party';
import { assertMayPost } from './shipment-access';
import type { AuthUser } from './tokens';

/** GET /api/Shipments/GetViewModel: the option lists of the load form and the shipper's address book (decision 047). */

/** The shipper whose address book and custom fields a call works with: the caller's own, or `requested` for BackOffice. */
export async function shipperOfCaller(db: Db, user: AuthUser, requested: number | null) {
  const parties = await partiesOf(db, user);
  if (parties.admin && requested !== null) {
    const [row] = await db.select({ id: shippers.id }).from(shippers).where(eq(shippers.id, requested));
    if (!row) throw messageError(404, NOT_FOUND);
    return { parties, shipperId: row.id };
  }
  if (parties.shipperId !== null) return { parties, shipperId: parties.shipperId };
  if (parties.admin) return { parties, shipperId: null };
  throw messageError(403, FORBIDDEN);
}

export async function customFieldsOf(db: Db, shipperId: number | null): Promise<CustomFieldDefinition[]> {
  const owner =
    shipperId === null
      ? isNull(customFieldDefinitions.shipperId)
      : or(isNull(customFieldDefinitions.shipperId), eq(customFieldDefinitions.shipperId, shipperId));
  const rows = await db
    .select()
    .from(customFieldDefinitions)
    .where(owner)
    .orderBy(asc(customFieldDefinitions.position), asc(customFieldDefinitions.id));
  return rows.map((r) => ({
    Id: r.id,
    Label: r.label,
    Type: r.type as CustomFieldType,
    Size: r.size === 'Large' ? 'Large' : 'Small',
    Required: r.required,
    Position: r.position,
    Options: r.options,
  }));
}

export async function shipmentViewModel(db: Db, user: AuthUser, requestedShipperId: number | null): Promise<ShipmentViewModel> {
  const { parties, shipperId } = await shipperOfCaller(db, user, requestedShipperId);
  if (shipperId !== null) await assertMayPost(db, parties, shipperId);
  const addresses =
    shipperId === null
      ? []
      : await db
          .select({ Id: addressBook.id, Name: addressBook.name })
          .from(addressBook)
          .where(eq(addressBook.shipperId, shipperId))
          .orderBy(sql`lower(${addressBook.name})`, asc(addressBook.id));
  const statuses = await db
    .select({ Id: loadStatuses.id, Name: loadStatuses.name, Code: loadStatuses.code })
    .from(loadStatuses)
    .orderBy(asc(loadStatuses.sort));
  return {
    Modes: await db.select({ Id: modes.id, Name: modes.name }).from(modes).orderBy(asc(modes.id)),
    EquipmentTypes: await db
      .select({ Id: equipmentTypes.id, Name: equipmentTypes.name })
      .from(equipmentTypes)
      .orderBy(asc(equipmentTypes.id)),
    WeightTypes: await db.select({ Id: weightTypes.id, Name: weightTypes.name }).from(weightTypes).orderBy(asc(weightTypes.id)),
    Packaging: await db.select({ Id: packaging.id, Name: packaging.name }).from(packaging).orderBy(asc(packaging.id)),
    MeasureModes: await db.select({ Id: measureModes.id, Name: measureModes.name }).from(measureModes).orderBy(asc(measureModes.id)),
    Addresses: addresses.map((a) => ({ ...a, ValueId: a.Id })),
    SpecialReq: await db.select({ Name: specialRequirements.name }).from(specialRequirements).orderBy(asc(specialRequirements.id)),
    Accessorials: await db
      .select({ Name: accessorialTypes.name, IsPercentage: accessorialTypes.isPercentage })
      .from(accessorialTypes)
      .orderBy(asc(accessorialTypes.id)),
    CustomFields: await customFieldsOf(db, shipperId),
    Statuses: statuses.map((s) => ({ ...s, Code: s.Code as LoadStatusCode })),
  };
}
