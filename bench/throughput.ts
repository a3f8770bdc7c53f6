import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { median, type Figure } from './figure';

/**
 * Throughput on loopback (issue 19): autocannon in a child process, 20 connections, a few seconds a run, three
 * runs per target, the median printed with the ratio to the trivial Hono route served by the same process
 * (bench/throughput-server.mjs). The machine is shared: the ratio is the steadier figure.
 */

export type Load = { rps: number; p99: number; errors: number };

/** Issue 19's GetLoads figure: a status filter, a sort, page 1 of 10 (BackOffice). */
export const GETLOADS_QUERY = '/api/admin/GetLoads?statusIds=3&statusIds=5&sortField=TotalPrice&sortOrder=desc&pageNumber=1&pageSize=10';

const AUTOCANNON = createRequire(import.meta.url).resolve('autocannon/autocannon.js');

/** One bounded autocannon run (`seconds` long) against `url`. */
export function autocannon(
  url: string,
  options: { seconds?: number; connections?: number; headers?: Record<string, string> } = {},
): Promise<Load> {
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
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'ignore'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), (seconds + 30) * 1000);
    child.on('error', reject);
    child.on('exit', () => {
      clearTimeout(timer);
      try {
        const result = JSON.parse(out) as { requests: { average: number }; latency: { p99: number }; non2xx: number; errors: number };
        resolve({ rps: result.requests.average, p99: result.latency.p99, errors: result.non2xx + result.errors });
      } catch (error) {
        reject(new Error(`autocannon printed no result for ${url}: ${String(error)}`));
      }
    });
  });
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
    peers.push(await autocannon(peerUrl, { seconds: options.seconds }));
    targets.push(await autocannon(url, options));
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
    note: `median of 3; p99 ${target.p99} ms; ${pct(ratio)} of a bare Hono route in the same process (${Math.round(peer.rps).toLocaleString('en-US')}/s)${target.errors ? `; ${target.errors} errors` : ''}`,
  };
}
