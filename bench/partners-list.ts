import { rmSync } from 'node:fs';
import { TRUCKER_SORT_FIELDS } from '../src/contract/partners';
import { EXPORT_SCREENS, exportClickFigure } from './export-click';
import { percentile, serverTime, type Figure } from './figure';
import { runSeed, startServer } from './server-process';
import { seededRandom } from '../tests/server/support/seeded-random';

/**
 * Issue 3 performance figures (decision 040):
 * - the truckers list query (search + sort + page of 10) with 50,000 truckers on PGlite: p95 of the SERVER time,
 *   read from the `Server-Timing: app;dur=` header, over a fixed mix of ~200 requests;
 * - the export-size request (pageSize 1,000,000, every trucker): time to download the whole answer.
 *
 * Call either `runPartnersBench(port)` (seeds, starts its own server, measures, stops), or the pieces:
 *   seedTruckersBench(dataDir); const server = await startServer(port, { DATA_DIR: dataDir });
 *   const token = await benchAdminToken(server.url);
 *   await truckersListFigure(server.url, token); await truckersExportFigure(server.url, token);
 */

export const BENCH_TRUCKERS = 50_000;
const ADMIN = { username: 'admin@haulbase.test', password: 'Haulbase#2025' };

/** A fresh PGlite database in `dataDir` with the default seed plus `truckers` generated truckers (≈15–20 s). */
export function seedTruckersBench(dataDir: string, truckers = BENCH_TRUCKERS): void {
  rmSync(dataDir, { recursive: true, force: true });
  runSeed(dataDir, ['--truckers', String(truckers)], `${truckers} truckers`);
}

/** An access token of the demo BackOffice account. */
export async function benchAdminToken(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', ...ADMIN }).toString(),
  });
  if (!res.ok) throw new Error(`admin sign-in failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { access_token: string }).access_token;
}

/** Small deterministic PRNG (mulberry32): the same mix on every run. */
type Sample = { Email: string; FirstName: string; LastName: string; Name: string };

/** What an admin types: surnames, first names, full names, e-mail pieces, company names and words, short prefixes. */
function searchTerms(rows: Sample[], next: () => number, count: number): string[] {
  const pick = <T>(list: T[]) => list[Math.floor(next() * list.length)];
  const makers: ((r: Sample) => string)[] = [
    (r) => r.LastName,
    (r) => r.FirstName,
    (r) => `${r.FirstName} ${r.LastName}`,
    (r) => r.Email.split('@')[0].slice(0, 6),
    (r) => r.Email.split('@')[1].split('.')[0],
    (r) => r.Name,
    (r) => r.Name.split(' ')[0],
    (r) => r.LastName.slice(0, 3).toLowerCase(),
    () => pick(['logistics', 'freight', 'trucking', 'transport', 'hauling', 'carriers']),
  ];
  return Array.from({ length: count }, () => pick(makers)(pick(rows)));
}

export type ListBenchOptions = { requests?: number; warmup?: number; seed?: number };

/** p95 server time of `GET /api/Truckers?search=…&sortField=…&sortOrder=…&pageNumber=…&pageSize=10`. */
export async function truckersListFigure(baseUrl: string, token: string, options: ListBenchOptions = {}): Promise<Figure> {
  const { requests = 200, warmup = 50, seed = 2025 } = options;
  const headers = { Authorization: `Bearer ${token}` };
  const sample = await fetch(`${baseUrl}/api/Truckers?pageSize=500&sortField=Created&sortOrder=asc`, { headers });
  if (!sample.ok) throw new Error(`sample list failed: ${sample.status}`);
  const { Truckers: rows, Pagination } = (await sample.json()) as { Truckers: Sample[]; Pagination: { TotalItemCount: number } };
  const next = seededRandom(seed);
  const terms = searchTerms(rows, next, requests + warmup);
  const times: number[] = [];
  const wall: number[] = [];
  for (let i = 0; i < terms.length; i++) {
    const query = new URLSearchParams({
      search: terms[i],
      sortField: TRUCKER_SORT_FIELDS[Math.floor(next() * TRUCKER_SORT_FIELDS.length)],
      sortOrder: next() < 0.5 ? 'asc' : 'desc',
      pageNumber: String(next() < 0.7 ? 1 : 2 + Math.floor(next() * 4)),
      pageSize: '10',
    });
    const started = performance.now();
    const res = await fetch(`${baseUrl}/api/Truckers?${query}`, { headers });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`GET /api/Truckers?${query} answered ${res.status}`);
    if (i < warmup) continue;
    times.push(serverTime(res));
    wall.push(performance.now() - started);
  }
  return {
    name: `truckers list, search+sort+page, ${Pagination.TotalItemCount.toLocaleString('en-US')} truckers, p95 server`,
    value: percentile(times, 95),
    unit: 'ms',
    budget: 30,
    note: `${times.length} requests; median ${percentile(times, 50).toFixed(1)} ms, max ${Math.max(...times).toFixed(1)} ms; client p95 ${percentile(wall, 95).toFixed(1)} ms`,
  };
}

/**
 * Time to download the export answer (page 1, pageSize 1,000,000): the server part of "export ≤ 3 s, click to file".
 * One untimed download first (a server just started runs PGlite's WebAssembly unoptimised for a while), then the
 * median of `runs`.
 */
export async function truckersExportFigure(baseUrl: string, token: string, runs = 3): Promise<Figure> {
  const headers = { Authorization: `Bearer ${token}` };
  const download = async () => {
    const started = performance.now();
    const res = await fetch(`${baseUrl}/api/Truckers?pageNumber=1&pageSize=1000000`, { headers });
    const text = await res.text();
    const ms = performance.now() - started;
    if (!res.ok) throw new Error(`export request answered ${res.status}`);
    const body = JSON.parse(text) as { Truckers: unknown[]; Pagination: { TotalItemCount: number } };
    if (body.Truckers.length !== body.Pagination.TotalItemCount) throw new Error('the export answer is incomplete');
    return {
      ms,
      rows: body.Truckers.length,
      bytes: text.length,
      encoding: res.headers.get('content-encoding') ?? 'identity',
      first: serverTime(res),
    };
  };
  await download();
  const results: Awaited<ReturnType<typeof download>>[] = [];
  for (let i = 0; i < runs; i++) results.push(await download());
  const times = results.map((r) => r.ms);
  const { rows, bytes, encoding, first } = results[0];
  return {
    name: `truckers export download, ${rows.toLocaleString('en-US')} rows (pageSize 1,000,000)`,
    value: percentile(times, 50),
    unit: 'ms',
    budget: 3000,
    note: `median of ${runs}: ${times.map((t) => Math.round(t)).join(', ')} ms; ${(bytes / 1e6).toFixed(1)} MB JSON, ${encoding}; first byte after ${first} ms`,
  };
}

/** Everything: seed 50,000 truckers into a fresh data directory, start a server on it, measure, stop. */
export async function runPartnersBench(port: number, dataDir = `.tmp/bench-partners-${port}`): Promise<Figure[]> {
  seedTruckersBench(dataDir);
  const server = await startServer(port, { DATA_DIR: dataDir, NODE_ENV: 'production', DATABASE_URL: '' });
  try {
    const token = await benchAdminToken(server.url);
    // The export first: its downloads also warm the server up (PGlite's WebAssembly is optimised as it runs).
    const exportFigure = await truckersExportFigure(server.url, token);
    const listFigure = await truckersListFigure(server.url, token);
    const rows = BENCH_TRUCKERS;
    return [
      listFigure,
      exportFigure,
      await exportClickFigure(server.url, EXPORT_SCREENS.truckers, 'CSV', rows, 3000),
      await exportClickFigure(server.url, EXPORT_SCREENS.truckers, 'Excel', rows, 15000),
    ];
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
