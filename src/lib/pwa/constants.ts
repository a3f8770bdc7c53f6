import { tokenSubject } from '../offline/token-subject';

/** Cache the service worker keeps lookup lists in; signing out deletes it (shared tablets). */
export const LOOKUP_CACHE = 'haulbase-lookups';
export const SKIP_WAITING = 'SKIP_WAITING';
/** Asks a service worker how many of its precache files it holds: answers `{ cached, total }` on the message's port. */
export const PRECACHE_STATUS = 'PRECACHE_STATUS';

/** Lookup lists the service worker serves stale-while-revalidate: the option lists of screens, rarely changing. */
const LOOKUP_PATHS = new Set([
  '/api/countries',
  '/api/shipments/getviewmodel',
  '/api/admin/getloadsviewmodel',
  '/api/billing/getviewmodel',
  '/api/attachments/types',
]);

export function isLookupPath(pathname: string): boolean {
  return LOOKUP_PATHS.has(pathname.toLowerCase());
}

/** Cache key of a lookup answer: per user when the request carries a token (view models differ per user), else the URL. */
export function lookupCacheKey(url: string, authorization: string | null): string {
  const sub = tokenSubject(authorization?.match(/^Bearer\s+(.+)$/i)?.[1]);
  if (sub === null) return url;
  const key = new URL(url);
  key.searchParams.set('hb-cache-user', sub);
  return key.href;
}
