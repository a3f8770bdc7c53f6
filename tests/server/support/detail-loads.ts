import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../../server/db/database';
import { addressBook, shipmentStops, shipments, shippers, truckers, users } from '../../../server/db/schema';
import { ADMIN, SHIPPER, TRUCKER } from './fixtures';
import type { Harness } from './harness';
import { tokenFor } from './partners';

/**
 * Loads made by the tests of the per-load detail calls (tracking, attachments, billing), inserted directly so
 * these tests do not depend on what the seed generates.
 */

export async function shipperIdOf(db: Db, email: string): Promise<number> {
  const [row] = await db
    .select({ id: shippers.id })
    .from(shippers)
    .innerJoin(users, eq(users.id, shippers.userId))
    .where(eq(users.email, email));
  return row.id;
}

export async function truckerIdOf(db: Db, email: string): Promise<number> {
  const [row] = await db
    .select({ id: truckers.id })
    .from(truckers)
    .innerJoin(users, eq(users.id, truckers.userId))
    .where(eq(users.email, email));
  return row.id;
}

/** The e-mail of a generated shipper / trucker of the fixture (not the demo one). */
export async function otherShipperEmail(db: Db): Promise<string> {
  const [row] = await db
    .select({ email: users.email })
    .from(shippers)
    .innerJoin(users, eq(users.id, shippers.userId))
    .where(ne(users.email, SHIPPER))
    .limit(1);
  return row.email;
}

export async function otherTruckerEmail(db: Db): Promise<string> {
  const [row] = await db
    .select({ email: users.email })
    .from(truckers)
    .innerJoin(users, eq(users.id, truckers.userId))
    .where(ne(users.email, TRUCKER))
    .limit(1);
  return row.email;
}

/** Access tokens: BackOffice, the demo shipper and trucker, and a generated shipper and trucker (no party to the demo loads). */
export type PartyTokens = Record<'admin' | 'shipper' | 'trucker' | 'otherShipper' | 'otherTrucker', string>;

export async function partyTokens(h: Harness): Promise<PartyTokens> {
  return {
    admin: await tokenFor(h, ADMIN),
    shipper: await tokenFor(h, SHIPPER),
    trucker: await tokenFor(h, TRUCKER),
    otherShipper: await tokenFor(h, await otherShipperEmail(h.db)),
    otherTrucker: await tokenFor(h, await otherTruckerEmail(h.db)),
  };
}

export type TestLoad = {
  statusCode?: string;
  /** Defaults: the demo shipper owns it, the demo trucker carries it (null: no trucker). */
  shipperEmail?: string;
  truckerEmail?: string | null;
  stops?: {
    type: 'Pick-up' | 'Drop';
    name: string;
    city: string;
    state: string;
    latitude: number;
    longitude: number;
    delivered?: boolean;
  }[];
};

/** Dallas → (stops) → Chicago, FTL, Dry Van, 2,500.00. */
export async function insertLoad(db: Db, load: TestLoad = {}): Promise<number> {
  const shipperId = await shipperIdOf(db, load.shipperEmail ?? SHIPPER);
  const truckerEmail = load.truckerEmail === undefined ? TRUCKER : load.truckerEmail;
  const truckerId = truckerEmail === null ? null : await truckerIdOf(db, truckerEmail);
  const [row] = await db
    .insert(shipments)
    .values({
      shipperId,
      truckerId,
      statusCode: load.statusCode ?? 'IT',
      isDraft: (load.statusCode ?? 'IT') === 'DF',
      modeId: 2,
      equipmentTypeId: 1,
      shipmentDate: new Date('2025-03-10T00:00:00Z'),
      basicPrice: 2300,
      totalPrice: 2500,
      totalMiles: 967.5,
      totalWeight: 18000,
      sealNumber: 'SEAL-1',
      truckNumber: 'TR-7',
      trailerNumber: 'TL-9',
      pickupName: 'Lone Star Foods',
      shippingAddress1: '1200 Commerce St',
      shippingCity: 'Dallas',
      shippingState: 'Texas',
      shippingZipCode: '75202',
      shippingLatitude: 32.7767,
      shippingLongitude: -96.797,
      reqShipDate: new Date('2025-03-11T00:00:00Z'),
      puAppointmentDate: new Date('2025-03-11T14:00:00Z'),
      destinationName: 'Windy City Grocers',
      receivingAddress1: '233 S Wacker Dr',
      receivingCity: 'Chicago',
      receivingState: 'Illinois',
      receivingZipCode: '60606',
      receivingLatitude: 41.8781,
      receivingLongitude: -87.6298,
      mabd: new Date('2025-03-14T00:00:00Z'),
    })
    .returning({ id: shipments.id });
  if (load.stops?.length) {
    await db.insert(shipmentStops).values(
      load.stops.map((s, position) => ({
        shipmentId: row.id,
        type: s.type,
        position,
        name: s.name,
        address1: `${position + 1} Main St`,
        city: s.city,
        state: s.state,
        zipcode: '00000',
        latitude: s.latitude,
        longitude: s.longitude,
        delivered: s.delivered ?? false,
      })),
    );
  }
  return row.id;
}

export const loadRow = async (db: Db, id: number) =>
  (
    await db
      .select()
      .from(shipments)
      .where(and(eq(shipments.id, id)))
  )[0];

/** A company in the shipper's address book (the stops and the load form pick from it). */
export async function addCompany(
  db: Db,
  shipperEmail: string,
  name: string,
  place: { city: string; state: string; latitude: number; longitude: number },
) {
  const [row] = await db
    .insert(addressBook)
    .values({
      shipperId: await shipperIdOf(db, shipperEmail),
      name,
      address1: `1 ${name} Way`,
      address2: 'Dock 4',
      city: place.city,
      state: place.state,
      zipcode: '73301',
      contactFirstName: 'Dana',
      contactLastName: 'Whitfield',
      contactEmail: 'dana@example.com',
      contactPhone: '+15125550100',
      latitude: place.latitude,
      longitude: place.longitude,
    })
    .returning({ id: addressBook.id });
  return row.id;
}
