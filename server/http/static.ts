import { createReadStream, existsSync, type Stats } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import { gzipSync } from 'node:zlib';
import type { Context } from 'hono';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress';
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

/**
 * Files up to 2 MB are kept in memory with their gzip form (issue 19): a stat, a read stream and a web stream per
 * request held a static asset to ~1,200 answers/s, and the compress middleware gzipped each one again. A content-
 * hashed /assets file never changes; any other file is served from memory while its size and mtime are unchanged.
 * The build writes a brotli copy beside each text file (`<file>.br`, decision 125): sent to browsers that accept it.
 */
const MEMORY_LIMIT = 2_000_000;
type Bytes = Uint8Array<ArrayBuffer>;
type Cached = { size: number; mtimeMs: number; body: Bytes; gzip: Bytes | null; brotli: Bytes | null };
const memory = new Map<string, Cached>();

async function cachedBody(file: { path: string; stats: Stats }, type: string): Promise<Cached | null> {
  if (file.stats.size > MEMORY_LIMIT) return null;
  const hit = memory.get(file.path);
  if (hit && hit.size === file.stats.size && hit.mtimeMs === file.stats.mtimeMs) return hit;
  const body = new Uint8Array(await readFile(file.path));
  const compressible = COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type) && body.byteLength >= 1024;
  const gzip = compressible ? new Uint8Array(gzipSync(body)) : null;
  const brotli = compressible ? await brotliCopy(file) : null;
  const entry = { size: file.stats.size, mtimeMs: file.stats.mtimeMs, body, gzip, brotli };
  memory.set(file.path, entry);
  return entry;
}

/** The build's `<file>.br`, when it is at least as new as the file (an older one belongs to another build). */
async function brotliCopy(file: { path: string; stats: Stats }): Promise<Bytes | null> {
  const copy = `${file.path}.br`;
  const stats = await stat(copy).catch(() => null);
  if (!stats?.isFile() || stats.mtimeMs < file.stats.mtimeMs) return null;
  return new Uint8Array(await readFile(copy));
}

const ENCODING = { gzip: /\bgzip\b/i, br: /\bbr\b/i };
const accepts = (acceptEncoding: string | undefined, encoding: keyof typeof ENCODING) => ENCODING[encoding].test(acceptEncoding ?? '');

type FileRequest = { method: string; ifNoneMatch?: string; acceptEncoding?: string };
/** A file's answer; `body` undefined means it is read from disk as it is sent (too large to keep). */
type FileAnswer = { status: 200 | 304; headers: Record<string, string>; body?: Bytes | null };

const etagOf = (stats: Stats) => `W/"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`;

/** What the server answers for a file. */
function fileAnswer(file: { path: string; stats: Stats }, cache: string, cached: Cached | null, request: FileRequest): FileAnswer {
  const etag = etagOf(file.stats);
  const headers: Record<string, string> = {
    'Content-Type': getMimeType(file.path) ?? 'application/octet-stream',
    'Cache-Control': cache,
    ETag: etag,
    'Last-Modified': file.stats.mtime.toUTCString(),
  };
  if (request.ifNoneMatch === etag) {
    // as the 200 would say (and as the compress middleware says of any compressible answer without a length)
    if (COMPRESSIBLE_CONTENT_TYPE_REGEX.test(headers['Content-Type']!)) headers.Vary = 'Accept-Encoding';
    return { status: 304, headers, body: null };
  }
  if (cached?.gzip) headers.Vary = 'Accept-Encoding';
  const head = request.method === 'HEAD';
  const [encoding, encoded] =
    cached?.brotli && accepts(request.acceptEncoding, 'br')
      ? ['br', cached.brotli]
      : cached?.gzip && accepts(request.acceptEncoding, 'gzip')
        ? ['gzip', cached.gzip]
        : [];
  if (encoding && encoded) {
    headers['Content-Encoding'] = encoding;
    headers['Content-Length'] = String(encoded.byteLength);
    return { status: 200, headers, body: head ? null : encoded };
  }
  headers['Content-Length'] = String(file.stats.size);
  return { status: 200, headers, body: head ? null : cached?.body };
}

async function send(c: Context, file: { path: string; stats: Stats }, cache: string): Promise<Response> {
  const request = { method: c.req.method, ifNoneMatch: c.req.header('if-none-match'), acceptEncoding: c.req.header('accept-encoding') };
  const type = getMimeType(file.path) ?? 'application/octet-stream';
  const cached = request.ifNoneMatch === etagOf(file.stats) ? null : await cachedBody(file, type);
  const answer = fileAnswer(file, cache, cached, request);
  if (answer.status === 304 || answer.body !== undefined) return new Response(answer.body ?? null, answer);
  const body = Readable.toWeb(createReadStream(file.path)) as ReadableStream<Uint8Array>;
  return new Response(body, answer);
}

/** A content-hashed asset seen once is served from memory without a stat. */
const immutable = new Map<string, { path: string; stats: Stats }>();

/** A navigation the client router should answer: no file extension, or the browser asks for HTML. */
const wantsAppShell = (c: Context) => extname(c.req.path) === '' || (c.req.header('accept') ?? '').includes('text/html');

export function serveWebApp(distDir: string) {
  const root = resolve(distDir);
  const indexPath = join(root, 'index.html');
  return async (c: Context): Promise<Response> => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return c.text('Method Not Allowed', 405);
    if (!existsSync(indexPath)) return c.text(NOT_BUILT, 503, { 'Retry-After': '30' });
    const path = c.req.path === '/' ? '/index.html' : c.req.path;
    // A path without an extension is a screen of the app: its page rendered at build time (`auth/login.html`,
    // decision 153) when there is one, else index.html.
    // The receiver's tracking page (`/share/<token>`, decision 168) is its own entry: share.html for every token.
    const page = /^\/share\/[^/]+$/.test(path) ? '/share' : path;
    const file = extname(page) === '' ? await fileAt(root, `${page}.html`) : (immutable.get(path) ?? (await fileAt(root, path)));
    const cache = cacheControl(path);
    if (file && cache === LONG_CACHE && file.stats.size <= MEMORY_LIMIT) immutable.set(path, file);
    if (file) return send(c, file, cache);
    if (!wantsAppShell(c)) return c.text('Not Found', 404);
    const index = await fileAt(root, '/index.html');
    return index ? send(c, index, 'no-cache') : c.text(NOT_BUILT, 503);
  };
}
