import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import type { TrackingPoint } from '../../src/contract/load-detail';
import type { Db } from '../db/database';
import { trackingPartitioned, trackingPartitionsBefore } from '../db/maintenance';
import { shipments, trackingPoints, trackingTracks } from '../db/schema';
import { thinTripLine } from './trip-line';

/**
 * Raw positions are kept for TRACKING_RAW_MONTHS months (decision 174): older ones are dropped, a month partition at a
 * time on PostgreSQL, by DELETE on PGlite. Before that, each load's points older than the cutoff are folded into its
 * simplified track (`tracking_tracks`, Douglas–Peucker as the tracking answer draws, trip-line.ts), kept for good,
 * so the tracking of an old load still draws its route.
 */
export const DEFAULT_TRACKING_RAW_MONTHS = 13;

/** The first instant (UTC) of the month `months` before the one holding `now`: raw points before it are dropped. */
export const trackingCutoff = (now: Date, months: number): Date => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - months, 1));

export const pointOf = (p: typeof trackingPoints.$inferSelect): TrackingPoint => ({
  Latitude: p.latitude,
  Longitude: p.longitude,
  City: p.city,
  State: p.state,
  EventName: p.eventName,
  EventDate: p.eventDate.toISOString(),
});

export type Pruned = { loads: number; partitionsDropped: string[]; rowsDeleted: number };

export async function pruneTrackingPoints(db: Db, months: number, now = new Date()): Promise<Pruned> {
  const cutoff = trackingCutoff(now, months);
  const loads = await db.selectDistinct({ id: trackingPoints.shipmentId }).from(trackingPoints).where(lt(trackingPoints.eventDate, cutoff));
  for (const { id } of loads) await keepTrack(db, id, cutoff);
  const partitionsDropped = (await trackingPartitioned(db)) ? await trackingPartitionsBefore(db, cutoff) : [];
  for (const name of partitionsDropped) await db.execute(sql`drop table if exists ${sql.identifier(name)}`);
  // PGlite's table, or the rows PostgreSQL's default partition caught.
  const deleted = await db.delete(trackingPoints).where(lt(trackingPoints.eventDate, cutoff)).returning({ id: trackingPoints.id });
  return { loads: loads.length, partitionsDropped, rowsDeleted: deleted.length };
}

/**
 * Folds a load's points from its track's `until` to `cutoff` into its simplified track, on the locked load, so two
 * nodes pruning at once fold each point once.
 */
async function keepTrack(db: Db, shipmentId: number, cutoff: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.select({ id: shipments.id }).from(shipments).where(eq(shipments.id, shipmentId)).for('update');
    const [kept] = await tx.select().from(trackingTracks).where(eq(trackingTracks.shipmentId, shipmentId));
    if (kept && kept.until >= cutoff) return;
    const raw = await tx
      .select()
      .from(trackingPoints)
      .where(
        and(
          eq(trackingPoints.shipmentId, shipmentId),
          lt(trackingPoints.eventDate, cutoff),
          kept ? gte(trackingPoints.eventDate, kept.until) : undefined,
        ),
      )
      .orderBy(asc(trackingPoints.eventDate), asc(trackingPoints.id));
    const points = thinTripLine([...(kept?.points ?? []), ...raw.map(pointOf)]);
    await tx
      .insert(trackingTracks)
      .values({ shipmentId, points, until: cutoff })
      .onConflictDoUpdate({ target: trackingTracks.shipmentId, set: { points, until: cutoff } });
  });
}

/** A load's route: its kept track, then its raw points from the track's end (decision 174). */
export async function routeOf(db: Db, shipmentId: number): Promise<TrackingPoint[]> {
  const [kept, raw] = await Promise.all([
    db.select().from(trackingTracks).where(eq(trackingTracks.shipmentId, shipmentId)),
    db
      .select()
      .from(trackingPoints)
      .where(eq(trackingPoints.shipmentId, shipmentId))
      .orderBy(asc(trackingPoints.eventDate), asc(trackingPoints.id)),
  ]);
  const track = kept[0];
  if (!track) return raw.map(pointOf);
  return [...track.points, ...raw.filter((p) => p.eventDate >= track.until).map(pointOf)];
}
