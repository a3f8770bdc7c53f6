import { and, asc, eq, inArray, ne, type SQL } from 'drizzle-orm';
import { beforeAll } from 'vitest';
import type { Db } from '../../../server/db/database';
import { addressBook, notifications, shipmentStops, shipments, shippers, statusHistory, truckers, users } from '../../../server/db/schema';
import { ADMIN, SHIPPER, TRUCKER } from './fixtures';
import type { Harness } from './harness';
import { tokenFor } from './partners';

/**
 * Loads made by the tests of the per-load detail calls (tracking, attachments, billing), inserted directly so
 * these tests do not depend on what the seed generates.
 */

type PartyTable = typeof shippers | typeof truckers;

/** The first shipper or trucker whose account matches `where`: its id and e-mail. */
async function partyWhere(db: Db, table: PartyTable, where: SQL): Promise<{ id: number; email: string }> {
  const [row] = await db
    .select({ id: table.id, email: users.email })
    .from(table)
    .innerJoin(users, eq(users.id, table.userId))
    .where(where)
    .limit(1);
  return row;
}

export async function shipperIdOf(db: Db, email: string): Promise<number> {
  return (await partyWhere(db, shippers, eq(users.email, email))).id;
}

export async function truckerIdOf(db: Db, email: string): Promise<number> {
  return (await partyWhere(db, truckers, eq(users.email, email))).id;
}

/** The e-mail of a generated shipper / trucker of the fixture (not the demo one). */
export async function otherShipperEmail(db: Db): Promise<string> {
  return (await partyWhere(db, shippers, ne(users.email, SHIPPER))).email;
}

export async function otherTruckerEmail(db: Db): Promise<string> {
  return (await partyWhere(db, truckers, ne(users.email, TRUCKER))).email;
}

/** The demo shipper's and trucker's ids, filled by a beforeAll: read them inside the tests. */
export function useDemoPartyIds(h: Harness): { shipperId: number; truckerId: number } {
  const ids = { shipperId: 0, truckerId: 0 };
  beforeAll(async () => {
    ids.shipperId = await shipperIdOf(h.db, SHIPPER);
    ids.truckerId = await truckerIdOf(h.db, TRUCKER);
  });
  return ids;
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

/** The party tokens of a describe block, filled by a beforeAll registered after the harness's. */
export function usePartyTokens(h: Harness): PartyTokens {
  const tokens = {} as PartyTokens;
  beforeAll(async () => {
    Object.assign(tokens, await partyTokens(h));
  });
  return tokens;
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

/** The load's moves to any of `codes`, in the order the history keeps them. */
export async function statusMovesOf(db: Db, shipmentId: number, codes: string[]): Promise<string[]> {
  const rows = await db
    .select({ code: statusHistory.statusCode })
    .from(statusHistory)
    .where(and(eq(statusHistory.shipmentId, shipmentId), inArray(statusHistory.statusCode, codes)))
    .orderBy(asc(statusHistory.created), asc(statusHistory.id));
  return rows.map((r) => r.code);
}

/** The kinds of the notifications a user has about a load, sorted. */
export async function notificationKinds(db: Db, userId: number, shipmentId: number): Promise<string[]> {
  const rows = await db
    .select({ kind: notifications.kind })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.shipmentId, shipmentId)));
  return rows.map((r) => r.kind).sort();
}

/** A load inserted for the tests of a describe block: read its id inside the tests. */
export function useLoad(h: Harness, load: TestLoad = {}): { id: number } {
  const inserted = { id: 0 };
  beforeAll(async () => {
    inserted.id = await insertLoad(h.db, load);
  });
  return inserted;
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
