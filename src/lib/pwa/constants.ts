import type { Role } from '../../contract/auth';
import { tokenSubject } from '../offline/token-subject';

/** Cache the service worker keeps lookup lists in; signing out deletes it (shared tablets). */
export const LOOKUP_CACHE = 'haulbase-lookups';
export const SKIP_WAITING = 'SKIP_WAITING';
/** Cache of the app files beyond the core (each role's screens, each language's catalogs), fetched on demand. */
export const APP_FILES_CACHE = 'haulbase-app-files';

/**
 * Messages to the service worker about the files a user needs offline (decision 075). Each carries `roles` and
 * `locale`; the worker answers `OfflineFilesStatus` on the message's port. OFFLINE_FILES_FETCH first fetches missing
 * files for one round (about three seconds, three at a time).
 */
export const OFFLINE_FILES_STATUS = 'OFFLINE_FILES_STATUS';
export const OFFLINE_FILES_FETCH = 'OFFLINE_FILES_FETCH';
export type OfflineFilesRequest = {
  type: typeof OFFLINE_FILES_STATUS | typeof OFFLINE_FILES_FETCH;
  roles: Role[];
  locale: string;
};
/** `cached` of `total` files: the core's (precached as the worker installs) and the user's. */
export type OfflineFilesStatus = { cached: number; total: number };

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
