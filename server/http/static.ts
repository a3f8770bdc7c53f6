import { createReadStream, existsSync, type Stats } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import type { Context } from 'hono';
import { getMimeType } from 'hono/utils/mime';

/** Serves the built web app (dist/) with the SPA fallback; the API never reaches this handler. */

export const NOT_BUILT = 'The web app has not been built yet: run `npm run build`, then start the server again.';

const LONG_CACHE = 'public, max-age=31536000, immutable';

function cacheControl(path: string): string {
  if (path.startsWith('/assets/')) return LONG_CACHE; // content-hashed names from Vite
  return 'no-cache'; // index.html, sw.js, manifest, icons: revalidate with the ETag
}

async function fileAt(root: string, urlPath: string): Promise<{ path: string; stats: Stats } | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const path = resolve(root, `.${decoded}`);
  if (path !== root && !path.startsWith(root + sep)) return null;
  const stats = await stat(path).catch(() => null);
  return stats?.isFile() ? { path, stats } : null;
}

function send(c: Context, file: { path: string; stats: Stats }, cache: string): Response {
  const etag = `W/"${file.stats.size.toString(16)}-${Math.floor(file.stats.mtimeMs).toString(16)}"`;
  const headers = new Headers({
    'Content-Type': getMimeType(file.path) ?? 'application/octet-stream',
    'Cache-Control': cache,
    ETag: etag,
    'Last-Modified': file.stats.mtime.toUTCString(),
  });
  if (c.req.header('if-none-match') === etag) return new Response(null, { status: 304, headers });
  headers.set('Content-Length', String(file.stats.size));
  if (c.req.method === 'HEAD') return new Response(null, { status: 200, headers });
  const body = Readable.toWeb(createReadStream(file.path)) as ReadableStream<Uint8Array>;
  return new Response(body, { status: 200, headers });
}

/** A navigation the client router should answer: no file extension, or the browser asks for HTML. */
const wantsAppShell = (c: Context) =>
  extname(c.req.path) === '' || (c.req.header('accept') ?? '').includes('text/html');

export function serveWebApp(distDir: string) {
  const root = resolve(distDir);
  const indexPath = join(root, 'index.html');
  return async (c: Context): Promise<Response> => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return c.text('Method Not Allowed', 405);
    if (!existsSync(indexPath)) return c.text(NOT_BUILT, 503, { 'Retry-After': '30' });
    const path = c.req.path === '/' ? '/index.html' : c.req.path;
    const file = await fileAt(root, path);
    if (file) return send(c, file, path === '/index.html' ? 'no-cache' : cacheControl(path));
    if (!wantsAppShell(c)) return c.text('Not Found', 404);
    const index = await fileAt(root, '/index.html');
    return index ? send(c, index, 'no-cache') : c.text(NOT_BUILT, 503);
  };
}
