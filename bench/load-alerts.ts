import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type Database, openPglite, openPostgres } from '../server/db/database';
import { savedSearches, shipments, truckers } from '../server/db/schema';
import { loadToMatch, matchSql, matchingSearches } from '../server/services/load-alerts';
import { columnsOf } from '../server/services/saved-searches';
import type { SavedQuery } from '../src/contract/saved-searches';
import { seedTestData } from '../tests/server/support/fixtures';
import { seededRandom } from '../tests/server/support/seeded-random';
import { day, FREIGHT_HUBS } from './freight-hubs';
import { percentile, type Figure } from './figure';

/**
 * Issue 41: matching one newly posted load against 10,000 saved searches (decision 166), p95 of the match statement
 * over 200 loads, on PostgreSQL (≤ 50 ms; BENCH_DATABASE_URL, else a throw-away database on 127.0.0.1:5432 when it
 * answers) and on PGlite. Searches spread over ten freight hubs, most with a destination, some with equipment, dates,
 * $/mi or a kind; the loads leave from the same hubs, so each matches a realistic share of them.
 */

const SEARCHES = 10_000;
const LOADS = 200;
const RADII = [25, 50, 100, 150, 200, 300, 500];

async function measure(database: Database): Promise<{ p95: number; matched: number }> {
  const { db } = database;
  await database.migrate();
  await seedTestData(db);
  const random = seededRandom(41);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const near = () => {
    const [lat, lng] = pick(FREIGHT_HUBS);
    return { lat: lat + (random() - 0.5) * 4, lng: lng + (random() - 0.5) * 4 };
  };
  const carriers = (await db.select({ id: truckers.id }).from(truckers)).map((t) => t.id);
  const rows = [];
  for (let i = 0; i < SEARCHES; i++) {
    const origin = random() < 0.9 ? near() : null;
    const dest = random() < 0.6 ? near() : null;
    const query: SavedQuery = {
      ...(origin ? { originLat: origin.lat, originLng: origin.lng, radiusMiles: pick(RADII) } : {}),
      ...(dest ? { destLat: dest.lat, destLng: dest.lng, destRadiusMiles: pick(RADII) } : {}),
      equipmentIds: random() < 0.4 ? [1 + Math.floor(random() * 5)] : [],
      ...(random() < 0.3 ? { pickupFrom: day(0), pickupTo: day(14) } : {}),
      ...(random() < 0.3 ? { minRatePerMile: Math.round(random() * 300) / 100 } : {}),
      kind: pick(['all', 'all', 'bid', 'book'] as const),
    };
    const alerts = { InApp: true, Email: random() < 0.3, Push: random() < 0.3 };
    rows.push({ truckerId: pick(carriers), ...columnsOf({ Name: `search ${i}`, Query: query, Alerts: alerts }) });
  }
  for (let i = 0; i < rows.length; i += 1000) await db.insert(savedSearches).values(rows.slice(i, i + 1000));
  await db.execute(sql`analyze saved_searches`);
  const loads = (await db.select({ id: shipments.id }).from(shipments).limit(LOADS)).map((s) => s.id);
  for (const id of loads) {
    const from = near();
    const to = near();
    await db.execute(sql`update shipments set status_code = 'OP', is_draft = false, trucker_id = null, is_private = false,
      shipment_date = now() + ${`${1 + (id % 10)} days`}::interval, shipping_latitude = ${from.lat}, shipping_longitude = ${from.lng},
      receiving_latitude = ${to.lat}, receiving_longitude = ${to.lng} where id = ${id}`);
  }
  await db.execute(sql`analyze shipments`);
  for (const id of loads.slice(0, 10)) await matchingSearches(db, id); // warm
  if (process.env.BENCH_EXPLAIN) {
    const plan = await db.execute(sql`explain (analyze, buffers) ${matchSql((await loadToMatch(db, loads[0]!))!)}`);
    console.info((plan as unknown as { rows: Record<string, string>[] }).rows.map((r) => Object.values(r)[0]).join('\n'));
  }
  const times: number[] = [];
  let matched = 0;
  for (const id of loads) {
    const started = performance.now();
    matched += (await matchingSearches(db, id)).length;
    times.push(performance.now() - started);
  }
  return { p95: percentile(times, 95), matched: Math.round(matched / loads.length) };
}

async function postgresUrl(): Promise<{ url: string; drop: () => Promise<void> } | null> {
  if (process.env.BENCH_DATABASE_URL) return { url: process.env.BENCH_DATABASE_URL, drop: async () => undefined };
  const admin = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres', connectionTimeoutMillis: 2000 });
  try {
    await admin.connect();
  } catch {
    return null;
  }
  const name = `bench_alerts_${process.pid}`;
  await admin.query(`create database ${name}`);
  await admin.end();
  return {
    url: `postgres://postgres@127.0.0.1:5432/${name}`,
    drop: async () => {
      const again = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' });
      await again.connect();
      await again.query(`drop database if exists ${name} with (force)`);
      await again.end();
    },
  };
}

function matchFigure({ p95, matched }: { p95: number; matched: number }, database: string): Figure {
  return {
    name: `load alert match, 10,000 saved searches, p95 (${database})`,
    value: p95,
    unit: 'ms',
    budget: 50,
    note: `~${matched} matches per load`,
  };
}

export async function loadAlertFigures(): Promise<Figure[]> {
  const figures: Figure[] = [];
  const target = await postgresUrl();
  if (target) {
    const database = openPostgres({ databaseUrl: target.url, poolSize: 2 });
    try {
      figures.push(matchFigure(await measure(database), 'PostgreSQL'));
    } finally {
      await database.close();
      await target.drop();
    }
  }
  if (process.env.BENCH_EXPLAIN) return figures;
  const pglite = openPglite({});
  try {
    figures.push(matchFigure(await measure(pglite), 'PGlite'));
  } finally {
    await pglite.close();
  }
  return figures;
}

if (process.argv[1]?.endsWith('load-alerts.ts')) {
  const { formatFigure } = await import('./figure');
  for (const figure of await loadAlertFigures()) console.info(formatFigure(figure));
}
