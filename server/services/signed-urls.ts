import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signed, expiring download URLs (decision 042/044): `<path>?exp=<unix seconds>&sig=<HMAC-SHA256 base64url>`,
 * keyed with the JWT secret, so `<img src>` and a new tab open a file without an Authorization header.
 * The path is signed lowercased because API paths are matched (and arrive) lowercased.
 */

export const SIGNED_URL_TTL_SECONDS = 3600;
/** Expiry times are rounded up to this step, so one file keeps the same URL for a while (browser caching). */
const EXPIRY_STEP_SECONDS = 600;

const signature = (secret: Uint8Array, path: string, exp: number, viewer?: string) =>
  createHmac('sha256', secret)
    .update(`${path.toLowerCase()}\n${exp}${viewer === undefined ? '' : `\n${viewer}`}`)
    .digest('base64url');

/**
 * Valid for at least `ttlSeconds` and at most `ttlSeconds` + 10 minutes from `now`. `viewer`: the user the link is
 * for (`u=`, signed too), so the route can check at each use that this user may still see the file (issue 36).
 */
export function signUrl(secret: Uint8Array, path: string, now = Date.now(), ttlSeconds = SIGNED_URL_TTL_SECONDS, viewer?: number): string {
  const exp = Math.ceil((Math.floor(now / 1000) + ttlSeconds) / EXPIRY_STEP_SECONDS) * EXPIRY_STEP_SECONDS;
  const u = viewer === undefined ? '' : `u=${viewer}&`;
  return `${path}?${u}exp=${exp}&sig=${signature(secret, path, exp, viewer === undefined ? undefined : String(viewer))}`;
}

export type SignedUrlCheck = 'valid' | 'expired' | 'invalid';

/** Checks `exp` and `sig` of a request for `path`; a tampered path, expiry or signature is 'invalid'. */
export function checkSignedUrl(
  secret: Uint8Array,
  path: string,
  exp: string | undefined,
  sig: string | undefined,
  now = Date.now(),
  viewer?: string,
): SignedUrlCheck {
  if (!exp || !sig || !/^\d{1,12}$/.test(exp)) return 'invalid';
  const expected = Buffer.from(signature(secret, path, Number(exp), viewer));
  const given = Buffer.from(sig);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
  return Number(exp) * 1000 < now ? 'expired' : 'valid';
}
