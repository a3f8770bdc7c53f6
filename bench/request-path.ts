import { readFileSync, rmSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { formatFigure, type Figure } from './figure';
import { benchAdminToken } from './partners-list';
import { rssMb, startFigure, startServer, timedStart } from './server-process';
import { compareWithPeer, throughputFigure } from './throughput';

/**
 * Issue 19: the request path's cost. `GET /api/me` (a token check and two small reads) and one static asset of
 * the sign-in page (gzip, as a browser asks), 20 connections, on the demo data on PGlite, each beside a bare Hono
 * route served by the same process. `npx tsx bench/request-path.ts` runs it alone.
 */

/** The entry script of the built page: the asset every first visit loads. */
function entryScript(distDir = 'dist'): string {
  const html = readFileSync(`${distDir}/index.html`, 'utf8');
  const src = /<script[^>]+src="([^"]+)"/.exec(html)?.[1];
  if (!src) throw new Error('dist/index.html names no script');
  return src;
}

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
    const page = await compareWithPeer(`${server.url}/auth/login`, peer, { headers: { Accept: 'text/html', 'Accept-Encoding': 'gzip' } });
    const me = await compareWithPeer(`${server.url}/api/me`, peer, { headers: { Authorization: `Bearer ${token}` } });
    const asset = await compareWithPeer(`${server.url}${entryScript()}`, peer, { headers: { 'Accept-Encoding': 'gzip' } });
    const rss = rssMb(server.process.pid);
    return [
      startFigure(`demo data, ${label}`, start),
      { name: `server RSS after these runs, demo data, ${label}`, value: Math.round(rss), unit: 'MB', budget: 400 },
      throughputFigure(`GET /api/me, 20 connections, ${label}`, me, 5000),
      throughputFigure('static asset (sign-in entry script, gzip), 20 connections', asset, 20_000),
      throughputFigure('sign-in page (index.html, gzip), 20 connections', page, 20_000),
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
