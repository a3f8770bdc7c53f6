import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename } from 'node:path';
import { median, type Figure } from './figure';

/**
 * Throughput on loopback (issue 19): a load generator in a child process, 20 connections, a few seconds a run, three
 * runs per target, the median printed with the ratio to the trivial Hono route served by the same process
 * (bench/throughput-server.mjs). The machine is shared: the ratio is the steadier figure.
 *
 * The generator is Debian's `wrk` when it is installed, else autocannon from npm. autocannon, itself JavaScript on
 * the same two cores, was the limit for large answers: it read the 33 KB gzip entry script at ~1,600 requests/s
 * where wrk and a plain node:http client read 10,900–12,800 from the same server in the same minute.
 */

export type Load = { rps: number; p99: number; errors: number };

/** Issue 19's GetLoads figure: a status filter, a sort, page 1 of 10 (BackOffice). */
export const GETLOADS_QUERY = '/api/admin/GetLoads?statusIds=3&statusIds=5&sortField=TotalPrice&sortOrder=desc&pageNumber=1&pageSize=10';

const AUTOCANNON = createRequire(import.meta.url).resolve('autocannon/autocannon.js');

type LoadOptions = { seconds?: number; connections?: number; headers?: Record<string, string> };

const WRK = ['/usr/bin/wrk', '/usr/local/bin/wrk'].find((path) => existsSync(path));

/** The generator the figures name. */
export const LOAD_GENERATOR = WRK ? 'wrk' : 'autocannon';

/** One bounded run (`seconds` long) against `url`, with wrk when installed. */
export function load(url: string, options: LoadOptions = {}): Promise<Load> {
  return WRK ? wrk(WRK, url, options) : autocannon(url, options);
}

/** Runs a generator to its end (killed after `seconds` + 30 s) and parses what it printed. */
function runGenerator(command: string, args: string[], seconds: number, parse: (out: string) => Load, url: string): Promise<Load> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'ignore'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), (seconds + 30) * 1000);
    child.on('error', reject);
    child.on('exit', () => {
      clearTimeout(timer);
      try {
        resolve(parse(out));
      } catch (error) {
        reject(new Error(`${basename(command)} printed no result for ${url}: ${String(error)}`));
      }
    });
  });
}

/** wrk, one thread (the server has one), its latency percentiles. */
function wrk(command: string, url: string, options: LoadOptions): Promise<Load> {
  const { seconds = 5, connections = 20, headers = {} } = options;
  const args = [
    '-t1',
    `-c${connections}`,
    `-d${seconds}s`,
    '--latency',
    ...Object.entries(headers).flatMap(([k, v]) => ['-H', `${k}: ${v}`]),
    url,
  ];
  return runGenerator(
    command,
    args,
    seconds,
    (out) => {
      const rps = /Requests\/sec:\s*([\d.]+)/.exec(out);
      const p99 = /\b99%\s+([\d.]+)(us|ms|s)\b/.exec(out);
      if (!rps || !p99) throw new Error(out.slice(0, 200));
      const ms = Number(p99[1]) * { us: 0.001, ms: 1, s: 1000 }[p99[2] as 'us' | 'ms' | 's'];
      const non2xx = Number(/Non-2xx or 3xx responses:\s*(\d+)/.exec(out)?.[1] ?? 0);
      const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
      const errors = non2xx + (socketErrors ? socketErrors.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0);
      return { rps: Number(rps[1]), p99: Math.round(ms * 10) / 10, errors };
    },
    url,
  );
}

/** One bounded autocannon run (`seconds` long) against `url`. */
function autocannon(url: string, options: LoadOptions = {}): Promise<Load> {
  const { seconds = 5, connections = 20, headers = {} } = options;
  const args = [
    AUTOCANNON,
    '-j',
    '-c',
    String(connections),
    '-d',
    String(seconds),
    ...Object.entries(headers).flatMap(([k, v]) => ['-H', `${k}=${v}`]),
    url,
  ];
  return runGenerator(
    process.execPath,
    args,
    seconds,
    (out) => {
      const result = JSON.parse(out) as { requests: { average: number }; latency: { p99: number }; non2xx: number; errors: number };
      return { rps: result.requests.average, p99: result.latency.p99, errors: result.non2xx + result.errors };
    },
    url,
  );
}

export type Compared = { target: Load; peer: Load; ratio: number };

/** Three runs of the target, each right after a run of the peer; medians of both and of their ratio. */
export async function compareWithPeer(
  url: string,
  peerUrl: string,
  options: { seconds?: number; headers?: Record<string, string>; runs?: number } = {},
): Promise<Compared> {
  const targets: Load[] = [];
  const peers: Load[] = [];
  for (let i = 0; i < (options.runs ?? 3); i++) {
    peers.push(await load(peerUrl, { seconds: options.seconds }));
    targets.push(await load(url, options));
  }
  const pick = (loads: Load[]): Load => ({
    rps: median(loads.map((l) => l.rps)),
    p99: median(loads.map((l) => l.p99)),
    errors: loads.reduce((sum, l) => sum + l.errors, 0),
  });
  return { target: pick(targets), peer: pick(peers), ratio: median(targets.map((t, i) => t.rps / peers[i]!.rps)) };
}

const pct = (ratio: number) => `${(ratio * 100).toFixed(1)} %`;

export function throughputFigure(name: string, compared: Compared, goal: number): Figure {
  const { target, peer, ratio } = compared;
  return {
    name,
    value: Math.round(target.rps),
    unit: 'req/s',
    budget: goal,
    higherIsBetter: true,
    note: `median of 3 (${LOAD_GENERATOR}); p99 ${target.p99} ms; ${pct(ratio)} of a bare Hono route in the same process (${Math.round(peer.rps).toLocaleString('en-US')}/s)${target.errors ? `; ${target.errors} errors` : ''}`,
  };
}
