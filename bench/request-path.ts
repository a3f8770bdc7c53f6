import { rmSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { formatFigure, type Figure } from './figure';
import { benchAdminToken } from './partners-list';
import { rssMb, startFigure, startServer, timedStart } from './server-process';
import { compareWithPeer, throughputFigure } from './throughput';

/**
 * Issue 19: the request path's cost. `GET /api/me` (a token check and two small reads), 20 connections, on the demo
 * data on PGlite, beside a bare Hono route served by the same process. Static files have no throughput budget (issue
 * 37): in production a proxy or CDN serves `dist/`. `npx tsx bench/request-path.ts` runs it alone.
 */

export async function runRequestPathBench(port: number, env: Record<string, string> = {}): Promise<Figure[]> {
  const peerPort = port + 1000;
  const dataDir = env.DATA_DIR ?? `.tmp/bench-request-path-${port}`;
  // The first start creates and seeds the database; the second, timed, starts the server on an existing one.
  if (!env.DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
  await (await startServer(port, { NODE_ENV: 'production', DATA_DIR: dataDir, ...env })).stop();
  const start = await timedStart(
    port,
    { NODE_ENV: 'production', PEER_PORT: String(peerPort), DATA_DIR: dataDir, ...env },
    'bench/throughput-server.mjs',
  );
  const { server } = start;
  const peer = `http://127.0.0.1:${peerPort}/`;
  try {
    const token = await benchAdminToken(server.url);
    const label = env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
    const me = await compareWithPeer(`${server.url}/api/me`, peer, { headers: { Authorization: `Bearer ${token}` } });
    const rss = rssMb(server.process.pid);
    return [
      startFigure(`demo data, ${label}`, start),
      { name: `server RSS after these runs, demo data, ${label}`, value: Math.round(rss), unit: 'MB', budget: 400 },
      throughputFigure(`GET /api/me, 20 connections, ${label}`, me, 5000),
    ];
  } finally {
    await server.stop();
    if (!env.DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const env: Record<string, string> = process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {};
  for (const figure of await runRequestPathBench(Number(process.env.BENCH_PORT ?? 8119), env)) console.info(formatFigure(figure));
}
