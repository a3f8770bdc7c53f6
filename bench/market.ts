import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import type { BoardPage } from '../src/contract/market';
import { day, FREIGHT_HUBS } from './freight-hubs';
import { percentile, serverTime, type Figure } from './figure';
import { seedLoadsBench } from './loads-list';
import { runSeed, startServer } from './server-process';
import { seededRandom } from '../tests/server/support/seeded-random';

/**
 * Issue 16 figures: the load board query with 100,000 loads of which at least 20,000 are open (origin radius 100 mi +
 * equipment + pickup date range, sorted by rate per mile), p95 of the server time on PGlite (≤ 50 ms) and on
 * PostgreSQL (≤ 20 ms, when BENCH_DATABASE_URL names an empty database to seed); and a new bid reaching the shipper's
 * open Bids modal (event on /api/Events, then the modal's refetch) on loopback, ≤ 1 s.
 */

const PASSWORD = 'Haulbase#2025';
const OPEN_WANTED = 20_000;

/** The seed opens ~12 % of its loads; drafts and cancelled loads become open ones ahead of today until ≥ 20,000 are. */
const OPEN_MORE = `update shipments set status_code = 'OP', is_draft = false, trucker_id = null,
  shipment_date = now() + ((id % 20) + 1) * interval '1 day'
  where status_code in ('DF', 'CL') and id % 10 < 9`;
const COUNT_OPEN = `select count(*)::int as n from shipments where status_code = 'OP' and shipment_date >= current_date`;

/** Opens more loads through `query` (of a PGlite or a pg client) and answers how many are open. */
async function openMore(query: (text: string) => Promise<{ rows: unknown[] }>): Promise<number> {
  await query(OPEN_MORE);
  await query('analyze shipments');
  return ((await query(COUNT_OPEN)).rows[0] as { n: number }).n;
}

async function openMorePglite(dataDir: string): Promise<number> {
  const client = new PGlite({ dataDir: join(dataDir, 'pglite'), extensions: { pg_trgm } });
  try {
    return await openMore((text) => client.query(text));
  } finally {
    await client.close();
  }
}

async function openMorePostgres(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await openMore((text) => client.query(text));
  } finally {
    await client.end();
  }
}

async function tokenOf(baseUrl: string, email: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (!res.ok) throw new Error(`sign-in of ${email}: ${res.status}`);
  return ((await res.json()) as { accessToken: string }).accessToken;
}

/** The board query: origin radius 100 mi around a city, 1–3 equipment types, a two-week pickup range, by $/mi. */
export async function boardQueryFigure(
  baseUrl: string,
  database: string,
  budget: number,
  open: number,
  options: { requests?: number; warmup?: number } = {},
): Promise<Figure> {
  const { requests = 200, warmup = 40 } = options;
  const headers = { Authorization: `Bearer ${await tokenOf(baseUrl, 'trucker@haulbase.test')}` };
  const next = seededRandom(16);
  const times: number[] = [];
  for (let i = 0; i < requests + warmup; i++) {
    const [lat, lng] = FREIGHT_HUBS[Math.floor(next() * FREIGHT_HUBS.length)]!;
    const start = Math.floor(next() * 7);
    const query = new URLSearchParams({
      originLat: String(lat),
      originLng: String(lng),
      radiusMiles: '100',
      pickupFrom: day(start),
      pickupTo: day(start + 14),
      sortField: 'RatePerMile',
      sortOrder: 'desc',
      pageNumber: '1',
      pageSize: '25',
    });
    for (let e = 0, n = 1 + Math.floor(next() * 3); e < n; e++) query.append('equipmentIds', String(1 + Math.floor(next() * 12)));
    const res = await fetch(`${baseUrl}/api/LoadBoard?${query}`, { headers });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`GET /api/LoadBoard?${query} answered ${res.status}`);
    if (i >= warmup) times.push(serverTime(res));
  }
  return {
    name: `load board, radius 100 mi + equipment + dates by $/mi, 100,000 loads (${open.toLocaleString('en-US')} open), ${database}, p95 server`,
    value: percentile(times, 95),
    unit: 'ms',
    budget,
    note: `${times.length} requests; median ${percentile(times, 50).toFixed(1)} ms, max ${Math.max(...times).toFixed(1)} ms`,
  };
}

/** Reads `event:` names from an SSE answer and resolves the waiters of a name. */
function eventNames(res: Response) {
  const waiters: { name: string; resolve: () => void }[] = [];
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  void (async () => {
    for (;;) {
      const { done, value } = await reader.read().catch(() => ({ done: true, value: undefined }));
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      for (let cut = buffer.indexOf('\n\n'); cut !== -1; cut = buffer.indexOf('\n\n')) {
        const name = /^event: (.+)$/m.exec(buffer.slice(0, cut))?.[1];
        buffer = buffer.slice(cut + 2);
        for (const waiter of waiters.filter((w) => w.name === name)) {
          waiters.splice(waiters.indexOf(waiter), 1);
          waiter.resolve();
        }
      }
    }
  })();
  return { next: (name: string) => new Promise<void>((resolve) => waiters.push({ name, resolve })), close: () => reader.cancel() };
}

/** A carrier bids (then changes its bid) while the shipper's tab listens; timed until the modal's refetch answers. */
export async function liveBidFigure(baseUrl: string, samples = 10): Promise<Figure> {
  const trucker = { Authorization: `Bearer ${await tokenOf(baseUrl, 'trucker@haulbase.test')}` };
  const shipper = { Authorization: `Bearer ${await tokenOf(baseUrl, 'shipper@haulbase.test')}` };
  const board = (await (await fetch(`${baseUrl}/api/LoadBoard?kind=bid&pageSize=100`, { headers: trucker })).json()) as BoardPage;
  let loadId = 0;
  for (const load of board.Loads.filter((l) => !l.IsPrivate)) {
    if ((await fetch(`${baseUrl}/api/Shipments/${load.Id}`, { headers: shipper })).ok) {
      loadId = load.Id;
      break;
    }
  }
  if (!loadId) throw new Error('no open bidding load of the demo shipper');
  const stream = eventNames(await fetch(`${baseUrl}/api/Events`, { headers: shipper }));
  await new Promise((r) => setTimeout(r, 300)); // the stream's LISTEN is in place
  const times: number[] = [];
  let bidId = 0;
  try {
    for (let i = 0; i < samples; i++) {
      const poked = stream.next('bids');
      const started = performance.now();
      const body = JSON.stringify({ Price: 1500 + i });
      const sent = bidId
        ? await fetch(`${baseUrl}/api/Shipments/Bids/${bidId}`, {
            method: 'PUT',
            headers: { ...trucker, 'Content-Type': 'application/json' },
            body,
          })
        : await fetch(`${baseUrl}/api/Shipments/${loadId}/Bids`, {
            method: 'POST',
            headers: { ...trucker, 'Content-Type': 'application/json' },
            body,
          });
      if (!sent.ok) throw new Error(`bid answered ${sent.status}`);
      bidId ||= ((await sent.json()) as { Id: number }).Id;
      await poked;
      await (await fetch(`${baseUrl}/api/Shipments/Bids/${loadId}`, { headers: shipper })).arrayBuffer();
      times.push(performance.now() - started);
    }
  } finally {
    await stream.close();
  }
  return {
    name: 'new bid → shipper’s open Bids modal (event + refetch), loopback, worst',
    value: Math.max(...times),
    unit: 'ms',
    budget: 1000,
    note: `${samples} bids; median ${percentile(times, 50).toFixed(1)} ms`,
  };
}

/** Seeds 100,000 loads in a temporary PGlite DATA_DIR (and PostgreSQL with BENCH_DATABASE_URL), measures, cleans up. */
export async function runMarketBench(port: number): Promise<Figure[]> {
  const figures: Figure[] = [];
  const dataDir = `.tmp/bench-market-${port}`;
  seedLoadsBench(dataDir);
  const open = await openMorePglite(dataDir);
  if (open < OPEN_WANTED) throw new Error(`only ${open} open loads after the seed`);
  const server = await startServer(port, { DATA_DIR: dataDir, NODE_ENV: 'production', DATABASE_URL: '' });
  try {
    figures.push(await boardQueryFigure(server.url, 'PGlite', 50, open));
    figures.push(await liveBidFigure(server.url));
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  const url = process.env.BENCH_DATABASE_URL;
  if (url) {
    const pgDir = `${dataDir}-pg`;
    // The same seed into an empty PostgreSQL database.
    runSeed(pgDir, ['--loads', '100000'], 'PostgreSQL', url);
    const pgOpen = await openMorePostgres(url);
    if (pgOpen < OPEN_WANTED) throw new Error(`only ${pgOpen} open loads after the seed`);
    const pgServer = await startServer(port, { DATA_DIR: pgDir, NODE_ENV: 'production', DATABASE_URL: url });
    try {
      figures.push(await boardQueryFigure(pgServer.url, 'PostgreSQL', 20, pgOpen));
    } finally {
      await pgServer.stop();
      rmSync(pgDir, { recursive: true, force: true });
    }
  }
  return figures;
}

// `npx tsx bench/market.ts`: these figures alone.
if (process.argv[1]?.endsWith('market.ts')) {
  const { formatFigure } = await import('./figure');
  for (const figure of await runMarketBench(Number(process.env.BENCH_MARKET_PORT ?? 8116))) console.info(formatFigure(figure));
}
