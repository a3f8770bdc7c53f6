/**
 * Issue 42 §4 figures (decision 174), on PostgreSQL only (month partitions are PostgreSQL's):
 * - 10,000 trucks, each handing a minute of points (6, one every 10 s) to the server once a minute: 1,000 points/s,
 *   for 5 minutes over real HTTP on loopback: p95 batch write ≤ 50 ms, none lost;
 * - table and index bytes per million points of the partitioned `tracking_points` (every partition).
 * `npx tsx bench/position-scale.ts` runs it alone; BENCH_SCALE_SECONDS shortens the run while tuning.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { serve } from '@hono/node-server';
import { inArray, sql } from 'drizzle-orm';
import { createApp } from '../server/app';
import type { Db } from '../server/db/database';
import { ensureTrackingPartitions } from '../server/db/maintenance';
import { trackingPoints, users } from '../server/db/schema';
import { signAccessToken } from '../server/services/tokens';
import { databaseTargets } from '../tests/server/support/databases';
import { insertLoad } from '../tests/server/support/detail-loads';
import { testConfig } from '../tests/server/support/harness';
import { formatFigure, percentile, type Figure } from './figure';
import { addCarriers, POINTS_PER_BATCH, postBatch, type Truck } from './position-batches';
import { startDbProfile } from './profile-db';
import { startMeCache } from '../server/services/me-cache';

const TRUCKS = 10_000;
const CARRIERS = 1_000;
const SECONDS = Number(process.env.BENCH_SCALE_SECONDS ?? 300);
// BENCH_SCALE_IN_FLIGHT=1 sends one batch at a time: CPU per batch without contention, for comparing profiles.
const MAX_IN_FLIGHT = Number(process.env.BENCH_SCALE_IN_FLIGHT ?? 200);

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export async function positionScaleFigures(port: number): Promise<Figure[]> {
  const target = (await databaseTargets()).find((t) => t.name === 'postgres');
  if (!target) {
    console.info('position scale: no PostgreSQL answers on 127.0.0.1:5432 (or TEST_DATABASE_URL); its figures are not measured');
    return [];
  }
  const database = await target.open();
  const config = testConfig(mkdtempSync(join(tmpdir(), 'hb-bench-scale-')));
  // As server/index.ts runs it: the user's standing kept in memory (decision 130), not read with every write.
  const meCache = await startMeCache(database.db, (message, error) => console.error(message, error));
  const app = createApp({ db: database.db, config, meCache, logError: (error) => console.error(error) });
  const server = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' });
  const base = `http://127.0.0.1:${port}`;
  try {
    await ensureTrackingPartitions(database.db);
    const trucks = await fleet(database.db, config.jwtSecret);
    const profile = await startDbProfile(database.db, Boolean(process.env.BENCH_SCALE_STATEMENTS));
    const { figure, rate, batches, failed } = await ingestion(base, trucks);
    const used = await profile.stop();
    const answered = batches - failed;
    for (const s of used.statements.slice(0, 40)) {
      console.info(
        `${String(s.count).padStart(7)} ${(s.ms / s.count).toFixed(2).padStart(8)} ms ${Math.round(s.ms).toString().padStart(8)} ms  ${s.text}`,
      );
    }
    const ids = trucks.map((t) => t.loadId);
    const [stored] = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(trackingPoints)
      .where(inArray(trackingPoints.shipmentId, ids));
    const sent = trucks.reduce((n, t) => n + t.sent, 0);
    // Sizes are read at a million points: the run's points, topped up with the same shape of rows by SQL.
    await database.db
      .execute(sql`insert into tracking_points (shipment_id, latitude, longitude, event_date, recorded_at, accuracy, speed, heading, device_at)
      select (${sql.raw(`'{${ids.join(',')}}'`)}::int[])[1 + g % ${ids.length}], 30 + g * 1e-6, -97, now() - g * interval '1 ms' - interval '2 hours', now(), 10, 25, 0, now() - g * interval '1 ms' - interval '2 hours'
      from generate_series(1, greatest(0, 1000000 - (select count(*) from tracking_points))) g`);
    await database.db.execute(sql`vacuum analyze tracking_points`);
    const [size] = rowsOf<{ table: number; index: number; rows: number; partitions: number }>(
      await database.db.execute(sql`select sum(pg_table_size(inhrelid))::float8 as table, sum(pg_indexes_size(inhrelid))::float8 as index,
        (select count(*) from tracking_points)::float8 as rows, count(*)::int as partitions
        from pg_inherits where inhparent = 'tracking_points'::regclass`),
    );
    const perMillion = (bytes: number) => Math.round(((bytes / size.rows) * 1e6) / 1_048_576);
    return [
      figure,
      rate,
      {
        name: 'bench process CPU per batch (server + load generator)',
        value: Math.round((used.processCpuMs / answered) * 10) / 10,
        unit: 'ms',
        budget: 6,
        note: `${Math.round(used.processCpuMs).toLocaleString('en-US')} CPU-ms for ${answered.toLocaleString('en-US')} batches; 2 cores shared with PostgreSQL`,
      },
      {
        name: 'PostgreSQL backend CPU per batch',
        value: Math.round((used.postgresCpuMs / answered) * 10) / 10,
        unit: 'ms',
        budget: 6,
        note: 'the backends serving the bench database, /proc',
      },
      {
        name: 'positions lost, 1,000 points/s (postgres)',
        value: sent - Number(stored.n),
        unit: 'points',
        budget: 0,
        note: `${sent.toLocaleString('en-US')} acknowledged, ${batches.toLocaleString('en-US')} batches, ${failed} failed`,
      },
      {
        name: 'tracking_points table per million points (postgres)',
        value: perMillion(size.table),
        unit: 'MB',
        budget: 200,
        note: `${size.rows.toLocaleString('en-US')} points in ${size.partitions} partitions`,
      },
      { name: 'tracking_points indexes per million points (postgres)', value: perMillion(size.index), unit: 'MB', budget: 200 },
    ];
  } finally {
    await new Promise((resolve) => server.close(resolve));
    await meCache.close();
    await database.close();
  }
}

/** 1,000 carriers with 10 loads in transit each (10,000 trucks), and a token per carrier. */
async function fleet(db: Db, secret: Uint8Array): Promise<Truck[]> {
  const carriers = await addCarriers(db, CARRIERS, 4242);
  // The generated partners include suspended ones; these carriers are all at work.
  const userIds = carriers.map((c) => c.userId);
  await db.update(users).set({ lockedOut: false }).where(inArray(users.id, userIds));
  const template = await insertLoad(db, { statusCode: 'IT', truckerEmail: null });
  const columns = rowsOf<{ name: string }>(
    await db.execute(sql`select column_name as name from information_schema.columns
      where table_name = 'shipments' and column_name not in ('id', 'code', 'trucker_id') and is_generated = 'NEVER'`),
  ).map((c) => sql.identifier(c.name));
  const list = sql.join(columns, sql`, `);
  const made = rowsOf<{ id: number; trucker_id: number }>(
    await db.execute(sql`insert into shipments (${list}, trucker_id)
      select ${list}, t.id from shipments, unnest(${`{${carriers.map((c) => c.truckerId).join(',')}}`}::int[]) as t(id), generate_series(1, ${TRUCKS / CARRIERS})
      where shipments.id = ${template} returning id, trucker_id`),
  );
  const tokens = new Map<number, string>();
  for (const c of carriers) tokens.set(c.truckerId, await signAccessToken({ id: c.userId, email: c.email, roles: ['Trucker'] }, secret));
  return made.map((row) => ({ loadId: row.id, token: tokens.get(row.trucker_id)!, sent: 0 }));
}

/**
 * Open loop: each truck sends once a minute at its own moment, spread evenly (a batch every 6 ms for 10,000 trucks),
 * whatever the others' answers take.
 */
async function ingestion(base: string, trucks: Truck[]): Promise<{ figure: Figure; rate: Figure; batches: number; failed: number }> {
  const times: number[] = [];
  let failed = 0;
  const began = Date.now();
  const sends: Promise<void>[] = [];
  const gapMs = 60_000 / trucks.length;
  let slot = 0;
  let inFlight = 0;
  let skipped = 0;
  while (slot * gapMs < SECONDS * 1000) {
    const due = Math.floor((Date.now() - began) / gapMs);
    for (; slot <= due && slot * gapMs < SECONDS * 1000; slot++) {
      // A server that falls behind would gather an unbounded backlog; beyond MAX_IN_FLIGHT a truck's batch is counted
      // as not sent (its points would wait on the device) instead.
      if (inFlight >= MAX_IN_FLIGHT) {
        skipped++;
        continue;
      }
      inFlight++;
      sends.push(
        postBatch(base, trucks[slot % trucks.length])
          .then(
            (ms) => void times.push(ms),
            (error) => {
              failed++;
              if (failed <= 3) console.error(error);
            },
          )
          .finally(() => inFlight--),
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  await Promise.all(sends);
  const seconds = (Date.now() - began) / 1000;
  const stored = times.length * POINTS_PER_BATCH;
  return {
    rate: {
      name: 'positions stored per second, offered 1,000/s (postgres)',
      value: Math.round(stored / seconds),
      unit: 'points/s',
      budget: 1000,
      higherIsBetter: true,
      note: `${skipped.toLocaleString('en-US')} batches not sent: ${MAX_IN_FLIGHT} in flight`,
    },
    figure: {
      name: `position batch p95, ${TRUCKS.toLocaleString('en-US')} trucks, 1,000 points/s (postgres)`,
      value: percentile(times, 95),
      unit: 'ms',
      budget: 50,
      note: `${times.length.toLocaleString('en-US')} batches in ${Math.round(seconds)} s, median ${Math.round(percentile(times, 50))} ms, p99 ${Math.round(percentile(times, 99))} ms`,
    },
    batches: times.length + failed,
    failed,
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const figures = await positionScaleFigures(Number(process.env.BENCH_SCALE_PORT ?? 8118));
  for (const figure of figures) console.info(formatFigure(figure));
  process.exit(0);
}
