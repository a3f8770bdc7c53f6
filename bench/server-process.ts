import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { formatFigure, type Figure } from './figure';

export type RunningServer = { url: string; process: ChildProcess; stop: () => Promise<void> };

/**
 * Starts the real server (tsx server/index.ts, or `entry` that imports it) on a fresh data directory and waits until
 * it answers.
 */
export async function startServer(port: number, env: Record<string, string> = {}, entry = 'server/index.ts'): Promise<RunningServer> {
  const dataDir = env.DATA_DIR ?? `.tmp/bench-data-${port}`;
  if (!env.DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
  // node itself (not npx) so that stop() signals the server and not a wrapper; plain JavaScript entries (the
  // bundled server of `npm start`, decision 122) without tsx.
  const child = spawn(process.execPath, entry.endsWith('.mjs') ? [entry] : ['--import', 'tsx', entry], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + Number(process.env.BENCH_START_MS ?? 120_000);
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const up = await fetch(`${url}/api/Countries`, { signal: AbortSignal.timeout(2000) }).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const stop = () =>
    new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return { url, process: child, stop };
}

/**
 * Runs the seed CLI (server/seed/seed-cli.ts) with `args` on the PGlite of `dataDir`, or on the PostgreSQL of
 * `databaseUrl`; `what` names the data in the error when it fails.
 */
export function runSeed(dataDir: string, args: string[], what: string, databaseUrl = ''): void {
  const result = spawnSync('npx', ['tsx', 'server/seed/seed-cli.ts', ...args], {
    env: { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'production', DATABASE_URL: databaseUrl },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (result.status !== 0) throw new Error(`seeding ${what} failed (exit ${result.status})`);
}

/** A process's resident memory in MB (Linux /proc), NaN where it cannot be read. */
export function rssMb(pid: number | undefined): number {
  try {
    const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
    return kb / 1024;
  } catch {
    return NaN;
  }
}

/** CPU seconds (user + system) a process has used so far (Linux /proc), NaN where it cannot be read. */
export function cpuSeconds(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return NaN;
  }
}

/**
 * Starts the server with `entry` on an existing database (`env`) and times it to its first answer: wall seconds, and
 * the CPU seconds the server process used by then (the steadier figure on a shared machine).
 */
export async function timedStart(
  port: number,
  env: Record<string, string>,
  entry: string,
): Promise<{ server: RunningServer; seconds: number; cpu: number }> {
  const started = performance.now();
  const server = await startServer(port, env, entry);
  return { server, seconds: (performance.now() - started) / 1000, cpu: cpuSeconds(server.process.pid) };
}

/** The figure of `npm start` on an existing database to its first answer (issue 19, budget 2 s). */
export function startFigure(label: string, start: { seconds: number; cpu: number }): Figure {
  return {
    name: `npm start on an existing database to first answer, ${label}`,
    value: Math.round(start.seconds * 100) / 100,
    unit: 's',
    budget: 2,
    note: `server CPU by then ${start.cpu.toFixed(2)} s; node start-up included; polled every 50 ms`,
  };
}

/**
 * `npx tsx bench/<name>.ts` runs one bench by itself: when `moduleUrl` is the script node was started with, its
 * figures are measured on a fresh server of their own and printed beside their budgets. Imported by run.ts, it does nothing.
 */
export async function runAlone(moduleUrl: string, port: number, measure: (baseUrl: string) => Promise<Figure | Figure[]>): Promise<void> {
  if (moduleUrl !== pathToFileURL(process.argv[1] ?? '').href) return;
  const server = await startServer(port);
  try {
    for (const figure of [await measure(server.url)].flat()) console.info(formatFigure(figure));
  } finally {
    await server.stop();
  }
}
