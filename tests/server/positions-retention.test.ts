import { and, count, eq, lt, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ensureTrackingPartitions } from '../../server/db/maintenance';
import { statusHistory, trackingPoints, trackingTracks } from '../../server/db/schema';
import { pruneTrackingPoints, trackingCutoff } from '../../server/services/tracking-retention';
import type { TrackingResponse } from '../../src/contract/load-detail';
import type { PositionInput } from '../../src/contract/positions';
import { send } from './shipments-helpers';
import { databaseTargets } from './support/databases';
import { insertLoad, usePartyTokens } from './support/detail-loads';
import { useHarness } from './support/harness';

/**
 * Issue 42 §4 (decision 174): on PostgreSQL tracking points live in month partitions made ahead; raw points older than
 * TRACKING_RAW_MONTHS are dropped while each load keeps its simplified track, so an old load's tracking still draws;
 * a point sent again is still stored once, whatever its corrected time.
 */

const targets = await databaseTargets();
const MIN = 60_000;
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

describe.each(targets)('positions kept by month on $name', (target) => {
  const h = useHarness(target);
  const t = usePartyTokens(h);

  const stored = async (id: number) =>
    (await h.db.select({ n: count() }).from(trackingPoints).where(eq(trackingPoints.shipmentId, id)))[0].n;
  async function tripLoad(): Promise<number> {
    const id = await insertLoad(h.db, { statusCode: 'IT' });
    await h.db.insert(statusHistory).values({ shipmentId: id, statusCode: 'BK', created: new Date(Date.now() - 120 * MIN) });
    return id;
  }

  it('keeps one table on PGlite and month partitions made ahead on PostgreSQL', async () => {
    const [table] = rowsOf<{ kind: string }>(
      await h.db.execute(sql`select relkind::text as kind from pg_class where relname = 'tracking_points'`),
    );
    const partitions = await ensureTrackingPartitions(h.db);
    if (target.name === 'pglite') {
      expect(table.kind).toBe('r');
      expect(partitions).toEqual([]);
      return;
    }
    expect(table.kind).toBe('p');
    const now = new Date();
    const month = (ahead: number) => {
      const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + ahead, 1));
      return `tracking_points_y${d.getUTCFullYear()}m${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
    };
    expect(partitions).toEqual(expect.arrayContaining([month(0), month(1), month(2)]));
    // The seed's older points landed in the default partition; they have moved into partitions of their months.
    const [left] = rowsOf<{ n: number }>(await h.db.execute(sql`select count(*)::int as n from tracking_points_default`));
    expect(left.n).toBe(0);
    const [placed] = rowsOf<{ n: number }>(
      await h.db.execute(sql`select count(*)::int as n from tracking_points where tableoid = ${month(0)}::regclass`),
    );
    const [thisMonth] = rowsOf<{ n: number }>(
      await h.db.execute(
        sql`select count(*)::int as n from tracking_points where event_date >= date_trunc('month', now() at time zone 'UTC') at time zone 'UTC' and event_date < (date_trunc('month', now() at time zone 'UTC') + interval '1 month') at time zone 'UTC'`,
      ),
    );
    expect(placed.n).toBe(thisMonth.n);
  });

  it('refuses a point sent again with another device clock, one batch after another and in parallel', async () => {
    const id = await tripLoad();
    const points: PositionInput[] = Array.from({ length: 6 }, (_, i) => ({
      Latitude: 32.7 + i * 0.0005,
      Longitude: -96.8,
      Accuracy: 10,
      Speed: null,
      Heading: null,
      RecordedAt: new Date(Date.now() - 30 * MIN + i * 10_000).toISOString(),
    }));
    const post = (clockOffsetMs: number) =>
      send(h.app, 'POST', `/api/Tracking/${id}/Positions`, t.trucker, points, {
        'X-Device-Time': new Date(Date.now() - clockOffsetMs).toISOString(),
      });
    const first = await post(0);
    expect([first.status, await first.json()]).toEqual([202, { Accepted: 6, Dropped: 0 }]);
    // The device's clock now measures 3 s slow: the same points get other corrected times (another partition key).
    const again = await post(3_000);
    expect([again.status, await again.json()]).toEqual([202, { Accepted: 0, Dropped: 6 }]);
    expect(await stored(id)).toBe(6);

    const other = await tripLoad();
    const answers = await Promise.all(
      Array.from({ length: 6 }, async (_, i) => {
        const res = await send(h.app, 'POST', `/api/Tracking/${other}/Positions`, t.trucker, points, {
          'X-Device-Time': new Date(Date.now() - i * 1_500).toISOString(),
        });
        return (await res.json()) as { Accepted: number };
      }),
    );
    expect(answers.reduce((n, a) => n + a.Accepted, 0)).toBe(6);
    expect(await stored(other)).toBe(6);
  });

  it('drops raw points older than the setting and keeps each load a simplified track that still draws', { timeout: 120_000 }, async () => {
    const id = await insertLoad(h.db, { statusCode: 'DL' });
    const now = new Date();
    const cutoff = trackingCutoff(now, 13);
    // A trip that crosses the cutoff: 400 points every 30 s, the first 300 before it, along a gentle curve.
    const start = cutoff.getTime() - 300 * 30_000;
    const rows = Array.from({ length: 400 }, (_, i) => {
      const eventDate = new Date(start + i * 30_000);
      return {
        shipmentId: id,
        latitude: 35 + i * 0.002,
        longitude: -100 + Math.sin(i / 40) * 0.05,
        eventDate,
        eventName: i === 150 ? 'Picked up' : null,
      };
    });
    await h.db.insert(trackingPoints).values(rows);
    await ensureTrackingPartitions(h.db, now);
    if (target.name === 'postgres')
      await h.db.execute(sql`select tracking_points_partition(${new Date(start).toISOString()}::timestamptz)`);
    const before = (await (await send(h.app, 'GET', `/api/Tracking/${id}`, t.shipper)).json()) as TrackingResponse;

    const pruned = await pruneTrackingPoints(h.db, 13, now);
    expect(pruned.loads).toBeGreaterThanOrEqual(1);
    if (target.name === 'postgres') {
      expect(pruned.partitionsDropped.length).toBeGreaterThanOrEqual(1);
      const left = rowsOf<{ name: string }>(
        await h.db.execute(sql`select inhrelid::regclass::text as name from pg_inherits where inhparent = 'tracking_points'::regclass`),
      ).map((r) => r.name);
      expect(left.filter((name) => pruned.partitionsDropped.includes(name))).toEqual([]);
    }
    expect((await h.db.select({ n: count() }).from(trackingPoints).where(lt(trackingPoints.eventDate, cutoff)))[0].n).toBe(0);
    expect(await stored(id)).toBe(100);
    const [track] = await h.db.select().from(trackingTracks).where(eq(trackingTracks.shipmentId, id));
    expect(track.until).toEqual(cutoff);
    expect(track.points.length).toBeGreaterThan(2);
    expect(track.points.length).toBeLessThan(300);

    const after = (await (await send(h.app, 'GET', `/api/Tracking/${id}`, t.shipper)).json()) as TrackingResponse;
    expect(after.Polyline[0]).toEqual(before.Polyline[0]);
    expect(after.Polyline.at(-1)).toEqual(before.Polyline.at(-1));
    expect(after.Polyline.find((p) => p.EventName === 'Picked up')).toBeTruthy();
    // The line still draws the whole trip: every point of the old map is within the simplification's reach.
    expect(after.Polyline.length).toBeGreaterThan(before.Polyline.length / 2);

    // Pruning again changes nothing; a later cutoff folds the rest into the same track.
    await pruneTrackingPoints(h.db, 13, now);
    expect((await h.db.select().from(trackingTracks).where(eq(trackingTracks.shipmentId, id)))[0]).toEqual(track);
    const later = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 15));
    await pruneTrackingPoints(h.db, 13, later);
    expect(await stored(id)).toBe(0);
    const whole = (await (await send(h.app, 'GET', `/api/Tracking/${id}`, t.shipper)).json()) as TrackingResponse;
    expect(whole.Polyline[0]).toEqual(before.Polyline[0]);
    expect(whole.Polyline.at(-1)).toEqual(before.Polyline.at(-1));
    expect(
      (
        await h.db
          .select({ n: count() })
          .from(trackingTracks)
          .where(and(eq(trackingTracks.shipmentId, id)))
      )[0].n,
    ).toBe(1);
  });
});
