import { and, asc, eq, sql } from 'drizzle-orm';
import type { LoadParty, LoadsViewModel, LoadStatusCode } from '../../src/contract/loads';
import type { Db } from '../db/database';
import { addresses, equipmentTypes, loadStatuses, modes, shippers, truckers, users } from '../db/schema';

/** Filter option lists of the admin loads list and the header of a per-party list (decision 042). */

export async function loadsViewModel(db: Db): Promise<LoadsViewModel> {
  const [statuses, modeRows, shipperRows, truckerRows, equipment] = [
    await db
      .select({ Id: loadStatuses.id, Name: loadStatuses.name, Code: loadStatuses.code })
      .from(loadStatuses)
      .orderBy(asc(loadStatuses.sort)),
    await db.select({ Id: modes.id, Name: modes.name }).from(modes).orderBy(asc(modes.id)),
    await db
      .select({ Id: shippers.id, Name: shippers.companyName })
      .from(shippers)
      .orderBy(sql`lower(${shippers.companyName})`, asc(shippers.id)),
    await db
      .select({ Id: truckers.id, Name: truckers.name })
      .from(truckers)
      .orderBy(sql`lower(${truckers.name})`, asc(truckers.id)),
    await db.select({ Id: equipmentTypes.id, Name: equipmentTypes.name }).from(equipmentTypes).orderBy(asc(equipmentTypes.id)),
  ];
  return {
    Statuses: statuses.map((s) => ({ ...s, Code: s.Code as LoadStatusCode })),
    Modes: modeRows,
    Shippers: shipperRows,
    Truckers: truckerRows,
    EquipmentTypes: equipment,
  };
}

/** Name, company address, e-mail and phone of a shipper or trucker; null when there is none with that id. */
export async function partyHeader(db: Db, kind: 'shipper' | 'trucker', id: number): Promise<LoadParty | null> {
  const table = kind === 'shipper' ? shippers : truckers;
  const name = kind === 'shipper' ? shippers.companyName : truckers.name;
  const owner = kind === 'shipper' ? addresses.shipperId : addresses.truckerId;
  const [row] = await db
    .select({
      Id: table.id,
      Name: name,
      Email: users.email,
      PhoneNumber: users.phone,
      Address1: addresses.address1,
      City: addresses.city,
      State: addresses.state,
      Zipcode: addresses.zipcode,
    })
    .from(table)
    .innerJoin(users, eq(users.id, table.userId))
    .leftJoin(addresses, and(eq(owner, table.id), eq(addresses.kind, 'company')))
    .where(eq(table.id, id))
    .orderBy(asc(addresses.id))
    .limit(1);
  if (!row) return null;
  return { ...row, Kind: kind };
}
