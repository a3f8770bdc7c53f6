import { and, asc, eq, sql } from 'drizzle-orm';
import { SAVED_SEARCHES_FULL, SAVED_SEARCHES_MAX, type SavedSearch, type SavedSearchInput } from '../../src/contract/saved-searches';
import type { Db } from '../db/database';
import { savedSearches } from '../db/schema';
import { NOT_FOUND, messageError } from './errors';
import { boundingBox } from './load-board';
import { requireCarrierOfUser } from './market-access';
import type { AuthUser } from './tokens';

/**
 * A trucker's saved searches (issue 41, decision 166): at most 20, each the board's filters and its alert channels.
 * Besides the query as given, the row keeps the filters as columns the load-alert match reads (load-alerts.ts).
 */

const WORLD = '(180,90),(-180,-90)';

/** The box around a circle as PostgreSQL's box text, longitude as x; no circle = the whole world. */
function areaOf(lat: number | undefined, lng: number | undefined, radius: number | undefined): string {
  if (lat === undefined || lng === undefined || radius === undefined) return WORLD;
  const box = boundingBox({ lat, lng, radius });
  return `(${box.maxLng ?? 180},${Math.min(90, box.maxLat)}),(${box.minLng ?? -180},${Math.max(-90, box.minLat)})`;
}

const DAY = 86_400_000;
const dayStart = (day: string | undefined) => (day ? new Date(`${day}T00:00:00Z`) : null);

export function columnsOf(input: SavedSearchInput) {
  const q = input.Query;
  const pickupTo = dayStart(q.pickupTo);
  return {
    name: input.Name,
    query: q,
    originLat: q.originLat ?? null,
    originLng: q.originLng ?? null,
    originRadius: q.originLat !== undefined ? (q.radiusMiles ?? null) : null,
    destLat: q.destLat ?? null,
    destLng: q.destLng ?? null,
    destRadius: q.destLat !== undefined ? (q.destRadiusMiles ?? null) : null,
    originArea: areaOf(q.originLat, q.originLng, q.radiusMiles),
    destArea: areaOf(q.destLat, q.destLng, q.destRadiusMiles),
    equipmentIds: q.equipmentIds,
    pickupFrom: dayStart(q.pickupFrom),
    pickupBefore: pickupTo ? new Date(pickupTo.getTime() + DAY) : null,
    minRatePerMile: q.minRatePerMile ?? null,
    kind: q.kind,
    alertInApp: input.Alerts.InApp,
    alertEmail: input.Alerts.Email,
    alertPush: input.Alerts.Push,
  };
}

const toAnswer = (row: typeof savedSearches.$inferSelect): SavedSearch => ({
  Id: row.id,
  Name: row.name,
  Query: row.query,
  Alerts: { InApp: row.alertInApp, Email: row.alertEmail, Push: row.alertPush },
  Created: row.created.toISOString(),
});

export async function listSavedSearches(db: Db, user: AuthUser): Promise<SavedSearch[]> {
  const carrier = await requireCarrierOfUser(db, user);
  const rows = await db.select().from(savedSearches).where(eq(savedSearches.truckerId, carrier.truckerId)).orderBy(asc(savedSearches.id));
  return rows.map(toAnswer);
}

/** Adds one; the 21st is refused (the count is taken under a lock on the trucker's row, so two at once cannot pass 20). */
export async function createSavedSearch(db: Db, user: AuthUser, input: SavedSearchInput): Promise<SavedSearch> {
  return db.transaction(async (tx) => {
    const carrier = await requireCarrierOfUser(tx, user);
    await tx.execute(sql`select id from truckers where id = ${carrier.truckerId} for update`);
    const [{ n }] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(savedSearches)
      .where(eq(savedSearches.truckerId, carrier.truckerId));
    if (Number(n) >= SAVED_SEARCHES_MAX) throw messageError(400, SAVED_SEARCHES_FULL);
    const [row] = await tx
      .insert(savedSearches)
      .values({ truckerId: carrier.truckerId, ...columnsOf(input) })
      .returning();
    return toAnswer(row);
  });
}

export async function updateSavedSearch(db: Db, user: AuthUser, id: number, input: SavedSearchInput): Promise<SavedSearch> {
  const carrier = await requireCarrierOfUser(db, user);
  const [row] = await db
    .update(savedSearches)
    .set({ ...columnsOf(input), updated: new Date() })
    .where(and(eq(savedSearches.id, id), eq(savedSearches.truckerId, carrier.truckerId)))
    .returning();
  if (!row) throw messageError(404, NOT_FOUND);
  return toAnswer(row);
}

export async function deleteSavedSearch(db: Db, user: AuthUser, id: number): Promise<void> {
  const carrier = await requireCarrierOfUser(db, user);
  const [row] = await db
    .delete(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.truckerId, carrier.truckerId)))
    .returning({ id: savedSearches.id });
  if (!row) throw messageError(404, NOT_FOUND);
}
