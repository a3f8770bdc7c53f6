import type { Context, MiddlewareHandler } from 'hono';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress';

/**
 * Registered right after Hono's `compress`, so it sees the answer first: a compressible answer without a length gets
 * `Vary: Accept-Encoding` here, through the response's own headers. `compress` would add it itself through
 * `c.header()`, which turns the node server's lightweight response into a WHATWG `Response` read back as a stream, on
 * every JSON answer, compressed or not (decision 132). Adding `Vary` to an answer that ends up not compressed only
 * tells a cache what it may ask; `compress` then finds it and adds nothing.
 */
const NO_TRANSFORM = /(?:^|,)\s*?no-transform\s*?(?:,|$)/i;
const THRESHOLD = 1024; // compress's default

/** The answers `compress` would add `Vary` to, by its own conditions. */
function compressWouldVary(c: Context): boolean {
  const headers = c.res.headers;
  const length = headers.get('Content-Length');
  return !(
    c.res.status === 206 ||
    c.req.method === 'HEAD' ||
    headers.has('Content-Encoding') ||
    headers.has('Transfer-Encoding') ||
    (length !== null && Number(length) < THRESHOLD) ||
    !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(headers.get('Content-Type') ?? '') ||
    NO_TRANSFORM.test(headers.get('Cache-Control') ?? '')
  );
}

export const varyOnEncoding: MiddlewareHandler = async (c, next) => {
  await next();
  if (!compressWouldVary(c)) return;
  const vary = c.res.headers.get('Vary');
  if (vary === '*' || /(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(vary ?? '')) return;
  c.res.headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
};
