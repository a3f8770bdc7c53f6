import { eq, inArray, notInArray } from 'drizzle-orm';
import { beforeAll } from 'vitest';
import type { Db } from '../../../server/db/database';
import { shipmentOffers, shipments, truckers, users } from '../../../server/db/schema';
import { insertLoad, otherTruckerEmail, truckerIdOf } from './detail-loads';
import { ADMIN, SHIPPER, TRUCKER } from './fixtures';
import type { Harness } from './harness';
import { addPartners, tokenFor } from './partners';

/** Loads and carriers of the marketplace tests (issue 16). */

export const CITIES = {
  dallas: { city: 'Dallas', state: 'Texas', lat: 32.7767, lng: -96.797 },
  fortWorth: { city: 'Fort Worth', state: 'Texas', lat: 32.7555, lng: -97.3308 },
  houston: { city: 'Houston', state: 'Texas', lat: 29.7604, lng: -95.3698 },
  chicago: { city: 'Chicago', state: 'Illinois', lat: 41.8781, lng: -87.6298 },
  milwaukee: { city: 'Milwaukee', state: 'Wisconsin', lat: 43.0389, lng: -87.9065 },
  losAngeles: { city: 'Los Angeles', state: 'California', lat: 34.0522, lng: -118.2437 },
  sanDiego: { city: 'San Diego', state: 'California', lat: 32.7157, lng: -117.1611 },
  newYork: { city: 'New York', state: 'New York', lat: 40.7128, lng: -74.006 },
} as const;
export type City = (typeof CITIES)[keyof typeof CITIES];

const DAY = 86_400_000;

export type BoardLoadInput = {
  from?: City;
  to?: City;
  bidding?: boolean;
  isPrivate?: boolean;
  offeredTo?: number[];
  pickupInDays?: number;
  equipmentTypeId?: number;
  totalPrice?: number;
  totalMiles?: number;
  isQuickPay?: boolean;
  statusCode?: string;
};

/** An open load of the demo shipper with no carrier, picked up in `pickupInDays` (default 3). */
export async function insertOpenLoad(db: Db, input: BoardLoadInput = {}): Promise<number> {
  const from = input.from ?? CITIES.dallas;
  const to = input.to ?? CITIES.chicago;
  const id = await insertLoad(db, { statusCode: input.statusCode ?? 'OP', truckerEmail: null });
  await db
    .update(shipments)
    .set({
      shipmentDate: new Date(Date.now() + (input.pickupInDays ?? 3) * DAY),
      shippingCity: from.city,
      shippingState: from.state,
      shippingLatitude: from.lat,
      shippingLongitude: from.lng,
      receivingCity: to.city,
      receivingState: to.state,
      receivingLatitude: to.lat,
      receivingLongitude: to.lng,
      biddingEnabled: input.bidding ?? true,
      isPrivate: input.isPrivate ?? false,
      equipmentTypeId: input.equipmentTypeId ?? 1,
      basicPrice: input.totalPrice ?? 2500,
      totalPrice: input.totalPrice ?? 2500,
      totalMiles: input.totalMiles ?? 1000,
      isQuickPay: input.isQuickPay ?? false,
    })
    .where(eq(shipments.id, id));
  if (input.offeredTo?.length) await db.insert(shipmentOffers).values(input.offeredTo.map((truckerId) => ({ shipmentId: id, truckerId })));
  return id;
}

/** `n` more approved, active carriers with their tokens and trucker ids (generated partners, seed 1000 + n). */
export async function extraCarriers(h: Harness, n: number, seed: number): Promise<{ truckerId: number; userId: number; token: string }[]> {
  const before = (await h.db.select({ id: truckers.id }).from(truckers)).map((r) => r.id);
  await addPartners(h.db, n, 0, seed);
  const added = await h.db
    .select({ id: truckers.id, userId: truckers.userId, email: users.email })
    .from(truckers)
    .innerJoin(users, eq(users.id, truckers.userId))
    .where(notInArray(truckers.id, before));
  const truckerIds = added.map((a) => a.id);
  const userIds = added.map((a) => a.userId);
  await h.db.update(truckers).set({ approved: true }).where(inArray(truckers.id, truckerIds));
  await h.db.update(users).set({ lockedOut: false }).where(inArray(users.id, userIds));
  return Promise.all(added.map(async (a) => ({ truckerId: a.id, userId: a.userId, token: await tokenFor(h, a.email) })));
}

export async function approve(db: Db, email: string, approved = true): Promise<number> {
  const id = await truckerIdOf(db, email);
  await db.update(truckers).set({ approved }).where(eq(truckers.id, id));
  return id;
}

/**
 * The board's parties: tokens of BackOffice, the demo shipper, the demo trucker and another trucker (`other`), then
 * both truckers approved so they may bid and book. Gives the tokens and the two truckers' ids.
 */
export async function marketParties(h: Harness) {
  const otherEmail = await otherTruckerEmail(h.db);
  const tokens = {
    admin: await tokenFor(h, ADMIN),
    shipper: await tokenFor(h, SHIPPER),
    trucker: await tokenFor(h, TRUCKER),
    other: await tokenFor(h, otherEmail),
  };
  return { tokens, me: await approve(h.db, TRUCKER), other: await approve(h.db, otherEmail) };
}

export type MarketParties = Awaited<ReturnType<typeof marketParties>>;

/** marketParties for a describe block, filled by a beforeAll: read its fields inside the tests. */
export function useMarketParties(h: Harness): MarketParties {
  const parties = { tokens: {} } as MarketParties;
  beforeAll(async () => {
    const { tokens, me, other } = await marketParties(h);
    Object.assign(parties.tokens, tokens);
    Object.assign(parties, { me, other });
  });
  return parties;
}

export const qs = (params: Record<string, string | number | (string | number)[]>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) for (const v of Array.isArray(value) ? value : [value]) search.append(key, String(v));
  return search.toString();
};
