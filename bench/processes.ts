import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { formatFigure, type Figure } from './figure';
import { BENCH_LOADS } from './loads-list';
import { benchAdminToken } from './partners-list';
import { rssMb, startFigure, timedStart } from './server-process';
import { GETLOADS_QUERY, load, LOAD_GENERATOR, type Load } from './throughput';
import { median } from './figure';

/**
 * Issue 19: `GET /api/admin/GetLoads` (a status filter, a sort, page 1 of 10) with 100,000 loads on PostgreSQL,
 * 20 connections, served by one process and by two (`WEB_CONCURRENCY=2 npm start`), median of three 5 s runs each.
 * Needs a PostgreSQL server (BENCH_PG_ADMIN_URL, default the tests' postgres@127.0.0.1:5432); seeds a database
 * of its own once (`BENCH_PG_KEEP=1` keeps it, `BENCH_PG_DB` names it; an existing one is reused as it is) and drops it
 * afterwards. Seeding 100,000 loads on PostgreSQL took 10 minutes on the shared machine.
 */

async function admin(adminUrl: string, sql: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 1500 });
  try {
    await client.connect();
    await client.query(sql);
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

type Measured = Load & { start: { seconds: number; cpu: number }; rss: number };

/** `npm start` (timed to its first answer), then three 5 s runs; the RSS of the serving process after them. */
async function measure(port: number, databaseUrl: string, processes: number): Promise<Measured> {
  const start = await timedStart(
    port,
    { DATABASE_URL: databaseUrl, NODE_ENV: 'production', WEB_CONCURRENCY: String(processes), DATA_DIR: `.tmp/bench-processes-${port}` },
    'scripts/start.mjs',
  );
  const { server } = start;
  try {
    const token = await benchAdminToken(server.url);
    const runs: Load[] = [];
    for (let i = 0; i < 3; i++) runs.push(await load(`${server.url}${GETLOADS_QUERY}`, { headers: { Authorization: `Bearer ${token}` } }));
    return {
      rps: median(runs.map((r) => r.rps)),
      p99: median(runs.map((r) => r.p99)),
      errors: runs.reduce((n, r) => n + r.errors, 0),
      start,
      rss: rssMb(server.process.pid),
    };
  } finally {
    await server.stop();
  }
}

export async function runProcessesBench(port: number): Promise<Figure[]> {
  const adminUrl = process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = process.env.BENCH_PG_DB ?? 'hb_bench_loads';
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  if (!(await admin(adminUrl, 'select 1'))) {
    console.info(`[bench] no PostgreSQL at ${url.host}: the PostgreSQL throughput figures are skipped`);
    return [];
  }
  const created = await admin(adminUrl, `create database ${name}`);
  if (created) {
    const seed = spawnSync('npx', ['tsx', 'server/seed/seed-cli.ts', '--loads', String(BENCH_LOADS)], {
      env: { ...process.env, DATABASE_URL: url.toString(), DATA_DIR: `.tmp/bench-processes-${port}`, NODE_ENV: 'production' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    if (seed.status !== 0) throw new Error(`seeding ${BENCH_LOADS} loads on PostgreSQL failed (exit ${seed.status})`);
  }
  try {
    const one = await measure(port, url.toString(), 1);
    const two = await measure(port, url.toString(), 2);
    const name100k = `${BENCH_LOADS.toLocaleString('en-US')} loads`;
    return [
      {
        name: `GetLoads filter+sort+page of 10, ${name100k}, PostgreSQL, 1 process`,
        value: Math.round(one.rps),
        unit: 'req/s',
        budget: 1000,
        higherIsBetter: true,
        note: `median of 3 (${LOAD_GENERATOR}); p99 ${one.p99} ms (goal ≤ 100 ms)`,
      },
      {
        name: `GetLoads filter+sort+page of 10, ${name100k}, PostgreSQL, 2 processes`,
        value: Math.round(two.rps),
        unit: 'req/s',
        budget: 1000,
        higherIsBetter: true,
        note: `median of 3 (${LOAD_GENERATOR}); p99 ${two.p99} ms; ×${(two.rps / one.rps).toFixed(2)} of 1 process`,
      },
      {
        name: `GetLoads p99 at 20 connections, ${name100k}, PostgreSQL, 1 process`,
        value: one.p99,
        unit: 'ms',
        budget: 100,
        note: `median of 3 runs' p99 at ${Math.round(one.rps)} req/s`,
      },
      startFigure(`${name100k}, PostgreSQL`, one.start),
      { name: `server RSS after the GetLoads runs, ${name100k}, PostgreSQL`, value: Math.round(one.rss), unit: 'MB', budget: 400 },
    ];
  } finally {
    if (!process.env.BENCH_PG_KEEP) await admin(adminUrl, `drop database if exists ${name} with (force)`);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const figure of await runProcessesBench(Number(process.env.BENCH_PORT ?? 8095))) console.info(formatFigure(figure));
}
