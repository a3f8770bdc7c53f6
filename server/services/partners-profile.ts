import { asc, desc, eq, sql } from 'drizzle-orm';
import type {
  LoadSummary,
  OnTimeRate,
  PartnerAddress,
  ShipperProfile,
  ShipperRow,
  TruckerProfile,
  TruckerRow,
} from '../../src/contract/partners';
import type { Db } from '../db/database';
import { addresses, loadStatuses, shipments, shippers, truckers, tripPlaces, users, type Address } from '../db/schema';
import { messageError } from './errors';
import { selectRows } from './partners-list';
import { photoUrl } from './users';
import { message } from '../../src/contract/messages';

/** Profiles of the detail pages (decision 003): the list row plus picture, addresses and recent loads. */

export const TRUCKER_NOT_FOUND = message('trucker_not_found', 'The trucker was not found.');
export const SHIPPER_NOT_FOUND = message('shipper_not_found', 'The shipper was not found.');

const toAddress = (a: Address): PartnerAddress => ({
  Address1: a.address1,
  Address2: a.address2,
  City: a.city,
  State: a.state,
  Zipcode: a.zipcode,
  Country: a.country,
});

/** The party's ten newest loads (index shipments_{shipper,trucker}_idx). */
async function recentLoads(db: Db, party: 'shipper' | 'trucker', id: number): Promise<LoadSummary[]> {
  const rows = await db
    .select({
      Id: shipments.id,
      LoadNumber: shipments.code,
      Status: loadStatuses.name,
      PickupDate: shipments.shipmentDate,
      DeliveryDate:
        sql<Date | null>`coalesce(${shipments.receivingArrivalDate}, ${shipments.delAppointmentDate}, ${shipments.mabd})`.mapWith(
          shipments.mabd,
        ),
      Created: shipments.created,
    })
    .from(shipments)
    .innerJoin(loadStatuses, eq(loadStatuses.code, shipments.statusCode))
    .where(eq(party === 'shipper' ? shipments.shipperId : shipments.truckerId, id))
    .orderBy(desc(shipments.created), desc(shipments.id))
    .limit(10);
  return rows.map((r) => ({
    ...r,
    PickupDate: r.PickupDate?.toISOString() ?? null,
    DeliveryDate: r.DeliveryDate ? new Date(r.DeliveryDate).toISOString() : null,
    Created: r.Created.toISOString(),
  }));
}

/** The carrier's places reached with a window (pickups, stops, deliveries) and those reached in time. */
async function onTimeRate(db: Db, truckerId: number): Promise<OnTimeRate> {
  const [row] = await db
    .select({
      OnTime: sql<number>`count(*) filter (where ${tripPlaces.onTime})::int`,
      Total: sql<number>`count(${tripPlaces.onTime})::int`,
    })
    .from(tripPlaces)
    .innerJoin(shipments, eq(shipments.id, tripPlaces.shipmentId))
    .where(eq(shipments.truckerId, truckerId));
  return { OnTime: Number(row?.OnTime ?? 0), Total: Number(row?.Total ?? 0) };
}

const picture = (hash: string | null) => (hash ? photoUrl(hash) : null);

export async function truckerProfile(db: Db, truckerId: number): Promise<TruckerProfile> {
  const [found] = await selectRows(db, 'trucker', { picture: sql<string | null>`${users.profilePicture}` }).where(
    eq(truckers.id, truckerId),
  );
  if (!found) throw messageError(404, TRUCKER_NOT_FOUND);
  const list = await db.select().from(addresses).where(eq(addresses.truckerId, truckerId)).orderBy(asc(addresses.id));
  return {
    ...(JSON.parse(found.j) as TruckerRow),
    ProfilePicture: picture(found.picture),
    Addresses: list.map(toAddress),
    RecentLoads: await recentLoads(db, 'trucker', truckerId),
    OnTime: await onTimeRate(db, truckerId),
  };
}

export async function shipperProfile(db: Db, shipperId: number): Promise<ShipperProfile> {
  const [found] = await selectRows(db, 'shipper', { picture: sql<string | null>`${users.profilePicture}` }).where(
    eq(shippers.id, shipperId),
  );
  if (!found) throw messageError(404, SHIPPER_NOT_FOUND);
  const list = await db.select().from(addresses).where(eq(addresses.shipperId, shipperId)).orderBy(asc(addresses.id));
  const first = (kind: string) => list.find((a) => a.kind === kind);
  const company = first('company');
  const billing = first('billing');
  return {
    ...(JSON.parse(found.j) as ShipperRow),
    ProfilePicture: picture(found.picture),
    CompanyAddress: company ? toAddress(company) : null,
    BillingAddress: billing ? toAddress(billing) : null,
    RecentLoads: await recentLoads(db, 'shipper', shipperId),
  };
}
