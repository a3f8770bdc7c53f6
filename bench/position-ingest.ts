/**
 * Issue 17 figures (decision 100), on PostgreSQL (when one answers, as the server tests find it) and on PGlite:
 * - position ingestion: 1,000 trucks, each sending a 6-point batch once a minute (100 points/s), for 60 s over real
 *   HTTP on loopback: p95 batch time ≤ 50 ms, none lost (every point stored once);
 * - a batch reaches an open tracking page's event stream (GET /api/Events, as staff) in ≤ 1 s.
 * `npx tsx bench/position-ingest.ts` runs it alone; BENCH_POSITIONS_SECONDS shortens the run while tuning.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { serve } from '@hono/node-server';
import { eq, inArray, sql } from 'drizzle-orm';
import { createApp } from '../server/app';
import { shipments, trackingPoints, users } from '../server/db/schema';
import { signAccessToken } from '../server/services/tokens';
import { databaseTargets } from '../tests/server/support/databases';
import { insertLoad } from '../tests/server/support/detail-loads';
import { ADMIN } from '../tests/server/support/fixtures';
import { testConfig } from '../tests/server/support/harness';
import { formatFigure, percentile, type Figure } from './figure';
import { addCarriers, postBatch, type Truck } from './position-batches';

const TRUCKS = 1_000;
const SECONDS = Number(process.env.BENCH_POSITIONS_SECONDS ?? 60);

export async function positionFigures(port: number): Promise<Figure[]> {
  const figures: Figure[] = [];
  for (const target of await databaseTargets()) {
    const database = await target.open();
    const config = testConfig(mkdtempSync(join(tmpdir(), 'hb-bench-positions-')));
    const app = createApp({ db: database.db, config, logError: (error) => console.error(error) });
    const server = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' });
    const base = `http://127.0.0.1:${port}`;
    try {
      const trucks = await fleet(database.db, config.jwtSecret);
      figures.push(await ingestion(base, trucks, target.name));
      figures.push(await eventDelay(base, database.db, config.jwtSecret, trucks[0], target.name));
      const [stored] = await database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(trackingPoints)
        .where(
          inArray(
            trackingPoints.shipmentId,
            trucks.map((t) => t.loadId),
          ),
        );
      const sent = trucks.reduce((n, t) => n + t.sent, 0);
      figures.push({
        name: `positions lost (${target.name})`,
        value: sent - Number(stored.n),
        unit: 'points',
        budget: 0,
        note: `${sent} sent`,
      });
    } finally {
      await new Promise((resolve) => server.close(resolve));
      await database.close();
    }
  }
  return figures;
}

/** 1,000 carriers, each with a load in transit and a token. */
async function fleet(db: Parameters<typeof insertLoad>[0], secret: Uint8Array): Promise<Truck[]> {
  const trucks: Truck[] = [];
  for (const row of await addCarriers(db, TRUCKS, 1717)) {
    const loadId = await insertLoad(db, { statusCode: 'IT', truckerEmail: null });
    await db.update(shipments).set({ truckerId: row.truckerId }).where(eq(shipments.id, loadId));
    trucks.push({ loadId, token: await signAccessToken({ id: row.userId, email: row.email, roles: ['Trucker'] }, secret), sent: 0 });
  }
  return trucks;
}

/**
 * Open loop: each truck sends once a minute at its own moment, spread evenly (a batch every 60 ms for 1,000 trucks),
 * whatever the others' answers take. Trucks are not synchronised to the second, so neither are their batches.
 */
async function ingestion(base: string, trucks: Truck[], name: string): Promise<Figure> {
  const times: number[] = [];
  const began = Date.now();
  const sends: Promise<void>[] = [];
  const gapMs = 60_000 / trucks.length;
  for (let slot = 0; slot * gapMs < SECONDS * 1000; slot++) {
    const wait = began + slot * gapMs - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    sends.push(postBatch(base, trucks[slot % trucks.length]).then((ms) => void times.push(ms)));
  }
  await Promise.all(sends);
  return {
    name: `position batch p95, ${TRUCKS} trucks, 100 points/s (${name})`,
    value: percentile(times, 95),
    unit: 'ms',
    budget: 50,
    note: `${times.length} batches in ${SECONDS} s`,
  };
}

/** Staff's event stream open; one batch posted; the time until its `positions` event is read. */
async function eventDelay(
  base: string,
  db: Parameters<typeof insertLoad>[0],
  secret: Uint8Array,
  truck: Truck,
  name: string,
): Promise<Figure> {
  const [admin] = await db.select({ id: users.id, email: users.email }).from(users).where(eq(users.email, ADMIN));
  const token = await signAccessToken({ id: admin.id, email: admin.email, roles: ['BackOffice'] }, secret);
  const delays: number[] = [];
  for (let run = 0; run < 5; run++) {
    const abort = new AbortController();
    const res = await fetch(`${base}/api/Events`, {
      headers: { Authorization: `Bearer ${token}`, Accept: 'text/event-stream' },
      signal: abort.signal,
    });
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    let text = '';
    while (!text.includes(': ready')) text += (await reader.read()).value ?? '';
    const sent = performance.now();
    await postBatch(base, truck);
    while (!text.includes('event: positions')) text += (await reader.read()).value ?? '';
    delays.push(performance.now() - sent);
    abort.abort();
  }
  return {
    name: `batch to an open tracking page's stream, median of 5 (${name})`,
    value: delays.sort((a, b) => a - b)[2],
    unit: 'ms',
    budget: 1000,
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const figures = await positionFigures(Number(process.env.BENCH_POSITIONS_PORT ?? 8117));
  for (const figure of figures) console.info(formatFigure(figure));
  process.exit(0);
}
