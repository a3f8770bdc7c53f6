import { pathToFileURL } from 'node:url';
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { LOAD_SORT_FIELDS } from '../src/contract/loads-query';
import type { LoadsPage } from '../src/contract/loads';
import { EXPORT_SCREENS, exportClickFigures } from './export-click';
import { formatFigure, percentile, serverTime, type Figure } from './figure';
import { benchAdminToken } from './partners-list';
import { rssMb, runSeed, startFigure, timedStart } from './server-process';
import { compareWithPeer, GETLOADS_QUERY } from './throughput';
import { measureTrackingRender } from './tracking-render';
import { seededRandom } from '../tests/server/support/seeded-random';

/**
 * Issue 4 figure (decision 043): GET /api/admin/GetLoads with 100,000 seeded loads on PGlite — p95 of the SERVER
 * time (`Server-Timing: app;dur=`) over a fixed mix of filter + sort + page requests (page size 10). Budget 50 ms.
 *
 * `runLoadsListBench(port)` seeds a temp DATA_DIR, starts a server, measures and cleans up. With
 * `{ dataDir, keep: true }` an already seeded directory is reused and kept (handy while tuning).
 */

export const BENCH_LOADS = 100_000;

export function seedLoadsBench(dataDir: string, loads = BENCH_LOADS): void {
  rmSync(dataDir, { recursive: true, force: true });
  runSeed(dataDir, ['--loads', String(loads)], `${loads} loads`);
}

type ViewModel = { Shippers: { Id: number }[]; Truckers: { Id: number }[] };

/** One request of the mix: 0–3 filters of the admin list, a sort of any column, page 1 mostly. */
function mixQuery(next: () => number, vm: ViewModel, sample: LoadsPage['Shipments']): URLSearchParams {
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)];
  const query = new URLSearchParams({
    sortField: pick(LOAD_SORT_FIELDS),
    sortOrder: next() < 0.5 ? 'asc' : 'desc',
    pageNumber: String(next() < 0.7 ? 1 : 2 + Math.floor(next() * 4)),
    pageSize: '10',
  });
  const filters: (() => void)[] = [
    () => [1, 2, 3].slice(0, 1 + Math.floor(next() * 3)).forEach(() => query.append('statusIds', String(1 + Math.floor(next() * 9)))),
    () => query.append('modeIds', String(1 + Math.floor(next() * 5))),
    () => query.append('shipperIds', String(pick(vm.Shippers).Id)),
    () => query.append('truckerIds', String(pick(vm.Truckers).Id)),
    () => query.set('equipmentIds', `${1 + Math.floor(next() * 12)},${1 + Math.floor(next() * 12)}`),
    () => {
      const start = new Date(Date.UTC(2025, 0, 1) + Math.floor(next() * 500) * 86_400_000);
      query.set('startDate', start.toISOString().slice(0, 10));
      query.set('endDate', new Date(start.getTime() + (7 + Math.floor(next() * 60)) * 86_400_000).toISOString().slice(0, 10));
    },
    () => query.set('isQuickPay', next() < 0.5 ? 'true' : 'false'),
    () => query.set('isBillPaid', next() < 0.5 ? 'true' : 'false'),
    () => query.set('isDls', next() < 0.5 ? 'true' : 'false'),
    () => {
      const row = pick(sample);
      query.set('search', next() < 0.5 || !row.DlsId ? row.Code.slice(-5) : row.DlsId.slice(0, 6));
    },
  ];
  const count = Math.floor(next() * 4);
  for (let i = 0; i < count; i++) pick(filters)();
  return query;
}

export async function loadsListFigure(
  baseUrl: string,
  token: string,
  options: { requests?: number; warmup?: number; seed?: number } = {},
): Promise<Figure & { slowest: { ms: number; query: string }[] }> {
  const { requests = 300, warmup = 60, seed = 2025 } = options;
  const headers = { Authorization: `Bearer ${token}` };
  const vm = (await (await fetch(`${baseUrl}/api/admin/GetLoadsViewModel`, { headers })).json()) as ViewModel;
  const sampleRes = await fetch(`${baseUrl}/api/admin/GetLoads?pageSize=500`, { headers });
  const sample = (await sampleRes.json()) as LoadsPage;
  const next = seededRandom(seed);
  const times: { ms: number; query: string }[] = [];
  const wall: number[] = [];
  for (let i = 0; i < requests + warmup; i++) {
    const query = mixQuery(next, vm, sample.Shipments);
    const started = performance.now();
    const res = await fetch(`${baseUrl}/api/admin/GetLoads?${query}`, { headers });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`GET /api/admin/GetLoads?${query} answered ${res.status}`);
    if (i < warmup) continue;
    times.push({ ms: serverTime(res), query: query.toString() });
    wall.push(performance.now() - started);
  }
  const ms = times.map((t) => t.ms);
  return {
    name: `admin loads list, filter+sort+page, ${sample.Pagination.TotalItemCount.toLocaleString('en-US')} loads, p95 server`,
    value: percentile(ms, 95),
    unit: 'ms',
    budget: 50,
    note: `${ms.length} requests; median ${percentile(ms, 50).toFixed(1)} ms, max ${Math.max(...ms).toFixed(1)} ms; client p95 ${percentile(wall, 95).toFixed(1)} ms`,
    slowest: [...times].sort((a, b) => b.ms - a.ms).slice(0, 8),
  };
}

/** The seeded 4-stop load with the most tracking points (the seed gives two demo loads 500 points each). */
async function longestTrackedLoad(baseUrl: string, token: string): Promise<number> {
  const headers = { Authorization: `Bearer ${token}` };
  const list = (await (
    await fetch(`${baseUrl}/api/admin/GetLoads?pageSize=25&sortField=Stops&sortOrder=desc`, { headers })
  ).json()) as LoadsPage;
  let best = { id: list.Shipments[0]!.Id, points: -1 };
  for (const row of list.Shipments) {
    const tracking = (await (await fetch(`${baseUrl}/api/Tracking/${row.Id}`, { headers })).json()) as { Polyline: unknown[] };
    if (tracking.Polyline.length > best.points) best = { id: row.Id, points: tracking.Polyline.length };
  }
  return best.id;
}

export async function runLoadsListBench(
  port: number,
  options: { dataDir?: string; keep?: boolean; peerPort?: number } = {},
): Promise<Figure[]> {
  const dataDir = options.dataDir ?? `.tmp/bench-loads-${port}`;
  const seeded = existsSync(join(dataDir, 'pglite', 'PG_VERSION'));
  const started = performance.now();
  if (!(options.keep && seeded)) seedLoadsBench(dataDir);
  const seedMs = performance.now() - started;
  // Issue 19: `npm start` (scripts/start.mjs) on the seeded database, timed to its first answer, with a bare Hono
  // route in the same process for the throughput ratio.
  const peerPort = options.peerPort ?? port + 1000;
  const start = await timedStart(
    port,
    { DATA_DIR: dataDir, NODE_ENV: 'production', DATABASE_URL: '', PEER_PORT: String(peerPort) },
    'bench/throughput-server.mjs',
  );
  const { server } = start;
  try {
    const token = await benchAdminToken(server.url);
    const { slowest, ...figure } = await loadsListFigure(server.url, token);
    if (process.env.BENCH_VERBOSE) console.info('[bench] slowest GetLoads:', slowest);
    const trackingLoad = await longestTrackedLoad(server.url, token);
    const figures = [
      figure,
      await measureTrackingRender(server.url, trackingLoad, { email: 'admin@haulbase.test', password: 'Haulbase#2025' }),
      // Issue 19: CSV ≤ 3 s (written and streamed by the server, decision 118), XLSX ≤ 10 s, no main-thread task over
      // 100 ms, tab JS heap ≤ 800 MB at the XLSX export's peak; medians of 3 (the machine may be shared).
      ...(await exportClickFigures(server.url, EXPORT_SCREENS.loads, 'CSV', BENCH_LOADS, { ms: 3000, longestTaskMs: 100 }, 3)),
      ...(await exportClickFigures(
        server.url,
        EXPORT_SCREENS.loads,
        'Excel',
        BENCH_LOADS,
        { ms: 10000, longestTaskMs: 100, heapMb: 800 },
        3,
      )),
    ];
    const load = await compareWithPeer(`${server.url}${GETLOADS_QUERY}`, `http://127.0.0.1:${peerPort}/`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    const loads = `${BENCH_LOADS.toLocaleString('en-US')} loads`;
    return [
      ...figures,
      {
        name: `GetLoads p99 at 20 connections, ${loads}, PGlite`,
        value: load.target.p99,
        unit: 'ms',
        budget: 250,
        note: `median of 3 runs' p99; ${Math.round(load.target.rps)} req/s, ${(load.ratio * 100).toFixed(2)} % of a bare Hono route in the same process (${Math.round(load.peer.rps).toLocaleString('en-US')}/s)${load.target.errors ? `; ${load.target.errors} errors` : ''}`,
      },
      startFigure(`${loads}, PGlite`, start),
      {
        name: `server RSS after the benches, ${loads}, PGlite`,
        value: Math.round(rssMb(server.process.pid)),
        unit: 'MB',
        budget: 400,
        note: 'after the list mix, the tracking page, both exports and the GetLoads runs',
      },
      ...(options.keep && seeded
        ? []
        : [
            {
              name: `seed ${BENCH_LOADS.toLocaleString('en-US')} loads (npm run seed -- --loads), PGlite`,
              value: seedMs / 1000,
              unit: 's',
              budget: 300,
            },
          ]),
    ];
  } finally {
    await server.stop();
    if (!options.keep) rmSync(dataDir, { recursive: true, force: true });
  }
}

// `npx tsx bench/loads-list.ts` runs it alone; BENCH_DATA_DIR with BENCH_KEEP=1 reuses (and keeps) a seeded directory;
// BENCH_PORT (8096) and BENCH_PEER_PORT (BENCH_PORT + 1000) choose the ports.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const dataDir = process.env.BENCH_DATA_DIR;
  const peerPort = process.env.BENCH_PEER_PORT ? Number(process.env.BENCH_PEER_PORT) : undefined;
  const figures = await runLoadsListBench(Number(process.env.BENCH_PORT ?? 8096), {
    dataDir,
    keep: Boolean(process.env.BENCH_KEEP),
    peerPort,
  });
  for (const figure of figures) console.info(formatFigure(figure));
}
