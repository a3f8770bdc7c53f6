import { pipeline, Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { constants, createGzip } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)/i;
const MIN_BYTES = 1024;

/**
 * gzip for compressible answers. Answers of unknown size (handler JSON and the streamed exports of up to a million
 * rows) use the fastest level: at 70 MB of JSON the default level costs over a second of server time for ~20 % less
 * size. Files with a known size (the web app) get the default level; below 1 KB nothing is compressed.
 */
export const compression: MiddlewareHandler = async (c, next) => {
  await next();
  const res = c.res;
  if (!res.body || c.req.method === 'HEAD' || res.headers.has('Content-Encoding')) return;
  if (!/\bgzip\b/i.test(c.req.header('Accept-Encoding') ?? '')) return;
  if (!COMPRESSIBLE.test(res.headers.get('Content-Type') ?? '')) return;
  const length = res.headers.get('Content-Length');
  if (length !== null && Number(length) < MIN_BYTES) return;
  const level = length === null ? constants.Z_BEST_SPEED : constants.Z_DEFAULT_COMPRESSION;
  const gzipped = createGzip({ level });
  // pipeline, not pipe: a failing source or a client that goes away tears down both ends.
  pipeline(Readable.fromWeb(res.body as NodeReadableStream<Uint8Array>), gzipped, () => {});
  const headers = new Headers(res.headers);
  headers.delete('Content-Length');
  headers.set('Content-Encoding', 'gzip');
  headers.append('Vary', 'Accept-Encoding');
  c.res = new Response(Readable.toWeb(gzipped) as ReadableStream<Uint8Array>, { status: res.status, statusText: res.statusText, headers });
};
